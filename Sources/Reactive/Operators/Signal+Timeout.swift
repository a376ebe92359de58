extension Signal {
    /// Fails with `error` unless the source terminates within `interval` of
    /// subscription (RAC's `-timeout:onScheduler:`, which failed with
    /// `RACSignalErrorTimedOut`; here the caller chooses the typed error).
    ///
    /// - next: the source's values, as they arrive, until the time is up.
    /// - completed: as the source's, if it completes in time.
    /// - failed: the source's error, if it fails in time; otherwise `error`,
    ///   once `interval` has passed, and the source is disposed.
    /// - disposal: disposes the source and cancels the timer.
    ///
    /// Like RAC, this needs a scheduler that runs actions later: the
    /// ``ImmediateScheduler`` would block before subscribing to the source.
    public func timeout(after interval: Duration, on scheduler: any Scheduler, raising error: Failure) -> Signal {
        precondition(!(scheduler is ImmediateScheduler), "timeout: the immediate scheduler cannot wait")
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let sink = SerializedSink(observer, lifetime: lifetime)
            lifetime.schedule(on: scheduler, after: interval) { sink.send(.failed(error)) }
            let source = CompositeDisposable()
            guard lifetime.add(source) != nil else { return }
            upstream.held.attach(sink.observer, lifetime: source)
        }
    }
}
