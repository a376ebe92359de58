import LawCheck
import ReactiveLaws
import Testing

/// Schedule shapes one bug used to leave behind in several forms (issue 23):
/// every seed must shrink to the single minimal schedule, so that one bug
/// leaves one corpus entry.
@Suite("Shrinking schedules")
struct ScheduleShrinkTests {
    static let seeds = 0..<100

    /// The minimal schedules failing runs of `holds` reach from each of
    /// `seeds`, with how often each was reached.
    static func minima(_ generator: Gen<Schedule>, holds: @escaping @Sendable (Schedule) -> Bool) -> [Schedule: Int] {
        var reached: [Schedule: Int] = [:]
        for index in seeds {
            var configuration = Configuration(profile: .ci)
            configuration.seed = Seed(UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 0x5C4E)
            configuration.corpusDirectory = nil
            configuration.recordsCorpus = false
            let result = runCheck("schedule shrink", generator, configuration: configuration, holds)
            if let minimal = result.failure?.minimal { reached[minimal, default: 0] += 1 }
        }
        return reached
    }

    /// Whether `source` ends in a failure.
    static func fails(_ source: SourceScript) -> Bool {
        if case .failed = source.terminal { true } else { false }
    }

    @Test("an odd run of equal values before a failure is halved to one value: a (000#) becomes a (0#)")
    func oddRunBeforeFailure() {
        // Fails when a source fails after an odd number of values: deleting
        // one value of (000#) passes, deleting two keeps the failure.
        let reached = Self.minima(Gen<Schedule>.schedule(style: .swarm)) { schedule in
            !schedule.sources.contains { Self.fails($0) && $0.values.count % 2 == 1 }
        }
        let minimal = Schedule(sources: [SourceScript(values: [(time: 0, value: 0)], terminal: .failed(at: 0))])
        #expect(reached == [minimal: Self.seeds.count], "reached \(reached)")
    }

    @Test("a source the failure does not need is removed, also when it is the first of the required ones")
    func unneededSource() {
        let reached = Self.minima(Gen<Schedule>.schedule(style: .swarm)) { schedule in
            !schedule.sources.contains(where: Self.fails)
        }
        let minimal = Schedule(sources: [SourceScript(values: [], terminal: .failed(at: 0))])
        #expect(reached == [minimal: Self.seeds.count], "reached \(reached)")
    }

    @Test("a second subscription the failure does not need is removed")
    func unneededSecondSubscription() {
        // Fails on a value then a failure; a second subscription, a disposal
        // or a late subscription changes nothing.
        let reached = Self.minima(Gen<Schedule>.schedule(style: .swarm)) { schedule in
            !schedule.sources.contains { Self.fails($0) && !$0.values.isEmpty }
        }
        let minimal = Schedule(sources: [SourceScript(values: [(time: 0, value: 0)], terminal: .failed(at: 0))])
        #expect(reached == [minimal: Self.seeds.count], "reached \(reached)")
    }
}
