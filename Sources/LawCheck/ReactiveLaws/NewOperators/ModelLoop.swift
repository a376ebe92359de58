import Reactive

/// What a model written as an event loop (``ModelLoop``) reacts to: a
/// source's event, or a timer the model started firing.
public enum ModelHappening: Sendable, Hashable {
    /// Source `source` sent `value`.
    case value(Int, source: Int)
    /// Source `source` completed.
    case completed(source: Int)
    /// Source `source` failed.
    case failed(TestFailure, source: Int)
    /// The timer `id` the model started fired.
    case timer(id: Int)
}

/// A model of a multi-source or time operator written as an event loop over
/// the schedule: the loop hands the model every source's events (merged in
/// the replay's order, with the source's index) and the timers it started
/// (at the virtual tick they are due), one at a time; the model answers by
/// sending, completing, failing and starting or cancelling timers. Every
/// output is at the moment of the happening being handled, which is when the
/// real operator sends it, ticks and order within a tick included.
///
/// ```swift
/// // debounce(n) that flushes on completion: a value waits n quiet ticks.
/// ModelLoop<Int>.run(replay) { loop, happening in
///     switch happening {
///     case .value(let value, _): pending = value; loop.startTimer(after: n)
///     case .timer: if let value = pending { loop.send(value); pending = nil }
///     case .completed: if let value = pending { loop.send(value) }; loop.complete()
///     case .failed(let failure, _): loop.fail(failure)
///     }
/// }
/// ```
///
/// A timer started while handling the happening at moment `m` is that
/// work's insertion into the scheduler, due `ticks` later (``Moment/scheduling(after:rank:)``),
/// ranked by the order of the starts: it fires after every source event
/// already due at its tick, as a `TestScheduler` runs them. The loop stops
/// at the output's terminal event; the replay cuts the output at its disposal.
public struct ModelLoop<Output: Sendable> {
    /// The moment of the happening being handled: the output's subscription
    /// while ``run(_:sources:start:_:)``'s `start` runs.
    public private(set) var now: Moment
    /// What the output sent so far.
    public private(set) var output: [TimedOutput<Output>] = []
    private var timers: [(id: Int, moment: Moment)] = []
    private var startsInThisWork = 0

    private init(now: Moment) {
        self.now = now
    }

    /// Whether the output has sent its terminal event.
    public var hasEnded: Bool { output.last?.event.isTerminal == true }

    /// Sends `value` now.
    public mutating func send(_ value: Output) {
        emit(.next(value))
    }

    /// Completes the output now.
    public mutating func complete() {
        emit(.completed)
    }

    /// Fails the output now.
    public mutating func fail(_ failure: TestFailure) {
        emit(.failed(failure))
    }

    private mutating func emit(_ event: Event<Output, TestFailure>) {
        guard !hasEnded else { return }
        output.append(TimedOutput(now, event))
    }

    /// Starts timer `id` to fire `ticks` ticks from now, replacing a running
    /// one of the same id (a restart, as a debounce does).
    public mutating func startTimer(_ id: Int = 0, after ticks: Int) {
        cancelTimer(id)
        timers.append((id, now.scheduling(after: ticks, rank: [startsInThisWork])))
        startsInThisWork += 1
    }

    /// Cancels timer `id`, if it runs.
    public mutating func cancelTimer(_ id: Int = 0) {
        timers.removeAll { $0.id == id }
    }

    /// Whether timer `id` is running.
    public func isTimerRunning(_ id: Int = 0) -> Bool {
        timers.contains { $0.id == id }
    }

    /// The output a model sends, run over `replay`'s sources (all of them by
    /// default, subscribed in the order listed when the output is
    /// subscribed): `start` runs at the subscription, then `handle` gets each
    /// source event and each timer in the order the replay's scheduler runs
    /// them, until the output ends or nothing is left. A model whose timers
    /// re-arm forever stops with a clear message after a million happenings.
    public static func run(
        _ replay: ModelReplay,
        sources: [Int]? = nil,
        start: (inout ModelLoop) -> Void = { _ in },
        _ handle: (inout ModelLoop, ModelHappening) -> Void
    ) -> [TimedOutput<Output>] {
        let indices = sources ?? Array(replay.schedule.sources.indices)
        // The operator subscribes to its sources in index order at its own subscription.
        let arrivals = indices.enumerated()
            .flatMap { ordinal, index in replay.source(index, ordinal: ordinal).map { (timed: $0, source: index) } }
            .enumerated()
            .sorted { ($0.element.timed.moment, $0.offset) < ($1.element.timed.moment, $1.offset) }
            .map(\.element)
        var loop = ModelLoop(now: replay.subscription)
        // A timer started at the subscription ranks after the sources' subscriptions.
        loop.startsInThisWork = indices.count
        start(&loop)
        var next = arrivals.startIndex
        var handled = 0
        while !loop.hasEnded {
            let timer = loop.timers.indices.min { loop.timers[$0].moment < loop.timers[$1].moment }
            let arrival = next < arrivals.endIndex ? arrivals[next] : nil
            loop.startsInThisWork = 0
            let due = timer.map { loop.timers[$0].moment }
            // Nothing after the output's disposal reaches the trace.
            if let disposal = replay.disposal, min(due, arrival?.timed.moment) > disposal { break }
            if let timer, let due, arrival.map({ due < $0.timed.moment }) ?? true {
                let id = loop.timers.remove(at: timer).id
                loop.now = due
                handle(&loop, .timer(id: id))
            } else if let (timed, source) = arrival {
                next += 1
                loop.now = timed.moment
                switch timed.event {
                case .next(let value): handle(&loop, .value(value, source: source))
                case .completed: handle(&loop, .completed(source: source))
                case .failed(let failure): handle(&loop, .failed(failure, source: source))
                }
            } else {
                break
            }
            handled += 1
            precondition(
                handled <= 1_000_000, "a ModelLoop model handled a million happenings: a timer that re-arms forever?")
        }
        return loop.output
    }

    /// The earlier of two moments, either of which may be missing.
    private static func min(_ lhs: Moment?, _ rhs: Moment?) -> Moment {
        switch (lhs, rhs) {
        case (let lhs?, let rhs?): Swift.min(lhs, rhs)
        case (let moment?, nil), (nil, let moment?): moment
        case (nil, nil): .setup
        }
    }
}
