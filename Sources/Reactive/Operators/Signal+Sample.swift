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
        .unserialized { observer, lifetime in
            let latest = SerialAccess<Value?>(nil)
            let funnel = FanIn<SampleInput<Value, Failure>>(lifetime: lifetime) { input in
                switch input {
                case .source(.next(let value)):
                    latest.value = value
                case .tick:
                    if let value = latest.value { observer.send(value: value) }
                case .source(.failed(let failure)), .samplerEnded(.failed(let failure)):
                    observer.send(error: failure)
                    lifetime.dispose()
                case .source(.completed), .samplerEnded:
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            funnel.attach(self) { .source($0) }
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
