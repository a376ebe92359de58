extension Signal {
    /// Blocks until the signal completes and returns its values as a sequence
    /// (RAC's `-[RACSignal sequence]`, which RAC builds on `toArray`).
    ///
    /// The values are collected eagerly, since a signal pushes them; the
    /// returned sequence is array-backed and lazy in its operators.
    /// - Throws: ``WaitError/failed(_:)`` if the signal failed — never a
    ///   truncated sequence — or ``WaitError/timedOut`` if `timeout` passed first.
    public func sequence(timeout: Duration? = nil) throws(WaitError<Failure>) -> ReactiveSequence<Value> {
        ReactiveSequence(try toArray(timeout: timeout))
    }
}
