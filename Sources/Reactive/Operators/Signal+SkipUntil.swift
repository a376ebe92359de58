extension Signal {
    /// Drops the values of `self` until `trigger` sends a value or completes,
    /// then forwards everything (the reference article author's `-skipUntil:`,
    /// the mirror of RAC's `-takeUntil:`; RAC 2.5 itself has none).
    ///
    /// - next: the values of `self` sent after the trigger fired.
    /// - completed: when `self` completes (whether or not the trigger fired).
    /// - failed: an error of `self`, at once. An error of the trigger is ignored,
    ///   as in `take(until:)`: values stay dropped.
    /// - disposal: disposes both subscriptions. The trigger's subscription is
    ///   disposed as soon as it fires (the author's version keeps it; nothing
    ///   later from it matters).
    public func skip<TriggerValue, TriggerFailure>(
        until trigger: Signal<TriggerValue, TriggerFailure>
    ) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let triggerLifetime = CompositeDisposable()
            guard lifetime.add(triggerLifetime) != nil else { return }
            // `ended`: set before the terminal event, so that inputs nested in its delivery are dropped.
            let state = SerialAccess((skipping: true, ended: false))
            let funnel = FanIn<SkipUntilInput<Value, Failure>>(lifetime: lifetime, nestsReentrantInputs: true) {
                input in
                guard !state.value.ended else { return }
                switch input {
                case .triggerFired:
                    state.value.skipping = false
                    triggerLifetime.dispose()
                case .source(let event):
                    if case .next = event, state.value.skipping { return }
                    if event.isTerminal { state.value.ended = true }
                    observer.send(event)
                    if event.isTerminal { lifetime.dispose() }
                }
            }
            trigger.attach(
                Observer.inPlace { event in
                    if case .failed = event { return }
                    funnel.send(.triggerFired)
                }, lifetime: triggerLifetime)
            funnel.attach(upstream.held) { .source($0) }
        }
    }
}

private enum SkipUntilInput<Value: Sendable, Failure: Error>: Sendable {
    case source(Event<Value, Failure>)
    case triggerFired
}
