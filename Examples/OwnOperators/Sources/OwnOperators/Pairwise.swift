import Reactive

extension Signal {
    /// Each value paired with the one before it: `1, 2, 3` sends `(1, 2), (2, 3)`.
    ///
    /// - next: from the second value on, sends `(previous, value)`; the first value is only kept.
    /// - error: forwards the source's failure.
    /// - completion: forwards the source's completion.
    /// - disposal: disposes the source's subscription.
    public func pairwise() -> Signal<(Value, Value), Failure> {
        Signal<(Value, Value), Failure> { observer, lifetime in
            let last = Locked<Value?>(nil)
            _ = lifetime.add(
                self.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            if let previous = last.withLock({ last in
                                defer { last = value }
                                return last
                            }) {
                                observer.send(value: (previous, value))
                            }
                        case .failed(let failure): observer.send(error: failure)
                        case .completed: observer.sendCompleted()
                        }
                    }))
        }
    }
}
