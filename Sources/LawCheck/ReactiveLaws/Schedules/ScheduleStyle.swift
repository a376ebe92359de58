import LawCheck

/// How `Gen/schedule(sources:values:hot:disposal:resubscription:reentrance:style:)`
/// draws a schedule: `swarm` (the default) first draws which features the case
/// may use (`ScheduleFeatures`), then the schedule inside them; `plain` draws
/// every event from one fixed distribution. Swarm testing (Groce et al., ISSTA
/// 2012) makes rare combinations common: a case that turns failures and
/// disposal off lets every source run its whole burst, one that turns
/// same-time events on packs several sources into one tick.
///
/// The environment variable `LAWCHECK_SCHEDULES=swarm|plain` picks the style of
/// every schedule space built afterwards (``current``), so two runs of the same
/// tests compare the styles; `law-catch-bench --compare` does so per bug. The
/// styles draw different choices, so a corpus entry recorded under one is
/// stale under the other.
public enum ScheduleStyle: String, Sendable, CaseIterable {
    /// Features first, then the schedule inside them.
    case swarm
    /// One distribution for every case (the generator before swarm schedules).
    case plain

    /// The style `LAWCHECK_SCHEDULES` names; `swarm` when it is unset or empty.
    /// Any other value stops the process with a message naming the variable,
    /// the value and the two accepted ones.
    public static var current: ScheduleStyle {
        guard let text = ProcessEnvironment.value(of: "LAWCHECK_SCHEDULES"), !text.isEmpty else { return .swarm }
        guard let style = ScheduleStyle(rawValue: text) else {
            preconditionFailure("LAWCHECK_SCHEDULES=\(text) is not a schedule style; expected swarm or plain")
        }
        return style
    }
}
