extension Signal {
    /// A replayed signal whose work starts on `scheduler` at its first
    /// subscription (RAC's `+startLazilyWithScheduler:block:`).
    ///
    /// The first subscription schedules `block` on `scheduler` (through
    /// ``subscribe(on:)``), once; the block sends its events into the observer
    /// it is given, from any thread. Every subscription, first or later,
    /// subscribes on `scheduler`.
    ///
    /// - next: every value the block has sent so far, then the live ones, to
    ///   each subscriber (an unlimited ``ReplaySubject``).
    /// - failed / completed: the block's terminal event, live or replayed.
    /// - disposal: ends one subscription (before it starts, it cancels its
    ///   scheduled start); the block's work is never cancelled, as in RAC 2.5,
    ///   and lives until the block terminates.
    public static func startLazily(
        on scheduler: any Scheduler,
        _ block: @escaping @Sendable (Observer<Value, Failure>) -> Void
    ) -> Signal {
        let connection = Signal.create { observer in
            block(observer)
            return nil
        }.multicast(ReplaySubject())
        return Signal.unserialized { observer, lifetime in
            connection.signal.attach(observer, lifetime: lifetime)
            connection.connect()
        }.subscribe(on: scheduler)
    }

    /// A replayed signal whose work is scheduled on `scheduler` at once
    /// (RAC's `+startEagerlyWithScheduler:block:`): ``startLazily(on:_:)``,
    /// subscribed to once before being returned, so `block` runs whether or
    /// not anyone subscribes; this call does not wait for it.
    ///
    /// - next: every value the block has sent so far, then the live ones, to
    ///   each subscriber.
    /// - failed / completed: the block's terminal event, live or replayed.
    /// - disposal: ends one subscription; the block's work is never cancelled.
    ///
    /// The result may be ignored: the work starts either way, and a caller
    /// that only wants it run need not keep the signal.
    @discardableResult
    public static func startEagerly(
        on scheduler: any Scheduler,
        _ block: @escaping @Sendable (Observer<Value, Failure>) -> Void
    ) -> Signal {
        let signal = startLazily(on: scheduler, block)
        signal.subscribe(Observer { _ in })
        return signal
    }
}
