import Reactive

/// When something happens during a replay, as the replay's `TestScheduler`
/// orders it: by tick, then by when the work was scheduled.
///
/// The scheduler runs work in the order `(due tick, insertion order)`, and
/// insertion order is the order in which earlier work ran (each piece of work
/// inserts its follow-ups while it runs). So the place of a piece of work is
/// its due tick, then the place of the work that scheduled it, then its rank
/// among that work's insertions. Models compute these places as plain values,
/// so a reference model can say which of two events at one tick comes first
/// without running a scheduler.
public indirect enum Moment: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Before the clock starts: where ``Schedule/trace(_:)`` schedules the
    /// output's subscription, its disposal and the hot sources' events.
    case setup
    /// Work due at `tick`, inserted by the work at `scheduledAt`, as that work's
    /// `rank`-th insertion (ranks compare lexicographically).
    case at(tick: Int, scheduledAt: Moment, rank: [Int])
    /// An event sent synchronously inside the work at `base`: by a
    /// synchronous source while it is subscribed, `step` being its place
    /// (the subscription's ordinal among that work's, then the event's
    /// position). It comes after the work's own event at `base` and before
    /// the work's next one, and nests: a subscription made while such an
    /// event is handled sends its events within it. Build it with ``within(_:)``.
    case during(base: Moment, step: [Int])

    /// The tick; `setup` counts as tick 0.
    public var tick: Int {
        switch self {
        case .setup: 0
        case .at(let tick, _, _): tick
        case .during(let base, _): base.tick
        }
    }

    /// The moment of an event sent synchronously inside this one, at `step`
    /// (see ``during(base:step:)``).
    public func within(_ step: [Int]) -> Moment {
        if case .during(let base, let outer) = self { return .during(base: base, step: outer + step) }
        return .during(base: self, step: step)
    }

    /// The scheduled work this moment belongs to, and the synchronous path inside it.
    private var work: (base: Moment, step: [Int]) {
        if case .during(let base, let step) = self { return (base, step) }
        return (self, [])
    }

    /// Work inserted by the work at this moment, due `delay` ticks later.
    /// Work inserted during a synchronous event is the base work's insertion,
    /// ranked by the event's step first: the scheduler sees one piece of
    /// work inserting in the order it ran.
    public func scheduling(after delay: Int, rank: [Int]) -> Moment {
        if case .during(let base, let step) = self {
            return .at(tick: tick + max(0, delay), scheduledAt: base, rank: step + rank)
        }
        return .at(tick: tick + max(0, delay), scheduledAt: self, rank: rank)
    }

    public static func < (lhs: Moment, rhs: Moment) -> Bool {
        let (left, right) = (lhs.work, rhs.work)
        if left.base != right.base { return precedes(left.base, right.base) }
        return left.step.lexicographicallyPrecedes(right.step)
    }

    /// The order of two pieces of scheduled work (neither is `during`).
    private static func precedes(_ lhs: Moment, _ rhs: Moment) -> Bool {
        switch (lhs, rhs) {
        case (.at(let lt, let lp, let lr), .at(let rt, let rp, let rr)):
            if lt != rt { return lt < rt }
            if lp != rp { return lp < rp }
            return lr.lexicographicallyPrecedes(rr)
        case (.setup, .at): return true
        default: return false
        }
    }

    /// `t@rank<parent` for debugging.
    public var description: String {
        switch self {
        case .setup: "setup"
        case .at(let tick, let parent, let rank): "\(tick)\(rank)<\(parent)"
        case .during(let base, let step): "\(base)+\(step)"
        }
    }
}

/// An event at a moment: what a source delivers to a subscription, or what a
/// model says the output sends. Several events may share a moment (sent
/// synchronously by one piece of work); lists keep them in sending order.
public struct Timed: Sendable, Hashable {
    /// When.
    public var moment: Moment
    /// What.
    public var event: Event<Int, TestFailure>

    /// An event at a moment.
    public init(_ moment: Moment, _ event: Event<Int, TestFailure>) {
        self.moment = moment
        self.event = event
    }

    /// The value, if the event is one.
    public var value: Int? { event.value }
    /// Whether the event ends the stream.
    public var isTerminal: Bool { event.isTerminal }
}
