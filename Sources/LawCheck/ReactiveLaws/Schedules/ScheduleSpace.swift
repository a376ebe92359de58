import LawCheck

/// The schedules a signal law runs on: their generator and the coverage the
/// generator promises (``ScheduleCoverage``), kept together so that a
/// harness built from generator options requires exactly what those options
/// can produce (no hot share without hot sources).
///
/// A space has a ``name`` that harnesses put into their property names
/// (``subject(_:)``), because a property name also names the law's corpus
/// file: a law checked on two spaces must keep two corpora, or an entry
/// recorded on one space would be replayed, as different schedules, on the
/// other.
public struct ScheduleSpace: Sendable {
    /// What sets these schedules apart from the signal harness's default
    /// (one source, hot sources, disposal, second subscriptions and
    /// re-entrant sends allowed), such as `"cold"`; empty for that default.
    public var name: String
    /// The schedules.
    public var generator: Gen<Schedule>
    /// The shares of schedule classes every law's run must reach.
    public var coverage: ScheduleCoverage

    /// A space of schedules; give `coverage` for a hand-made generator, and a
    /// `name` no other space has (it names the corpus files of its laws).
    public init(name: String, generator: Gen<Schedule>, coverage: ScheduleCoverage) {
        self.name = name
        self.generator = generator
        self.coverage = coverage
    }

    /// The subject of property names for laws on `stream` over these
    /// schedules: `stream` itself for the default space, else `"Signal (cold)"`.
    public func subject(_ stream: String) -> String {
        name.isEmpty ? stream : "\(stream) (\(name))"
    }

    /// `Gen/schedule(sources:values:hot:disposal:)` with the coverage it
    /// reaches: about half the share it generates of every class its options
    /// allow (failures and never-ending sources 10%, synchronous sources sending during the
    /// subscription 5%, sources without values 5%,
    /// hot sources 10%, late subscription 10%, disposal mid-stream 5%, a
    /// second subscription 5%, re-entrant sends 2%, a disposal from inside a
    /// delivery 5%, and for two or more sources events of different sources
    /// at one tick 10%).
    ///
    /// Its ``name`` lists the options that differ from the signal harness's
    /// default, `schedule(sources: 1...1)`: `"2...3 sources, cold"`.
    public static func schedule(
        sources: ClosedRange<Int> = 1...3,
        values: ClosedRange<Int> = 0...6,
        hot: Bool = true,
        disposal: Bool = true,
        resubscription: Bool = true,
        reentrance: Bool = true
    ) -> ScheduleSpace {
        var shares: [ScheduleClass: Double] = [.failure: 10, .neverEnding: 10, .synchronousSource: 5]
        if values.lowerBound == 0 { shares[.emptySource] = 5 }
        if hot { shares[.hot] = 10 }
        if disposal {
            shares[.lateSubscription] = 10
            shares[.disposalMidStream] = 5
        }
        if sources.lowerBound >= 2 { shares[.simultaneous] = 10 }
        if resubscription { shares[.resubscription] = 5 }
        if reentrance && hot { shares[.reentrantSend] = 2 }
        if reentrance && disposal { shares[.disposalDuringValue] = 5 }
        var differences: [String] = []
        if sources != 1...1 { differences.append("\(sources.lowerBound)...\(sources.upperBound) sources") }
        if values != 0...6 { differences.append("\(values.lowerBound)...\(values.upperBound) values") }
        if !hot { differences.append("cold") }
        if !disposal { differences.append("no disposal") }
        if !resubscription { differences.append("no second subscription") }
        if !reentrance { differences.append("no re-entrance") }
        return ScheduleSpace(
            name: differences.joined(separator: ", "),
            generator: .schedule(
                sources: sources, values: values, hot: hot, disposal: disposal,
                resubscription: resubscription, reentrance: reentrance),
            coverage: ScheduleCoverage(minimumShares: shares))
    }

    /// The schedules reference models describe (``OperatorLaw``):
    /// `schedule(sources:resubscription: false, reentrance: false)`, so sources,
    /// one subscription and its disposal only. A second subscription or an
    /// echo is work the output's subscriber does on its own, which no model
    /// computes; a model law stops on a schedule that holds one, so its cases
    /// and coverage all count.
    ///
    /// Its ``name`` is the one those options give (for `sources: 2...3`,
    /// `"2...3 sources, no second subscription, no re-entrance"`), so the same
    /// schedules keep one corpus however they are spelled.
    public static func modelled(sources: ClosedRange<Int>) -> ScheduleSpace {
        schedule(sources: sources, resubscription: false, reentrance: false)
    }

    /// One cold source that completes, subscribed at 0 and never disposed:
    /// the schedules of ``StreamHarness/completingSignalBuffering``. They
    /// must still hold sources without values (5%) and second subscriptions (5%).
    public static var completing: ScheduleSpace {
        ScheduleSpace(
            name: "completing",
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
            name: "re-entrant",
            generator: zip(Gen<Schedule>.schedule(sources: 1...1, reentrance: false), Gen<Int>.int(in: 1...4)).map {
                schedule, count in
                var schedule = schedule
                schedule.sources[0].isHot = true
                schedule.sources[0].isSynchronous = false
                schedule.echo = Schedule.Echo(source: 0, count: count)
                return schedule
            },
            coverage: ScheduleCoverage(minimumShares: [
                .reentrantSend: 90, .failure: 10, .neverEnding: 10, .emptySource: 5, .lateSubscription: 10,
                .disposalMidStream: 5, .resubscription: 5,
            ]))
    }

    /// ``schedule(sources:values:hot:disposal:resubscription:reentrance:)``
    /// without re-entrant sends, where the output is always subscribed a
    /// second time (0…6 ticks after the first, unless the draw already made
    /// one): the schedules of the per-subscription laws
    /// (``OperatorLaw/subscriptionLaw(_:)``), which say nothing without a
    /// second subscription. Named like that space plus `"subscribed twice"`.
    public static func resubscribed(sources: ClosedRange<Int>) -> ScheduleSpace {
        let base = schedule(sources: sources, reentrance: false)
        var shares = base.coverage.minimumShares
        shares[.resubscription] = 90
        shares[.secondSubscriptionAfterEnd] = 10
        return ScheduleSpace(
            name: base.name + ", subscribed twice",
            generator: zip(base.generator, Gen<Int>.int(in: 0...6)).map { schedule, delay in
                var schedule = schedule
                schedule.resubscribeAt = schedule.resubscribeAt ?? schedule.subscribeAt + delay
                return schedule
            },
            coverage: ScheduleCoverage(minimumShares: shares))
    }
}
