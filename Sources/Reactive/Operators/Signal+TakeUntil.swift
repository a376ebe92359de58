extension Signal {
    /// Forwards the values of `self` until `trigger` sends a value or completes
    /// (RAC's `-takeUntil:`).
    ///
    /// - next: the values of `self` before the trigger fires.
    /// - completed: when the trigger sends its first value or completes, or
    ///   when `self` completes. A trigger that fires synchronously on
    ///   subscription completes the result before `self` is ever subscribed.
    /// - failed: an error of `self`, at once. An error of the *trigger* is
    ///   ignored (RAC 2.5: it subscribes to the trigger with next and completed
    ///   blocks only) — the trigger just stops and `self` runs on.
    /// - disposal: disposes both subscriptions; the trigger firing disposes them too.
    public func take<TriggerValue, TriggerFailure>(
        until trigger: Signal<TriggerValue, TriggerFailure>
    ) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            // Set before the terminal event: inputs nested in its delivery are dropped.
            let ended = SerialAccess(false)
            let funnel = FanIn<TakeUntilInput<Value, Failure>>(lifetime: lifetime, nestsReentrantInputs: true) {
                input in
                guard !ended.value else { return }
                switch input {
                case .source(.next(let value)):
                    observer.send(value: value)
                case .source(.failed(let failure)):
                    ended.value = true
                    observer.send(error: failure)
                    lifetime.dispose()
                case .source(.completed), .triggerFired:
                    ended.value = true
                    observer.sendCompleted()
                    lifetime.dispose()
                case .triggerFailed:
                    return
                }
            }
            funnel.attach(trigger) { event in
                if case .failed = event { return .triggerFailed }
                return .triggerFired
            }
            funnel.attach(upstream.held) { .source($0) }
        }
    }

    /// Forwards `self` until `replacement` sends its first event, then forwards
    /// the replacement instead (RAC's `-takeUntilReplacement:`).
    ///
    /// - next: the values of `self` until the replacement sends anything; from
    ///   then on, the replacement's values only.
    /// - completed: when the replacement completes. Completion of `self` is not
    ///   forwarded: the result waits for the replacement (RAC 2.5 subscribes to
    ///   `self.concat(never)`).
    /// - failed: an error of `self` while it is forwarded, or of the replacement,
    ///   at once.
    /// - disposal: disposes both subscriptions. The replacement's first event
    ///   disposes the subscription to `self`; a replacement that sends
    ///   synchronously on subscription means `self` is never subscribed.
    public func take(untilReplacement replacement: Signal) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let source = CompositeDisposable()
            guard lifetime.add(source) != nil else { return }
            // `ended`: set before the terminal event, so that inputs nested in its delivery are dropped.
            let state = SerialAccess((replaced: false, ended: false))
            let funnel = FanIn<TakeUntilReplacementInput<Value, Failure>>(
                lifetime: lifetime, nestsReentrantInputs: true
            ) { input in
                guard !state.value.ended else { return }
                switch input {
                case .source(let event):
                    guard !state.value.replaced else { return }
                    switch event {
                    case .next: observer.send(event)
                    case .failed:
                        state.value.ended = true
                        observer.send(event)
                        lifetime.dispose()
                    case .completed: return
                    }
                case .replacement(let event):
                    if !state.value.replaced {
                        state.value.replaced = true
                        source.dispose()
                    }
                    if event.isTerminal { state.value.ended = true }
                    observer.send(event)
                    if event.isTerminal { lifetime.dispose() }
                }
            }
            funnel.attach(replacement) { .replacement($0) }
            guard !source.isDisposed else { return }
            upstream.held.attach(Observer.inPlace { event in funnel.send(.source(event)) }, lifetime: source)
        }
    }
}

private enum TakeUntilInput<Value: Sendable, Failure: Error>: Sendable {
    case source(Event<Value, Failure>)
    case triggerFired
    /// Ignored: the trigger's own subscription ends, the source runs on.
    case triggerFailed
}

private enum TakeUntilReplacementInput<Value: Sendable, Failure: Error>: Sendable {
    case source(Event<Value, Failure>)
    case replacement(Event<Value, Failure>)
}
