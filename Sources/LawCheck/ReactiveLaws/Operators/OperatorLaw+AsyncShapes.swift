import LawCheck

/// The one-line async adapters of the operator laws, one per shape of
/// operator: the law's type says which closure it takes, the async
/// counterpart of its signal operator's signature with
/// ``AsyncReplaySource``s in and any `AsyncSequence` out.
///
/// ```swift
/// OperatorLaws.take.checkAsync { source, n in source.prefix(n) }
/// OperatorLaws.throttle.checkAsync(.resources) { source, interval, clock in source.debounce(for: interval, clock: clock) }
/// ```
///
/// `asyncSubject(_:)` makes the ``AsyncSubject`` the other entry points
/// take (``OperatorLaw/expectFailureAsync(_:iterations:configuration:reporter:fileID:filePath:line:column:function:subject:)``,
/// ``OperatorLaw/runAsync(_:iterations:configuration:filePath:function:subject:)``). Parameters
/// (a count, a predicate, an interval) are the ones the law hands its
/// signal operator on the same case.

extension OperatorLaw where Operator == OperatorLaws.UnaryOperator {
    /// The async operator under test, an operator on one sequence: `removeDuplicates()`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource) -> Output
    ) -> AsyncSubject where Output.Element == Int {
        AsyncSubject { sources, clock, input in
            AsyncOutput(`operator`(sources[0]))
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == Int {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.CountOperator {
    /// The async operator under test, an operator with a count or a value: `prefix(n)`, `dropFirst(n)`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource, Int) -> Output
    ) -> AsyncSubject where Output.Element == Int {
        AsyncSubject { sources, clock, input in
            AsyncOutput(
                `operator`(
                    sources[0],
                    handed(input) { kept in
                        { source, n in
                            kept.withLock { $0 = n }
                            return source
                        }
                    }))
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource, Int) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == Int {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.PredicateOperator {
    /// The async operator under test, an operator with a predicate: `filter(p)`, `prefix(while: p)`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource, @escaping @Sendable (Int) -> Bool) -> Output
    ) -> AsyncSubject where Output.Element == Int {
        AsyncSubject { sources, clock, input in
            AsyncOutput(
                `operator`(
                    sources[0],
                    handed(input) { kept in
                        { source, p in
                            kept.withLock { $0 = p }
                            return source
                        }
                    }))
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource, @escaping @Sendable (Int) -> Bool) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == Int {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.TransformOperator {
    /// The async operator under test, an operator with a transform: `map(f)`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource, @escaping @Sendable (Int) -> Int) -> Output
    ) -> AsyncSubject where Output.Element == Int {
        AsyncSubject { sources, clock, input in
            AsyncOutput(
                `operator`(
                    sources[0],
                    handed(input) { kept in
                        { source, f in
                            kept.withLock { $0 = f }
                            return source
                        }
                    }))
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource, @escaping @Sendable (Int) -> Int) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == Int {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.AccumulateOperator {
    /// The async operator under test, an operator with a start value and a combining function: `reductions(x, f)`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource, Int, @escaping @Sendable (Int, Int) -> Int) -> Output
    ) -> AsyncSubject where Output.Element == Int {
        AsyncSubject { sources, clock, input in
            {
                let (x, f) = handed(input) { kept in
                    { source, x, f in
                        kept.withLock { $0 = (x, f) }
                        return source
                    }
                }
                return AsyncOutput(`operator`(sources[0], x, f))
            }()
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource, Int, @escaping @Sendable (Int, Int) -> Int) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == Int {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.TimedOperator {
    /// The async operator under test, a time operator with an interval and the case's clock: `debounce(for: interval, clock: clock)`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource, Duration, VirtualClock) -> Output
    ) -> AsyncSubject where Output.Element == Int {
        AsyncSubject { sources, clock, input in
            AsyncOutput(
                `operator`(
                    sources[0],
                    handed(input) { kept in
                        { source, interval, _ in
                            kept.withLock { $0 = interval }
                            return source
                        }
                    }, clock))
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource, Duration, VirtualClock) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == Int {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.BinaryOperator {
    /// The async operator under test, an operator on two sequences: `chain(a, b)`, `merge(a, b)`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource, AsyncReplaySource) -> Output
    ) -> AsyncSubject where Output.Element == Int {
        AsyncSubject { sources, clock, input in
            AsyncOutput(`operator`(sources[0], sources[1]))
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource, AsyncReplaySource) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == Int {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.VariadicOperator {
    /// The async operator under test, an operator on the sources the law
    /// hands it: `merge(a, b, c)`, or `merge()` of none in the cases where
    /// the law draws no source.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable ([AsyncReplaySource]) -> Output
    ) -> AsyncSubject where Output.Element == Int {
        asyncSubject { sources in AsyncOutput(`operator`(sources)) }
    }

    /// The async operator under test, for one whose type depends on how many
    /// sources it gets (`merge(a, b)`, `merge(a, b, c)`, an empty sequence
    /// for none): each count's sequence wrapped in an ``AsyncOutput``.
    public func asyncSubject(_ operator: @escaping @Sendable ([AsyncReplaySource]) -> AsyncOutput) -> AsyncSubject {
        AsyncSubject { sources, _, input in
            let count = handed(input) { kept in
                { handed in
                    kept.withLock { $0 = handed.count }
                    return .never
                }
            }
            return `operator`(Array(sources.prefix(count)))
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable ([AsyncReplaySource]) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == Int {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.PairingOperator {
    /// The async operator under test, an operator pairing two sequences' values, observed as `10·a + b`: `zip(a, b)`, `combineLatest(a, b)`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource, AsyncReplaySource) -> Output
    ) -> AsyncSubject where Output.Element == (Int, Int) {
        AsyncSubject { sources, clock, input in
            AsyncOutput(`operator`(sources[0], sources[1]).map { @Sendable pair in 10 * pair.0 + pair.1 })
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource, AsyncReplaySource) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == (Int, Int) {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}

extension OperatorLaw where Operator == OperatorLaws.CollectOperator {
    /// The async operator under test, an operator gathering values into arrays, observed as digits
    /// (``AggregateModels/digits(_:)``): `chunks(ofCount: .max)`.
    public func asyncSubject<Output: AsyncSequence & Sendable>(
        _ operator: @escaping @Sendable (AsyncReplaySource) -> Output
    ) -> AsyncSubject where Output.Element == [Int] {
        AsyncSubject { sources, clock, input in
            AsyncOutput(`operator`(sources[0]).map { @Sendable values in AggregateModels.digits(values) })
        }
    }

    /// Checks the async operator against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync<Output: AsyncSequence & Sendable>(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ operator: @escaping @Sendable (AsyncReplaySource) -> Output
    ) -> CheckResult<LawInput<Schedule>> where Output.Element == [Int] {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(`operator`))
    }
}
