/// A kind of schedule that signal operators often get wrong. The signal
/// harness labels every case with the classes its schedule belongs to, and
/// in the `ci` and `nightly` profiles requires a share of each
/// (``ScheduleCoverage``), so a law cannot pass on trivial schedules alone.
public enum ScheduleClass: String, Sendable, CaseIterable {
    /// A source fails.
    case failure = "a source fails"
    /// Events of two different sources share a tick.
    case simultaneous = "events of different sources at one tick"
    /// The output is disposed while a source may still send.
    case disposalMidStream = "output disposed mid-stream"
    /// A source sends no value.
    case emptySource = "a source without values"
    /// A source never ends.
    case neverEnding = "a source that never ends"
    /// A source is hot.
    case hot = "a hot source"
    /// The output is subscribed after tick 0.
    case lateSubscription = "late subscription"
    /// The output is subscribed a second time.
    case resubscription = "output subscribed twice"
    /// The output's second subscription comes once the first has ended (by
    /// its disposal or a source's terminal event): what multicast operators
    /// must not reconnect for.
    case secondSubscriptionAfterEnd = "second subscription after the first ended"
    /// A synchronous source sends a value or ends during a subscription made
    /// at the output's subscription tick.
    case synchronousSource = "a source that sends during its subscription"
    /// The output's values are echoed into a hot source from inside their delivery.
    case reentrantSend = "re-entrant sends into a hot source"
    /// The output's subscriber disposes of it from inside the delivery of a
    /// value (``Schedule/disposeDuringValue``).
    case disposalDuringValue = "output disposed inside a delivery"

    /// A word for the nightly summary's `features seen` column.
    public var shortName: String {
        switch self {
        case .failure: "fail"
        case .simultaneous: "same-tick"
        case .disposalMidStream: "dispose"
        case .emptySource: "empty"
        case .neverEnding: "endless"
        case .hot: "hot"
        case .lateSubscription: "late"
        case .resubscription: "twice"
        case .secondSubscriptionAfterEnd: "after-end"
        case .synchronousSource: "sync"
        case .reentrantSend: "echo"
        case .disposalDuringValue: "dispose-inside"
        }
    }

    /// Whether `schedule` belongs to the class.
    public func contains(_ schedule: Schedule) -> Bool {
        switch self {
        case .failure:
            return schedule.sources.contains { if case .failed = $0.terminal { true } else { false } }
        case .simultaneous:
            let sources = schedule.sources
            return sources.indices.contains { i in
                sources.indices.contains { j in i < j && Self.shareATick(sources[i], sources[j]) }
            }
        case .disposalMidStream:
            guard let disposeAt = schedule.disposeAt else { return false }
            return schedule.sources.contains { $0.terminal.map { $0.time >= disposeAt } ?? true }
        case .emptySource:
            return schedule.sources.contains { $0.values.isEmpty }
        case .neverEnding:
            return schedule.sources.contains { $0.terminal == nil }
        case .hot:
            return schedule.sources.contains(where: \.isHot)
        case .lateSubscription:
            return schedule.subscribeAt > 0
        case .resubscription:
            return schedule.resubscribeAt != nil
        case .secondSubscriptionAfterEnd:
            guard let second = schedule.resubscribeAt else { return false }
            let ends = [schedule.disposeAt].compactMap { $0 } + schedule.sources.compactMap(\.terminal?.time)
            return ends.contains { $0 <= second }
        case .synchronousSource:
            return schedule.sources.contains { source in
                source.isSynchronous
                    && (source.values.first?.time ?? source.terminal?.time ?? .max) <= schedule.subscribeAt
            }
        case .reentrantSend:
            return schedule.echo != nil
        case .disposalDuringValue:
            return schedule.disposeDuringValue != nil
        }
    }

    /// Whether two sources have events at one tick: a merge of their ticks,
    /// which are in order (values, then the terminal event), without
    /// building sets: every case of every law is classified.
    static func shareATick(_ a: SourceScript, _ b: SourceScript) -> Bool {
        func tick(_ source: SourceScript, _ index: Int) -> Int {
            index < source.values.count ? source.values[index].time : source.terminal!.time
        }
        let (aCount, bCount) = (a.eventCount, b.eventCount)
        var (i, j) = (0, 0)
        while i < aCount && j < bCount {
            let (x, y) = (tick(a, i), tick(b, j))
            if x == y { return true }
            if x < y { i += 1 } else { j += 1 }
        }
        return false
    }
}
