extension Signal {
    /// Forwards the values of all `signals` as they arrive (RAC's `+merge:`).
    ///
    /// - next: every value of every signal, one at a time, in arrival order;
    ///   all signals are subscribed at once, in order.
    /// - completed: once every signal has completed; no signals complete at once.
    /// - failed: the first error from any signal, at once; the others are disposed.
    /// - disposal: disposes every subscription.
    ///
    /// RAC builds this as the `flatten` of a signal of the signals; one funnel
    /// over all of them has the same events without an inner-subscription layer.
    @inlinable
    public static func merge<S: Sequence>(_ signals: S) -> Signal where S.Element == Signal {
        let signals = Array(signals)
        guard !signals.isEmpty else { return .empty }
        // Held so that a chain of merges is released without nesting.
        let upstream = ChainLink(signals)
        return .unserialized { observer, lifetime in
            let signals = upstream.held
            // `ended`: an input nested in the terminal event's delivery is dropped.
            let state = SerialAccess((activeSources: signals.count, ended: false))
            let funnel = FanIn<Event<Value, Failure>>(lifetime: lifetime, claimed: true, nestsReentrantInputs: true) {
                event in
                guard !state.value.ended else { return }
                switch event {
                case .next:
                    observer.action(&event)
                case .failed:
                    state.value.ended = true
                    observer.action(&event)
                    lifetime.dispose()
                case .completed:
                    state.value.activeSources -= 1
                    if state.value.activeSources == 0 {
                        state.value.ended = true
                        observer.sendCompleted()
                        lifetime.dispose()
                    }
                }
            }
            for signal in signals {
                funnel.attach(signal)
            }
            funnel.releaseClaim()
        }
    }

    /// Forwards the values of all `signals` as they arrive (RAC's `+merge:`);
    /// same events as the collection form.
    @inlinable
    public static func merge(_ first: Signal, _ second: Signal, _ rest: Signal...) -> Signal {
        merge([first, second] + rest)
    }

    /// Forwards the values of `self` and `other` as they arrive (RAC's `-merge:`).
    ///
    /// - next: every value of either, one at a time.
    /// - completed: once both have completed.
    /// - failed: the first error from either, at once; the other is disposed.
    /// - disposal: disposes both subscriptions.
    @inlinable
    public func merge(_ other: Signal) -> Signal {
        .merge([self, other])
    }
}
