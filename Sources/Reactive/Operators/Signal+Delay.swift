extension Signal {
    /// Sends each value and the completion `interval` later, on `scheduler`
    /// (RAC's `-delay:`, which used the current scheduler).
    ///
    /// - next: each value, `interval` after it arrived, in order (on a serial
    ///   scheduler; a concurrent one may run equal delays in any order, as in RAC).
    /// - completed: `interval` after the source completed, after the values before it.
    /// - failed: at once, not delayed (as in RAC 2.5); values still waiting are dropped.
    /// - disposal: disposes the source and cancels every delivery still waiting.
    public func delay(_ interval: Duration, on scheduler: any Scheduler) -> Signal {
        precondition(interval >= .zero, "delay: interval must not be negative")
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let sink = SerializedSink(observer, lifetime: lifetime)
            // The source gets a lifetime of its own: its completion must not
            // cancel the deliveries still waiting in `lifetime`.
            let source = CompositeDisposable()
            guard lifetime.add(source) != nil else { return }
            upstream.held.attach(
                Observer.inPlace { event in
                    if case .failed = event {
                        sink.sendInPlace(&event)
                    } else {
                        let event = event
                        lifetime.schedule(on: scheduler, after: interval) { sink.send(event) }
                    }
                }, lifetime: source)
        }
    }
}
