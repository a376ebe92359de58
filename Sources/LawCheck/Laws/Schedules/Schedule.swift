/// A scripted scenario for testing a signal operator in virtual time.
///
/// A schedule lists one or more sources (``SourceScript``), each a sequence
/// of values at integer ticks and at most one terminal event, plus the tick
/// at which the operator's output is subscribed to and, optionally, the tick
/// at which that subscription is disposed. One tick is one second of
/// `TestScheduler` time. Schedules are plain data so that LawCheck can
/// generate, shrink, print and replay them; ``Schedule/trace(_:)`` replays one.
public struct Schedule: Sendable, Hashable {
    /// The sources, named `a`, `b`, `c`, … in marble diagrams by position.
    public var sources: [SourceScript]
    /// The tick at which the output is subscribed to.
    public var subscribeAt: Int
    /// The tick at which the output subscription is disposed, or `nil` to
    /// keep it until it ends by itself (or the schedule runs out of work).
    public var disposeAt: Int?

    /// A schedule; `disposeAt`, when given, must not precede `subscribeAt`.
    public init(sources: [SourceScript], subscribeAt: Int = 0, disposeAt: Int? = nil) {
        precondition(subscribeAt >= 0, "Schedule: subscribeAt must not be negative")
        precondition(disposeAt.map { $0 >= subscribeAt } ?? true, "Schedule: disposal precedes subscription")
        self.sources = sources
        self.subscribeAt = subscribeAt
        self.disposeAt = disposeAt
    }

    /// The last tick anything in the schedule happens at (0 for an empty one).
    public var lastTick: Int {
        ([subscribeAt, disposeAt ?? 0] + sources.map(\.lastTick)).max() ?? 0
    }

    /// How many events (values and terminal events) the sources hold in all.
    public var eventCount: Int {
        sources.reduce(0) { $0 + $1.eventCount }
    }
}

extension Schedule {
    /// The marble name of the source at `index`: `a`, `b`, … `z`, then `s26`, ….
    public static func sourceName(_ index: Int) -> String {
        index < 26 ? String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index))) : "s\(index)"
    }
}
