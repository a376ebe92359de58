import LawCheck
import ReactiveLaws
import Testing

extension AsyncLawSuites {
    /// The operator laws applied to async operators in one line: the standard
    /// library's, and correct ones of our own (`OwnAsync`).
    @Suite("Async: operator laws on AsyncSequence operators")
    struct AsyncOperatorLawTests {
        @Test("the standard library's prefix, dropFirst, filter, map and friends meet the laws, every facet")
        func standardLibrary() {
            let configuration = lawConfiguration()
            OperatorLaws.take.checkAsync(configuration: configuration) { source, n in source.prefix(n) }
            OperatorLaws.take.checkAsync(.resources, configuration: configuration) { source, n in source.prefix(n) }
            OperatorLaws.take.checkAsync(.subscriptions, configuration: configuration) { source, n in source.prefix(n) }
            OperatorLaws.skip.checkAsync(configuration: configuration) { source, n in source.dropFirst(n) }
            OperatorLaws.skip.checkAsync(.resources, configuration: configuration) { source, n in source.dropFirst(n) }
            OperatorLaws.filter.checkAsync(configuration: configuration) { source, p in source.filter(p) }
            OperatorLaws.filter.checkAsync(.resources, configuration: configuration) { source, p in source.filter(p) }
            OperatorLaws.map.checkAsync(configuration: configuration) { source, f in source.map(f) }
            OperatorLaws.map.checkAsync(.subscriptions, configuration: configuration) { source, f in source.map(f) }
            OperatorLaws.mapReplace.checkAsync(configuration: configuration) { source, x in source.map { _ in x } }
            OperatorLaws.ignore.checkAsync(configuration: configuration) { source, x in source.filter { $0 != x } }
            OperatorLaws.ignoreValues.checkAsync(configuration: configuration) { source in source.filter { _ in false }
            }
        }

        @Test("our own merge, debounce and takeLast meet their laws, every facet")
        func ownOperators() {
            let configuration = lawConfiguration()
            OperatorLaws.merge.checkAllAsync(
                configuration: configuration, subject: OperatorLaws.merge.asyncSubject { OwnAsync.Merge(bases: $0) })
            OperatorLaws.mergeWith.checkAsync(configuration: configuration) { a, b in OwnAsync.Merge(bases: [a, b]) }
            OperatorLaws.throttle.checkAllAsync(
                configuration: configuration,
                subject: OperatorLaws.throttle.asyncSubject { source, interval, clock in
                    OwnAsync.Debounce(base: source, interval: interval, clock: clock)
                })
            OperatorLaws.takeLast.checkAllAsync(
                configuration: configuration,
                subject: OperatorLaws.takeLast.asyncSubject { OwnAsync.TakeLast(base: $0, count: $1) })
        }

        @Test("a wrong operator fails the model law with a shrunk report naming the async harness")
        func wrongOperatorFails() throws {
            let result = OperatorLaws.take.runAsync(
                configuration: lawConfiguration(),
                subject: OperatorLaws.take.asyncSubject { source, n in source.prefix(n + 1) })
            #expect(result.status == .failed)
            let minimal = try #require(result.failure?.minimal)
            #expect(minimal.sample.eventCount <= 2)
            #expect(result.report.contains("AsyncSequence"))
        }
    }
}
