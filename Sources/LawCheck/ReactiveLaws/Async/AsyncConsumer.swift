import Reactive

/// One iteration of an async operator's output during a case: the task that
/// runs it and the trace it records (a value at the tick it arrived, a thrown
/// error as the failure, the end of the iteration as completion, the
/// cancellation of the task as the disposal).
final class AsyncConsumer: Sendable {
    private struct State {
        var trace: Trace
        var ended = false
        var returned = false
        var late: [Trace.Entry] = []
        var afterEnd: [String] = []
        var task: Task<Void, Never>?
    }

    private let clock: VirtualClock
    /// Whether, once the output has ended, the consumer asks it once more
    /// (it must answer `nil`): on in audits.
    let asksAfterEnd: Bool
    // Locked: the consumer's task records, the driver disposes and reads.
    private let state: Locked<State>

    init(subscribedAt: Int, clock: VirtualClock, asksAfterEnd: Bool) {
        self.clock = clock
        self.asksAfterEnd = asksAfterEnd
        state = Locked(State(trace: Trace(entries: [], subscribedAt: subscribedAt)))
    }

    private var tick: Int { ticks(clock.now.offset) }

    /// What the iteration recorded.
    var trace: Trace { state.withLock { $0.trace } }
    /// Events that came after the end or the cancellation (also in ``trace``).
    var lateEvents: [Trace.Entry] { state.withLock { $0.late } }
    /// What the output answered when asked again after its end.
    var answersAfterEnd: [String] { state.withLock { $0.afterEnd } }
    /// Whether the iteration's task has returned.
    var hasReturned: Bool { state.withLock { $0.returned } }
    /// Whether the iteration ended or was cancelled.
    var hasEnded: Bool { state.withLock { $0.ended } }

    /// Starts iterating `output` in a task of the case, with `canary` bound
    /// for every task it starts (``AsyncReplay/canary``).
    func start(_ output: AsyncOutput, canary: AsyncReplay.Canary) {
        let task = AsyncJobDrain.spawn {
            await AsyncReplay.$canary.withValue(canary) { await output.iterate(self) }
            self.state.withLock { $0.returned = true }
        }
        state.withLock { $0.task = task }
    }

    func receive(_ value: Int) {
        record(.next(value))
    }

    /// The iteration's end: `nil` for the end of the values, else the error thrown.
    func finish(throwing error: (any Error)?) {
        let cancelled = state.withLock { $0.ended && $0.trace.disposedAt != nil }
        guard let error else {
            if !cancelled { record(.completed) }
            return
        }
        if cancelled && error is CancellationError { return }
        record(.failed(error as? TestFailure ?? AsyncOutput.foreignFailure))
    }

    func afterEnd(_ answer: String) {
        state.withLock { $0.afterEnd.append(answer) }
    }

    /// Cancels the iteration's task at `tick`, the disposal, unless it already ended.
    func dispose(at tick: Int) {
        let task = state.withLock { state -> Task<Void, Never>? in
            guard !state.ended else { return nil }
            state.ended = true
            state.trace.disposedAt = tick
            return state.task
        }
        task?.cancel()
    }

    /// Cancels the iteration's task whether or not it ended: the end of an
    /// audit, so that a `next()` still waiting (asked after the end) returns.
    func cancel(at tick: Int) {
        dispose(at: tick)
        state.withLock { $0.task }?.cancel()
    }

    private func record(_ event: Event<Int, TestFailure>) {
        let entry = Trace.Entry(time: tick, event: event)
        state.withLock { state in
            if state.ended { state.late.append(entry) }
            state.trace.entries.append(entry)
            if event.isTerminal { state.ended = true }
        }
    }
}
