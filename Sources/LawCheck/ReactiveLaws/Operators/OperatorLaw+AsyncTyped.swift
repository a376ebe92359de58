import LawCheck
import Reactive

/// The async adapter of the laws of new operators with outputs of their own
/// type (``OperatorLaw/arrayModel(_:_:onFailure:_:)``, `stepModel`,
/// `typedModel`, whose operator is a ``SignalOperator``): the async
/// operator's elements take the law's own encoding on their way out, so they
/// are numbered from the model's values exactly as the signal operator's are.
///
/// ```swift
/// OperatorLaw.arrayModel("pairwise") { values, _ in zip(values, values.dropFirst()).map(Pair.init) }
///     .checkTypedAsync { source in source.adjacentPairs().map(Pair.init) }
/// ```
///
/// A name of its own (`checkTypedAsync`): a ``SignalOperator`` of `Int` is
/// the unary shape, whose `checkAsync` takes the same closure. A report
/// prints the elements' numbers without the legend (the legend is built by
/// running the signal operator, which an async one is not).
extension OperatorLaw {
    /// The async operator under test for a typed law: an operator on one
    /// sequence whose elements are the law's `Output`.
    public func typedAsyncSubject<Output: Equatable & Sendable, Elements: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource) -> Elements
    ) -> AsyncSubject where Operator == SignalOperator<Output>, Elements.Element == Output {
        typedAsyncSubject(relaying: { sources in
            let elements = `operator`(sources[0])
            return { _ in Self.relay(elements) }
        })
    }

    /// The async operator under test for a typed law with a count
    /// (``OperatorLaw/stepModel(_:_:counts:_:)``, `arrayModel(counts:)`):
    /// an operator on one sequence and the count the law draws, whose
    /// elements are the law's `Output`: `source.chunks(ofCount: n)`.
    public func typedAsyncSubject<Output: Equatable & Sendable, Elements: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource, Int) -> Elements
    ) -> AsyncSubject where Operator == CountSignalOperator<Output>, Elements.Element == Output {
        typedAsyncSubject(relaying: { sources in { _, count in Self.relay(`operator`(sources[0], count)) } })
    }

    /// Checks the typed async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkTypedAsync<Output: Equatable & Sendable, Elements: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource) -> Elements
    ) -> CheckResult<LawInput<Schedule>> where Operator == SignalOperator<Output>, Elements.Element == Output {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: typedAsyncSubject(`operator`))
    }

    /// Checks the typed async operator with a count against the law `facet`
    /// and reports a broken law to the running test:
    /// `law.checkTypedAsync { source, n in source.chunks(ofCount: n) }`.
    @discardableResult
    public func checkTypedAsync<Output: Equatable & Sendable, Elements: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource, Int) -> Elements
    ) -> CheckResult<LawInput<Schedule>> where Operator == CountSignalOperator<Output>, Elements.Element == Output {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: typedAsyncSubject(`operator`))
    }

    /// The law's encoding applied to an async operator's elements: `relaying`
    /// gives, for the case's sources, a signal operator that ignores the
    /// law's sources and relays the async operator's elements.
    private func typedAsyncSubject(relaying relayed: @escaping @Sendable ([AsyncReplaySource]) -> Operator)
        -> AsyncSubject
    {
        let (apply, modelApply, semantics) = (apply, modelApply, semantics)
        return AsyncSubject { sources, _, input in
            let relay = relayed(sources)
            let placeholders = input.sample.sources.map { _ in Signal<Int, TestFailure>.never }
            let encoded =
                modelApply.map { $0(relay, placeholders, input, semantics) } ?? apply(relay, placeholders, input)
            return AsyncOutput(encoded.values)
        }
    }

    /// A cold signal of `elements`, iterated in a task per subscription (which
    /// inherits the case's priority and canary) and cancelled at its
    /// disposal; an error no source threw becomes ``AsyncOutput/foreignFailure``.
    private static func relay<Elements: AsyncSequence & Sendable>(
        _ elements: Elements
    ) -> Signal<Elements.Element, TestFailure> where Elements.Element: Sendable {
        Signal { observer, lifetime in
            let task = Task {
                var iterator = elements.makeAsyncIterator()
                do {
                    while !lifetime.isDisposed, let element = try await iterator.next() {
                        observer.send(value: element)
                    }
                    observer.sendCompleted()
                } catch {
                    observer.send(error: error as? TestFailure ?? AsyncOutput.foreignFailure)
                }
            }
            lifetime.add { task.cancel() }
        }
    }
}
