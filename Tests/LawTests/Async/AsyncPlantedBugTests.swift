import LawCheck
import ReactiveLaws
import Testing

extension AsyncLawSuites {
    /// Five planted bugs in async operators of our own (`OwnAsync`), each caught
    /// by the facet that sees it, with its shrunk report. Catch rates over 100
    /// seeds: `swift run --package-path Examples/AsyncAlgorithmsLaws async-catch-rates`.
    @Suite("Async: the laws catch planted bugs in async operators")
    struct AsyncPlantedBugTests {
        @Test("a merge whose cancellation does not reach the tasks pulling its sources breaks the resource law")
        func mergeNotPropagatingCancellation() {
            let law = OperatorLaws.merge
            let result = law.expectFailureAsync(
                .resources, configuration: lawConfiguration(),
                subject: law.asyncSubject { OwnAsync.Merge(bases: $0, bug: .cancellationNotPropagated) })
            #expect(result.status == .failed)
            #expect(result.report.contains("still awaited"))
            #expect(result.report.contains("AsyncSequence"))
        }

        @Test("a merge that finishes with its first source breaks the merge model")
        func mergeFinishingEarly() throws {
            let law = OperatorLaws.merge
            let result = law.expectFailureAsync(
                configuration: lawConfiguration(),
                subject: law.asyncSubject { OwnAsync.Merge(bases: $0, bug: .finishesEarly) })
            let minimal = try #require(result.failure?.minimal.sample)
            #expect(minimal.sources.count == 2)
            #expect(minimal.eventCount <= 3)
        }

        @Test("a debounce that loses the waiting value on completion breaks the throttle model")
        func debounceLosingLastValue() throws {
            let law = OperatorLaws.throttle
            let result = law.expectFailureAsync(
                configuration: lawConfiguration(),
                subject: law.asyncSubject {
                    OwnAsync.Debounce(base: $0, interval: $1, clock: $2, bug: .lastValueLostOnCompletion)
                })
            let minimal = try #require(result.failure?.minimal)
            // One value, then completion before the interval has passed.
            #expect(minimal.sample.sources[0].values.count == 1)
            #expect(minimal.sample.eventCount == 2)
        }

        @Test("a debounce that sends the first value of a burst breaks the throttle model")
        func debounceSendingStaleValue() throws {
            let law = OperatorLaws.throttle
            let result = law.expectFailureAsync(
                configuration: lawConfiguration(),
                subject: law.asyncSubject { OwnAsync.Debounce(base: $0, interval: $1, clock: $2, bug: .staleValue) })
            let minimal = try #require(result.failure?.minimal)
            #expect(minimal.sample.sources[0].values.count == 2)
            #expect(Set(minimal.sample.sources[0].values.map(\.value)).count == 2)
        }

        @Test("a takeLast whose buffer is shared by its iterations breaks the per-iteration law")
        func takeLastSharingItsBuffer() throws {
            let law = OperatorLaws.takeLast
            let result = law.expectFailureAsync(
                .subscriptions, configuration: lawConfiguration(),
                subject: law.asyncSubject { OwnAsync.TakeLast(base: $0, count: $1, bug: .sharedBuffer) })
            let minimal = try #require(result.failure?.minimal.sample)
            #expect(minimal.resubscribeAt != nil)
        }
    }
}
