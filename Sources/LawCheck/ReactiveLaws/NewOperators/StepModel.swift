import Reactive

/// What a new operator does when its source fails.
public enum StepFailureRule: Sendable, Hashable {
    /// The failure passes at once; what the operator holds is dropped.
    case passes
    /// What completion would flush is sent first, then the failure.
    case flushesThenPasses
}

/// A new operator's meaning as a machine stepping on each value of its
/// source: a state, what a value does to it and sends, what completion
/// flushes, what a failure does, and when the operator completes early.
/// Every output is sent at the tick of the event that caused it, which is
/// how a synchronous per-event operator behaves.
///
/// ```swift
/// // pairwise(): each value with the one before it
/// StepModel(initial: nil as Int?) { last, value in (value, last.map { [Pair($0, value)] } ?? []) }
/// ```
public struct StepModel<State: Sendable, Output: Equatable & Sendable>: Sendable {
    /// The state at the subscription.
    public var initial: State
    /// What a value does: the next state and the outputs sent at once.
    public var next: @Sendable (State, Int) -> (State, [Output])
    /// What the source's completion sends before the output completes.
    public var flush: @Sendable (State) -> [Output]
    /// What the source's failure does.
    public var onFailure: StepFailureRule
    /// Whether the output completes in this state, checked at the
    /// subscription and after each value's outputs (a `take(n)`).
    public var completesWhen: @Sendable (State) -> Bool
    /// A timer for time operators (``StepTimer``), nil for per-event operators.
    public var timer: StepTimer<State, Output>?

    /// A step model; only `initial` and `next` are required.
    ///
    /// - Parameters:
    ///   - initial: the state at the subscription.
    ///   - flush: what completion sends first; nothing by default.
    ///   - onFailure: whether a failure flushes first; it passes at once by default.
    ///   - completesWhen: when the output completes early; never by default.
    ///   - timer: the timer of a time operator; none by default.
    ///   - next: what a value does: the next state and what is sent at once.
    public init(
        initial: State,
        flush: @escaping @Sendable (State) -> [Output] = { _ in [] },
        onFailure: StepFailureRule = .passes,
        completesWhen: @escaping @Sendable (State) -> Bool = { _ in false },
        timer: StepTimer<State, Output>? = nil,
        next: @escaping @Sendable (State, Int) -> (State, [Output])
    ) {
        self.initial = initial
        self.next = next
        self.flush = flush
        self.onFailure = onFailure
        self.completesWhen = completesWhen
        self.timer = timer
    }

    /// What the output sends on `replay`'s first source, with timers waiting
    /// `ticks` ticks.
    public func outputs(_ replay: ModelReplay, timerTicks ticks: Int = 0) -> [TimedOutput<Output>] {
        var state = initial
        func send(_ outputs: [Output], _ loop: inout ModelLoop<Output>) {
            for output in outputs { loop.send(output) }
        }
        return ModelLoop<Output>.run(
            replay, sources: [0],
            start: { loop in
                if completesWhen(state) { loop.complete() }
            }
        ) { loop, happening in
            switch happening {
            case .value(let value, _):
                let outputs: [Output]
                (state, outputs) = next(state, value)
                send(outputs, &loop)
                if let timer, timer.restarts || !loop.isTimerRunning() { loop.startTimer(after: ticks) }
                if completesWhen(state) { loop.complete() }
            case .timer:
                guard let timer else { return }
                let outputs: [Output]
                (state, outputs) = timer.fire(state)
                send(outputs, &loop)
                if completesWhen(state) { loop.complete() }
            case .completed:
                send(flush(state), &loop)
                loop.complete()
            case .failed(let failure, _):
                if onFailure == .flushesThenPasses { send(flush(state), &loop) }
                loop.fail(failure)
            }
        }
    }
}

/// The timer of a time operator's ``StepModel``: started by a value (every
/// value restarts it, or only a value while it is idle), it fires after the
/// law's interval and sends what `fire` returns at that tick.
public struct StepTimer<State: Sendable, Output: Equatable & Sendable>: Sendable {
    /// Whether every value restarts the timer (a debounce) or only a value
    /// that finds it idle starts it (a time buffer, a throttle).
    public var restarts: Bool
    /// What firing does: the next state and what is sent.
    public var fire: @Sendable (State) -> (State, [Output])

    /// A timer every value restarts: the output waits for a quiet interval.
    public static func restartedByEachValue(fire: @escaping @Sendable (State) -> (State, [Output])) -> StepTimer {
        StepTimer(restarts: true, fire: fire)
    }

    /// A timer the first value after it fired starts: the output acts once per interval.
    public static func startedWhenIdle(fire: @escaping @Sendable (State) -> (State, [Output])) -> StepTimer {
        StepTimer(restarts: false, fire: fire)
    }
}
