import Reactive

/// What an output signal did during a replay: its events with the ticks they
/// arrived at, when it was subscribed to, and whether the schedule disposed
/// of it before it ended.
///
/// Two traces are equal when the same events arrived at the same ticks and
/// the subscription ended the same way at the same tick; that is the equality
/// signal laws use (`Equivalence/trace`).
public struct Trace: Sendable, Hashable, CustomStringConvertible {
    /// One recorded event.
    public struct Entry: Sendable, Hashable {
        /// The tick it arrived at.
        public var time: Int
        /// The event.
        public var event: Event<Int, TestFailure>

        /// An entry.
        public init(time: Int, event: Event<Int, TestFailure>) {
            self.time = time
            self.event = event
        }
    }

    /// The events in arrival order.
    public var entries: [Entry]
    /// The tick of the subscription.
    public var subscribedAt: Int
    /// The tick at which the schedule disposed of the subscription, when that
    /// happened before a terminal event (disposing after one changes nothing).
    public var disposedAt: Int?
    /// The traces of the output's later subscriptions (``Schedule/resubscribeAt``), in order.
    public var resubscriptions: [Trace]

    /// A trace.
    public init(entries: [Entry], subscribedAt: Int = 0, disposedAt: Int? = nil, resubscriptions: [Trace] = []) {
        self.entries = entries
        self.subscribedAt = subscribedAt
        self.disposedAt = disposedAt
        self.resubscriptions = resubscriptions
    }

    /// The events as `(time, event)` pairs.
    public var events: [(time: Int, event: Event<Int, TestFailure>)] {
        entries.map { (time: $0.time, event: $0.event) }
    }

    /// The values alone, in order: the observation for laws that ignore time.
    public var values: [Int] {
        entries.compactMap(\.event.value)
    }

    /// The tick the subscription ended at (terminal event or disposal), or
    /// `nil` if it was still running when the schedule ran out of work.
    public var endedAt: Int? {
        if let last = entries.last, last.event.isTerminal { return last.time }
        return disposedAt
    }

    /// The last tick anything happened at.
    public var lastTick: Int {
        max(subscribedAt, entries.last?.time ?? 0, disposedAt ?? 0)
    }

    /// The trace of a subscriber that disposes of its subscription inside
    /// the delivery of its `value`-th value (``Schedule/disposeDuringValue``),
    /// made from the trace it would have recorded without: the entries up to
    /// that value, disposed at its tick. Unchanged when `value` is `nil` or
    /// the trace ends or is disposed before that value.
    func disposed(duringValue value: Int?) -> Trace {
        guard let value else { return self }
        var seen = 0
        guard
            let index = entries.firstIndex(where: { entry in
                if entry.event.value != nil { seen += 1 }
                return seen == value
            })
        else { return self }
        var trace = self
        trace.entries.removeSubrange((index + 1)...)
        trace.disposedAt = entries[index].time
        return trace
    }

    /// One line: `^0 1@2 completed@3` (`!t` for a disposal).
    public var description: String {
        var parts = ["^\(subscribedAt)"]
        for entry in entries {
            switch entry.event {
            case .next(let value): parts.append("\(value)@\(entry.time)")
            case .completed: parts.append("completed@\(entry.time)")
            case .failed(let failure): parts.append("\(failure)@\(entry.time)")
            }
        }
        if let disposedAt { parts.append("!\(disposedAt)") }
        return ([parts.joined(separator: " ")] + resubscriptions.map(\.description)).joined(separator: "; ")
    }
}
