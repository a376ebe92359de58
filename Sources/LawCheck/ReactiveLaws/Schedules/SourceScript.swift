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
    /// For a cold source: whether each subscription gets the events already
    /// due (at or before its tick) synchronously, inside the subscription
    /// call, as `Signal.return`, `.empty` and `.error` send theirs — instead
    /// of as work scheduled at that tick. Later events are scheduled as usual.
    public var isSynchronous: Bool
    /// The values in order, with non-decreasing ticks.
    public var values: [(time: Int, value: Int)]
    /// The terminal event, not before the last value; `nil` for a source that never ends.
    public var terminal: Terminal?

    /// A source; ticks must be non-negative and non-decreasing, terminal
    /// last; only a cold source may be synchronous.
    public init(
        isHot: Bool = false, isSynchronous: Bool = false, values: [(time: Int, value: Int)], terminal: Terminal?
    ) {
        precondition(!(isHot && isSynchronous), "SourceScript: a hot source cannot be synchronous")
        precondition(values.allSatisfy { $0.time >= 0 }, "SourceScript: negative tick")
        precondition(
            Swift.zip(values, values.dropFirst()).allSatisfy { $0.time <= $1.time }, "SourceScript: ticks go back")
        precondition(
            terminal.map { $0.time >= (values.last?.time ?? 0) } ?? true, "SourceScript: terminal before a value")
        self.isHot = isHot
        self.isSynchronous = isSynchronous
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
    /// Same temperature and timing, values with their ticks, and terminal event.
    public static func == (lhs: SourceScript, rhs: SourceScript) -> Bool {
        lhs.isHot == rhs.isHot && lhs.isSynchronous == rhs.isSynchronous && lhs.terminal == rhs.terminal
            && lhs.values.map(\.time) == rhs.values.map(\.time)
            && lhs.values.map(\.value) == rhs.values.map(\.value)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isHot)
        hasher.combine(isSynchronous)
        hasher.combine(terminal)
        hasher.combine(values.map(\.time))
        hasher.combine(values.map(\.value))
    }
}
