import Reactive

extension Signal {
    /// A value once `interval` passes without another: each value restarts
    /// the wait; the waiting value is flushed at completion.
    ///
    /// - next: keeps the value and restarts the wait; it is sent when the wait ends.
    /// - error: drops the waiting value and forwards the failure at once.
    /// - completion: sends the waiting value, if any, then completes.
    /// - disposal: disposes the source's subscription and cancels the wait.
    public func debounce(_ interval: Duration, on scheduler: any Scheduler) -> Signal {
        Signal { observer, lifetime in
            let pending = Locked<Value?>(nil)
            let wait = SerialDisposable()
            _ = lifetime.add(wait)
            _ = lifetime.add(
                self.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            pending.withLock { $0 = value }
                            // RAC's serial disposable does not dispose the wait it replaces.
                            wait.swap(
                                scheduler.schedule(after: interval) {
                                    if let value = pending.withLock({ $0.take() }) { observer.send(value: value) }
                                })?.dispose()
                        case .failed(let failure):
                            wait.swap(nil)?.dispose()
                            observer.send(error: failure)
                        case .completed:
                            wait.swap(nil)?.dispose()
                            if let value = pending.withLock({ $0.take() }) { observer.send(value: value) }
                            observer.sendCompleted()
                        }
                    }))
        }
    }
}
