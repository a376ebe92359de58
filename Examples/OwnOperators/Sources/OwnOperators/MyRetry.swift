import Reactive

extension Signal {
    /// The source, subscribed again on each of its first `count` failures.
    ///
    /// - next: every value of every subscription.
    /// - error: the failure after `count` retries.
    /// - completion: the source's completion.
    /// - disposal: disposes the current subscription to the source.
    public func myRetry(_ count: Int) -> Signal {
        Signal { observer, lifetime in
            let failures = Counter()
            @Sendable func attempt() {
                lifetime.add(
                    self.subscribe(
                        Observer { event in
                            if case .failed = event, failures.increment() <= count {
                                attempt()
                            } else {
                                observer.send(event)
                            }
                        }))
            }
            attempt()
        }
    }
}
