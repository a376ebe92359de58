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

/// One source of a ``Schedule``: values at ticks, then at most one terminal event.
public struct SourceScript: Sendable, Hashable {
    /// How the source ends.
    public enum Terminal: Sendable, Hashable {
        /// Completes at the tick.
        case completed(at: Int)
        /// Fails with ``TestFailure`` (carrying the source's index) at the tick.
        case failed(at: Int)

        /// The tick of the terminal event.
        public var time: Int {
            switch self {
            case .completed(let time), .failed(let time): return time
            }
        }
    }

    /// Whether the source is hot (a `Subject` driven at the listed ticks
    /// whatever subscribes to it) rather than cold (a `Signal` that replays
    /// the list for each subscription).
    public var isHot: Bool
    /// The values in order, with non-decreasing ticks.
    public var values: [(time: Int, value: Int)]
    /// The terminal event, not before the last value; `nil` for a source that never ends.
    public var terminal: Terminal?

    /// A source; ticks must be non-negative and non-decreasing, terminal last.
    public init(isHot: Bool = false, values: [(time: Int, value: Int)], terminal: Terminal?) {
        precondition(values.allSatisfy { $0.time >= 0 }, "SourceScript: negative tick")
        precondition(Swift.zip(values, values.dropFirst()).allSatisfy { $0.time <= $1.time }, "SourceScript: ticks go back")
        precondition(terminal.map { $0.time >= (values.last?.time ?? 0) } ?? true, "SourceScript: terminal before a value")
        self.isHot = isHot
        self.values = values
        self.terminal = terminal
    }

    /// The last tick of the source's events (0 when it has none).
    public var lastTick: Int {
        terminal?.time ?? values.last?.time ?? 0
    }

    /// Values plus the terminal event, if any.
    public var eventCount: Int {
        values.count + (terminal == nil ? 0 : 1)
    }

    // Tuples are neither Equatable nor Hashable, so the conformances are spelled out.
    public static func == (lhs: SourceScript, rhs: SourceScript) -> Bool {
        lhs.isHot == rhs.isHot && lhs.terminal == rhs.terminal
            && lhs.values.map(\.time) == rhs.values.map(\.time)
            && lhs.values.map(\.value) == rhs.values.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isHot)
        hasher.combine(terminal)
        hasher.combine(values.map(\.time))
        hasher.combine(values.map(\.value))
    }
}

/// The failure that replayed sources send: it names the failing source, so a
/// law can tell an error from `a` from one from `b`.
public struct TestFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The index of the source that failed (0 for `a`).
    public var source: Int

    /// The failure of the source at `source`.
    public init(source: Int) {
        self.source = source
    }

    public var description: String { "TestFailure(\(Schedule.sourceName(source)))" }
}

extension Schedule {
    /// The marble name of the source at `index`: `a`, `b`, … `z`, then `s26`, ….
    public static func sourceName(_ index: Int) -> String {
        index < 26 ? String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index))) : "s\(index)"
    }
}
