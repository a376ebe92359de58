import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: the schedule target")
struct LawsScheduleTargetTests {
    static func configuration(climbs: Bool) -> Configuration {
        var configuration = lawConfiguration(seed: 0x7A0, iterations: 1_500)
        configuration.climbsTargets = climbs
        return configuration
    }

    @Test("events at the busiest tick count every source's values and terminal events")
    func score() {
        let a = SourceScript(values: [(0, 1), (2, 2), (2, 3)], terminal: .completed(at: 2))
        let b = SourceScript(isHot: true, values: [(2, 4)], terminal: .failed(at: 5))
        #expect(Schedule(sources: [a, b]).eventsAtBusiestTick == 4)
        #expect(Schedule(sources: [SourceScript(values: [], terminal: nil)]).eventsAtBusiestTick == 0)
    }

    @Test("a signal law climbs toward crowded ticks: a bug that needs 19 events at one tick is found only by climbing")
    func climbsToACrowdedTick() throws {
        // Swarm schedules whatever LAWCHECK_SCHEDULES says, so that the test climbs the same way in every run.
        let space = ScheduleSpace(
            name: "3 sources, swarm", generator: Gen<Schedule>.schedule(sources: 3...3, style: .swarm),
            coverage: ScheduleSpace.schedule(sources: 3...3).coverage)
        let harness = StreamHarness.signal(schedules: space)
        // A merge that loses everything once a tick holds 19 events, as a merge with a bounded per-tick buffer would.
        let law = harness.law(
            "crowded merge", "merge(ss) with a full buffer ≡ merge(ss)",
            sources: { sources, input in input.sample.eventsAtBusiestTick >= 19 ? .never : Signal.merge(sources) },
            { sources, _ in Signal.merge(sources) })
        let battery = Battery("planted", laws: [law])
        #expect(harness.run(battery, configuration: Self.configuration(climbs: false))[0].passed)
        let climbed = harness.run(battery, configuration: Self.configuration(climbs: true))[0]
        #expect(climbed.status == .failed)
        let minimal = try #require(climbed.failure?.minimal.sample)
        #expect(minimal.eventsAtBusiestTick == 19)
    }
}
