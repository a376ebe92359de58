extension Signal {
    /// Only the terminal event (RAC's `-ignoreValues`, defined as `filter` of NO).
    ///
    /// - next: nothing.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func ignoreValues() -> Signal {
        droppingValues()
    }

    /// Once the source has completed, the values of the signal `next` makes
    /// (RAC's `-then:`, defined as `ignoreValues` concatenated with `defer:`).
    ///
    /// - next: only the values of `next()`'s signal; the source's are dropped.
    /// - failed: the source's failure (`next` is then never called), or that of
    ///   `next()`'s signal.
    /// - completed: when `next()`'s signal completes.
    /// - disposal: disposes the source or, once it has completed, `next()`'s signal.
    ///
    /// `next` runs when the source completes, once per subscription.
    public func then<NewValue>(
        _ next: @escaping @Sendable () -> Signal<NewValue, Failure>
    ) -> Signal<NewValue, Failure> {
        droppingValues().concat(.defer(next))
    }

    /// The terminal event alone, typed as a signal of any value type.
    @inlinable
    func droppingValues<NewValue>() -> Signal<NewValue, Failure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next: return
                    case .failed(let failure): observer.send(.failed(failure))
                    case .completed: observer.send(.completed)
                    }
                }, lifetime: lifetime)
        }
    }
}
