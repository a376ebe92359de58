import LawCheck

/// The one-line async adapters of the verdict laws whose verdict can fail
/// (``OperatorLaws/anyFailable``, ``OperatorLaws/anyPassingFailable``,
/// ``OperatorLaws/allFailable``): an `AsyncSequence`'s verdict is an async
/// throwing function, not a sequence (`contains(where:)`, `allSatisfy(_:)`),
/// observed as one element, `1` or `0`, and the end, or the error it throws
/// (``AsyncOutput/init(answer:)``). Check them under `.asyncSequence`, whose
/// verdicts throw a source's failure (``LawSemantics/verdictOnFailure``):
///
/// ```swift
/// OperatorLaws.allFailable.under(.asyncSequence).checkAsync { source, p in try await source.allSatisfy(p) }
/// ```

extension OperatorLaw where Operator == OperatorLaws.FailableVerdictOperator {
    /// The async verdict under test, a function of one sequence: `contains { _ in true }`.
    public func asyncSubject(
        _ verdict: @escaping @Sendable (AsyncReplaySource) async throws -> Bool
    ) -> AsyncSubject {
        AsyncSubject { sources, _, _ in
            AsyncOutput(answer: { try await verdict(sources[0]) })
        }
    }

    /// Checks the async verdict against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ verdict: @escaping @Sendable (AsyncReplaySource) async throws -> Bool
    ) -> CheckResult<LawInput<Schedule>> {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(verdict))
    }
}

extension OperatorLaw where Operator == OperatorLaws.FailablePredicateVerdictOperator {
    /// The async verdict under test, a function of one sequence and a predicate: `contains(where: p)`, `allSatisfy(p)`.
    public func asyncSubject(
        _ verdict: @escaping @Sendable (AsyncReplaySource, @escaping @Sendable (Int) -> Bool) async throws -> Bool
    ) -> AsyncSubject {
        AsyncSubject { sources, _, input in
            let p = handed(input) { kept in
                { _, p in
                    kept.withLock { $0 = p }
                    return .never
                }
            }
            return AsyncOutput(answer: { try await verdict(sources[0], p) })
        }
    }

    /// Checks the async verdict against the law `facet` and reports a broken law to the running test.
    @discardableResult
    public func checkAsync(
        _ facet: OperatorLawFacet = .model, iterations: Int? = nil, configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function,
        _ verdict: @escaping @Sendable (AsyncReplaySource, @escaping @Sendable (Int) -> Bool) async throws -> Bool
    ) -> CheckResult<LawInput<Schedule>> {
        checkAsync(
            facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
            filePath: filePath, line: line, column: column, function: function, subject: asyncSubject(verdict))
    }
}
