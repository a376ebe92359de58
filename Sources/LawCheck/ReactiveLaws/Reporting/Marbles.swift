import Reactive

/// Marble diagrams of schedules and traces, for failure reports.
///
/// Every line starts at tick 0 and has one column per tick, so lines read
/// against each other:
///
/// ```
/// a    --1--2---|
/// b    ----x--#
/// want --1--2-|
/// got  --1----|
/// ```
///
/// See ``legend`` for the symbols. When a tick holds a group such as `(12)`,
/// that tick's column is as wide in every line, padded with spaces, so the
/// ticks after it stay aligned.
public enum Marbles {
    /// What the symbols mean; printed under every diagram in a report.
    public static let legend = """
        Legend: one column per tick; - nothing, 0-9 a value ([12] a larger one), (12) events at one tick, \
        | completed, # failed, ^ subscribed, ! disposed; a, b, … the sources (hot ones marked "hot", \
        synchronous ones "sync": they send what is due during the subscription), \
        sub the output's subscription(s); got² and want² the output's second subscription; \
        "echo×n": the output's first n values v are each followed by a send of (v+1)%10 into that source \
        from inside their delivery.
        """

    /// One line of a diagram: a label and the symbols at each tick, up to
    /// `end` (inclusive; `nil` to run to the end of the diagram).
    public struct Line: Sendable, Hashable {
        /// The text left of the marbles.
        public var label: String
        /// The symbols at each tick, in order.
        public var symbols: [Int: [String]]
        /// The last tick drawn, or `nil` for a line that never ends.
        public var end: Int?

        /// A line.
        public init(label: String, symbols: [Int: [String]], end: Int?) {
            self.label = label
            self.symbols = symbols
            self.end = end
        }
    }

    /// The symbol of a value: its digit, or the value in brackets when it has more than one.
    public static func symbol(_ value: Int) -> String {
        (0...9).contains(value) ? String(value) : "[\(value)]"
    }

    /// The legend of a law whose numbers stand for values of the operator's
    /// own type, each number written as the diagram writes it:
    /// `0 = [1, 2], 1 = [3, 4], [10] = [5]`.
    public static func valueLegend(_ entries: [(code: Int, text: String)]) -> String {
        entries.map { symbol($0.code) + " = " + $0.text }.joined(separator: ", ")
    }

    /// The symbol of an event.
    public static func symbol(_ event: Event<Int, TestFailure>) -> String {
        switch event {
        case .next(let value): return symbol(value)
        case .completed: return "|"
        case .failed: return "#"
        }
    }

    /// The line of a source, labelled `a`, `b`, … (plus ` hot` for a hot
    /// source, ` sync` for a synchronous one).
    public static func line(_ script: SourceScript, index: Int) -> Line {
        var symbols: [Int: [String]] = [:]
        for (time, value) in script.values { symbols[time, default: []].append(symbol(value)) }
        switch script.terminal {
        case .completed(let time): symbols[time, default: []].append("|")
        case .failed(let time): symbols[time, default: []].append("#")
        case nil: break
        }
        let label = Schedule.sourceName(index) + (script.isHot ? " hot" : script.isSynchronous ? " sync" : "")
        return Line(label: label, symbols: symbols, end: script.terminal?.time)
    }

    /// The line of a source that the output echoes into: `a hot echo×2`.
    static func line(_ script: SourceScript, index: Int, echo: Schedule.Echo?) -> Line {
        var result = line(script, index: index)
        if let echo, echo.source == index { result.label += " echo×\(echo.count)" }
        return result
    }

    /// The line of a trace: its events, and `!` where the schedule cut it short.
    public static func line(_ trace: Trace, label: String) -> Line {
        var symbols: [Int: [String]] = [:]
        for entry in trace.entries { symbols[entry.time, default: []].append(symbol(entry.event)) }
        if let disposedAt = trace.disposedAt { symbols[disposedAt, default: []].append("!") }
        return Line(label: label, symbols: symbols, end: trace.endedAt)
    }

    /// The `sub` line: `^` at the subscription, `!` at the scheduled disposal;
    /// labelled `sub, disposed inside value 2` for a disposal from inside a
    /// delivery (``Schedule/disposeDuringValue``).
    public static func subscriptionLine(_ schedule: Schedule) -> Line {
        var symbols = [schedule.subscribeAt: ["^"]]
        if let disposeAt = schedule.disposeAt { symbols[disposeAt, default: []].append("!") }
        if let resubscribeAt = schedule.resubscribeAt { symbols[resubscribeAt, default: []].append("^") }
        let label = "sub" + (schedule.disposeDuringValue.map { ", disposed inside value \($0)" } ?? "")
        // A second subscription is kept to the end, so the line runs on.
        return Line(label: label, symbols: symbols, end: schedule.resubscribeAt == nil ? schedule.disposeAt : nil)
    }

    /// The diagram of `schedule`'s sources, its subscription line (when the
    /// output is not simply subscribed at 0 and kept), and `traces` in order.
    public static func diagram(_ schedule: Schedule, traces: [(label: String, trace: Trace)]) -> String {
        var lines = schedule.sources.enumerated().map { line($1, index: $0, echo: schedule.echo) }
        if schedule.subscribeAt != 0 || schedule.disposeAt != nil || schedule.resubscribeAt != nil
            || schedule.disposeDuringValue != nil
        {
            lines.append(subscriptionLine(schedule))
        }
        for (label, trace) in traces {
            lines.append(line(trace, label: label))
            lines += trace.resubscriptions.map { line($0, label: label + "²") }
        }
        return render(lines)
    }

    /// Renders lines one per row, with aligned labels and tick columns.
    public static func render(_ lines: [Line]) -> String {
        let horizon = lines.map { max($0.end ?? 0, $0.symbols.keys.max() ?? 0) }.max() ?? 0
        func cell(_ line: Line, _ tick: Int) -> String? {
            if let end = line.end, tick > end { return nil }
            guard let symbols = line.symbols[tick], !symbols.isEmpty else { return "-" }
            return symbols.count == 1 ? symbols[0] : "(" + symbols.joined() + ")"
        }
        let widths = (0...horizon).map { tick in lines.compactMap { cell($0, tick)?.count }.max() ?? 1 }
        let labelWidth = (lines.map(\.label.count).max() ?? 0) + 1
        return lines.map { line in
            var text = padded(line.label, to: labelWidth)
            for tick in 0...horizon {
                guard let cell = cell(line, tick) else { break }
                text += padded(cell, to: widths[tick])
            }
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// `text` followed by spaces up to `width` characters (no Foundation needed).
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
