extension ReactiveSequence {
    /// A signal that sends the values of the sequence on `scheduler`, one per
    /// recursive scheduling step, then completes (RAC's `-signalWithScheduler:`).
    ///
    /// - next: each value, evaluated only when its step runs, so a long or lazy
    ///   sequence is walked one value per step and never grows the stack.
    /// - completed: after the last value. Never for an infinite sequence.
    /// - failed: never.
    /// - disposal: stops between two values; nothing further is evaluated.
    ///
    /// Each subscription walks the sequence from its start; memoized values are
    /// not evaluated again. RAC's `-signal` uses a new background scheduler;
    /// here the default is the immediate scheduler, and `signal(on: QueueScheduler())`
    /// gives RAC's behaviour.
    public func signal<Failure: Error>(
        on scheduler: any Scheduler = ImmediateScheduler(),
        failure: Failure.Type = Never.self
    ) -> Signal<Value, Failure> {
        Signal.from(self, on: scheduler)
    }
}
