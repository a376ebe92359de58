import Reactive

extension Signal {
    /// The first `count` values, then completion: at the `count`-th value, or
    /// at once when `count` is 0.
    ///
    /// - next: forwards each of the first `count` values.
    /// - error: forwards the source's failure if it comes first.
    /// - completion: after the `count`-th value, or when the source completes first.
    /// - disposal: disposes the source's subscription.
    public func myTake(_ count: Int) -> Signal {
        if count <= 0 { return .empty }
        return Signal { observer, lifetime in
            let taken = Counter()
            // Part of the output's subscription: completing at the count-th
            // value stops a source that is still subscribing (`a.concat(a)` of
            // a synchronous `a` would otherwise subscribe `a` again).
            lifetime.add(
                self.subscribe(
                    Observer(partOf: observer) { event in
                        guard event.value != nil else { return observer.send(event) }
                        observer.send(event)
                        if taken.increment() == count {
                            observer.sendCompleted()
                            lifetime.dispose()
                        }
                    }))
        }
    }
}
