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

    /// The tick; `setup` counts as tick 0.
    public var tick: Int {
        if case .at(let tick, _, _) = self { return tick }
        return 0
    }

    /// Work inserted by the work at this moment, due `delay` ticks later.
    public func scheduling(after delay: Int, rank: [Int]) -> Moment {
        .at(tick: tick + max(0, delay), scheduledAt: self, rank: rank)
    }

    public static func < (lhs: Moment, rhs: Moment) -> Bool {
        switch (lhs, rhs) {
        case (.setup, .setup): return false
        case (.setup, .at): return true
        case (.at, .setup): return false
        case let (.at(lt, lp, lr), .at(rt, rp, rr)):
            if lt != rt { return lt < rt }
            if lp != rp { return lp < rp }
            return lr.lexicographicallyPrecedes(rr)
        }
    }

    /// `t@rank<parent` for debugging.
    public var description: String {
        switch self {
        case .setup: "setup"
        case let .at(tick, parent, rank): "\(tick)\(rank)<\(parent)"
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
