import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// The multicast family: the library's operators hold (in
/// `LawCatalogReplayTests`); these check what the laws see.
@Suite("Laws: multicast, replay and autoconnect")
struct MulticastLawTests {
    static func pinned() throws -> Configuration {
        try Configuration.fromEnvironment(callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
    }

    @Test("an autoconnect that connects again for a subscriber after the last one left is caught")
    func reconnecting() throws {
        let configuration = try Self.pinned()
        let result = OperatorLaws.publishAutoconnect.run(configuration: configuration) {
            PlantedMulticast.reconnecting($0)
        }
        let minimal = try #require(result.failure?.minimal.sample)
        // Only a second subscription once the first has ended tells (here the source's completion
        // ends it): RAC 2.5 never reconnects, the planted one subscribes the source again.
        #expect(minimal.resubscribeAt != nil && ScheduleClass.secondSubscriptionAfterEnd.contains(minimal))
        #expect(minimal.eventCount == 1)
    }

    @Test("a replayLazily that connects per subscriber is caught, and the report draws both subscriptions")
    func perSubscriber() throws {
        let result = OperatorLaws.replayLazily.run(configuration: try Self.pinned()) {
            PlantedMulticast.replayLazilyPerSubscriber($0)
        }
        #expect(result.status == .failed)
        #expect(result.report.contains("want²") && result.report.contains("got²"))
    }

    @Test("replay connects at once: a hot source's events before any subscription are replayed")
    func replayConnectsAtCreation() {
        let schedule = Schedule(
            sources: [SourceScript(isHot: true, values: [(time: 1, value: 7)], terminal: nil)],
            subscribeAt: 2, disposeAt: nil, resubscribeAt: 3)
        let eager = schedule.trace { $0[0].replay() }
        let lazy = schedule.trace { $0[0].replayLazily() }
        #expect(eager.values == [7] && eager.resubscriptions.first?.values == [7])
        #expect(lazy.values.isEmpty && lazy.resubscriptions.first?.values == [])
        let law = OperatorLaws.replay.law { $0.replay() }
        let input = LawInput(
            sample: schedule, f: IntFunction(multiplier: 1, offset: 0), g: IntFunction(multiplier: 1, offset: 0),
            k: StreamFunction([]), h: StreamFunction([]), x: 0, n: 0, p: IntPredicate(threshold: 0))
        #expect(law.lhs(input) == law.rhs(input))
    }
}
