extension Signal {
    /// Sends the latest value of `self` each time `sampler` sends a value
    /// (RAC's `-sample:`).
    ///
    /// - next: on every value of the sampler, the latest value of `self`, if it
    ///   has sent one (the same value again if nothing newer arrived).
    /// - completed: as soon as *either* `self` or the sampler completes (RAC 2.5).
    /// - failed: the first error of either, at once.
    /// - disposal: disposes both subscriptions; termination disposes both too.
    ///
    /// `self` is subscribed first, so a synchronous source's last value is there
    /// for the sampler's first tick.
    public func sample<SamplerValue>(_ sampler: Signal<SamplerValue, Failure>) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            // `ended`: set before the terminal event, so that inputs nested in its delivery are dropped.
            let state = SerialAccess<(latest: Value?, ended: Bool)>((nil, false))
            let funnel = FanIn<SampleInput<Value, Failure>>(lifetime: lifetime, nestsReentrantInputs: true) { input in
                guard !state.value.ended else { return }
                switch input {
                case .source(.next(let value)):
                    state.value.latest = value
                case .tick:
                    if let value = state.value.latest { observer.send(value: value) }
                case .source(.failed(let failure)), .samplerEnded(.failed(let failure)):
                    state.value.ended = true
                    observer.send(error: failure)
                    lifetime.dispose()
                case .source(.completed), .samplerEnded:
                    state.value.ended = true
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            funnel.attach(upstream.held) { .source($0) }
            funnel.attach(sampler) { event in
                switch event {
                case .next: .tick
                case .failed(let failure): .samplerEnded(.failed(failure))
                case .completed: .samplerEnded(.completed)
                }
            }
        }
    }
}

private enum SampleInput<Value: Sendable, Failure: Error>: Sendable {
    case source(Event<Value, Failure>)
    case tick
    /// The sampler's terminal event.
    case samplerEnded(Event<Never, Failure>)
}
