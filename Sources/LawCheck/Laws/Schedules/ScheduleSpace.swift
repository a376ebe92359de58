import LawCheck

/// The schedules a signal law runs on: their generator and the coverage the
/// generator promises (``ScheduleCoverage``), kept together so that a
/// harness built from generator options requires exactly what those options
/// can produce (no hot share without hot sources).
public struct ScheduleSpace: Sendable {
    /// The schedules.
    public var generator: Gen<Schedule>
    /// The shares of schedule classes every law's run must reach.
    public var coverage: ScheduleCoverage

    /// A space of schedules; give `coverage` for a hand-made generator.
    public init(generator: Gen<Schedule>, coverage: ScheduleCoverage) {
        self.generator = generator
        self.coverage = coverage
    }

    /// ``Gen/schedule(sources:values:hot:disposal:)`` with the coverage it
    /// reaches: about half the share it generates of every class its options
    /// allow (failures and never-ending sources 10%, sources without values 5%,
    /// hot sources 10%, late subscription 10%, disposal mid-stream 5%, a
    /// second subscription 5%, re-entrant sends 2%, and for two or more
    /// sources events of different sources at one tick 10%).
    public static func schedule(
        sources: ClosedRange<Int> = 1...3,
        values: ClosedRange<Int> = 0...6,
        hot: Bool = true,
        disposal: Bool = true,
        resubscription: Bool = true,
        reentrance: Bool = true
    ) -> ScheduleSpace {
        var shares: [ScheduleClass: Double] = [.failure: 10, .neverEnding: 10]
        if values.lowerBound == 0 { shares[.emptySource] = 5 }
        if hot { shares[.hot] = 10 }
        if disposal {
            shares[.lateSubscription] = 10
            shares[.disposalMidStream] = 5
        }
        if sources.lowerBound >= 2 { shares[.simultaneous] = 10 }
        if resubscription { shares[.resubscription] = 5 }
        if reentrance && hot { shares[.reentrantSend] = 2 }
        return ScheduleSpace(
            generator: .schedule(
                sources: sources, values: values, hot: hot, disposal: disposal,
                resubscription: resubscription, reentrance: reentrance),
            coverage: ScheduleCoverage(minimumShares: shares))
    }

    /// One cold source that completes, subscribed at 0 and never disposed:
    /// the schedules of ``StreamHarness/completingSignalBuffering``. They
    /// must still hold sources without values (5%) and second subscriptions (5%).
    public static var completing: ScheduleSpace {
        ScheduleSpace(
            generator: Gen.schedule(sources: 1...1, hot: false, disposal: false).filter { schedule in
                if case .completed = schedule.sources[0].terminal { return true }
                return false
            },
            coverage: ScheduleCoverage(minimumShares: [.emptySource: 5, .resubscription: 5]))
    }

    /// One hot source whose first 1…4 values the output echoes back into it
    /// (``Schedule/Echo``), the schedules of ``StreamHarness/signalReentrance``;
    /// everything else as in ``schedule(sources:values:hot:disposal:resubscription:reentrance:)``.
    public static var reentrant: ScheduleSpace {
        ScheduleSpace(
            generator: zip(Gen<Schedule>.schedule(sources: 1...1, reentrance: false), Gen<Int>.int(in: 1...4)).map { schedule, count in
                var schedule = schedule
                schedule.sources[0].isHot = true
                schedule.echo = Schedule.Echo(source: 0, count: count)
                return schedule
            },
            coverage: ScheduleCoverage(minimumShares: [
                .reentrantSend: 90, .failure: 10, .neverEnding: 10, .emptySource: 5, .lateSubscription: 10,
                .disposalMidStream: 5, .resubscription: 5,
            ]))
    }
}
