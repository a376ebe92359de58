import LawCheck
import ReactiveLaws
import Testing

extension AsyncLawSuites {
    /// The verdict laws applied to the standard library's async verdicts
    /// (`contains(where:)`, `allSatisfy`), async throwing functions observed
    /// as one answer, under AsyncSequence's rules.
    @Suite("Async: verdict laws on AsyncSequence verdicts")
    struct AsyncVerdictLawTests {
        @Test("contains(where:) and allSatisfy meet the failable verdict laws under AsyncSequence's rules, every facet")
        func standardLibrary() {
            let configuration = lawConfiguration()
            OperatorLaws.anyFailable.under(.asyncSequence).checkAsync(configuration: configuration) { source in
                try await source.contains { _ in true }
            }
            let any = OperatorLaws.anyPassingFailable.under(.asyncSequence)
            any.checkAllAsync(
                configuration: configuration,
                subject: any.asyncSubject { source, p in try await source.contains(where: p) })
            let all = OperatorLaws.allFailable.under(.asyncSequence)
            all.checkAllAsync(
                configuration: configuration, subject: all.asyncSubject { source, p in try await source.allSatisfy(p) })
        }

        @Test("a verdict that answers false on a failure is caught under AsyncSequence's rules, and holds under RAC's")
        func swallowedFailure() throws {
            let swallowing = OperatorLaws.allFailable.asyncSubject(Self.allSatisfyAnsweringFalse)
            let configuration = lawConfiguration()
            let result = OperatorLaws.allFailable.under(.asyncSequence).runAsync(
                configuration: configuration, subject: swallowing)
            #expect(result.status == .failed)
            let minimal = try #require(result.failure?.minimal)
            #expect(minimal.sample.eventCount <= 2)
            OperatorLaws.allFailable.checkAsync(configuration: configuration, subject: swallowing)
        }

        /// `allSatisfy` that answers `false` when its source fails (RAC's `all:`).
        /// (Written with the iterator: Swift 6.3.1's SILGen crashes on a
        /// `do`/`catch` around `allSatisfy` of a typed-throws sequence.)
        static func allSatisfyAnsweringFalse(_ source: AsyncReplaySource, _ p: @escaping @Sendable (Int) -> Bool) async
            -> Bool
        {
            var iterator = source.makeAsyncIterator()
            while true {
                let value: Int?
                do {
                    value = try await iterator.next()
                } catch {
                    return false
                }
                guard let value else { return true }
                if !p(value) { return false }
            }
        }
    }
}
