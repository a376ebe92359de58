extension Signal {
    /// Forwards the values of the latest inner signal only (RAC's `-switchToLatest`).
    ///
    /// - next: the values of the most recent inner signal. When the outer signal
    ///   sends a new inner signal, the previous one is disposed first, and
    ///   anything it sent after that is dropped.
    /// - completed: once the outer signal has completed and the current inner
    ///   signal (if any) has completed too.
    /// - failed: the first error, from the outer signal or the current inner
    ///   signal, at once; everything is disposed.
    /// - disposal: disposes the outer and the current inner subscription.
    ///
    /// RAC 2.5 builds this from `publish`, `flattenMap` and `takeUntil:`, where
    /// the previous inner subscription ends only after the new one has been
    /// subscribed; disposing it first, as here, keeps a synchronous new inner
    /// signal from interleaving with the old one.
    public func switchToLatest<Inner>() -> Signal<Inner, Failure> where Value == Signal<Inner, Failure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let state = SerialAccess(SwitchState())
            let handle = FunnelHandle<SwitchInput<Inner, Failure>>()
            let funnel = FanIn<SwitchInput<Inner, Failure>>(lifetime: lifetime, nestsReentrantInputs: true) { input in
                guard !state.value.ended else { return }
                switch input {
                case .outer(.next(let inner)):
                    if let previous = state.value.current {
                        lifetime.remove(previous.token)
                        previous.lifetime.dispose()
                    }
                    state.value.current = nil
                    state.value.generation &+= 1
                    let generation = state.value.generation
                    state.value.isAttaching = true
                    let attached = handle.attach(inner) { event, _ in
                        .inner(event, generation: generation)
                    }
                    guard let attached else { return }
                    // The inner signal's events nest in its subscription: it may
                    // have completed, or a newer one replaced it, meanwhile.
                    if state.value.generation == generation, state.value.isAttaching {
                        state.value.isAttaching = false
                        state.value.current = attached
                    } else {
                        lifetime.remove(attached.token)
                        attached.lifetime.dispose()
                    }
                    return
                case .inner(let event, let generation):
                    guard generation == state.value.generation else { return }
                    switch event {
                    case .next(let value):
                        observer.send(value: value)
                        return
                    case .failed(let failure):
                        state.value.ended = true
                        observer.send(error: failure)
                        lifetime.dispose()
                        return
                    case .completed:
                        if let current = state.value.current { lifetime.remove(current.token) }
                        state.value.current = nil
                        state.value.isAttaching = false
                    }
                case .outer(.failed(let failure)):
                    state.value.ended = true
                    observer.send(error: failure)
                    lifetime.dispose()
                    return
                case .outer(.completed):
                    state.value.outerCompleted = true
                }
                if state.value.outerCompleted, state.value.current == nil, !state.value.isAttaching {
                    state.value.ended = true
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            handle.connect(funnel)
            funnel.attach(upstream.held) { .outer($0) }
        }
    }
}

extension Signal {
    /// ``switchToLatest()`` over optional inner signals: a `nil` inner signal
    /// counts as an empty one, as in RAC 2.5 (whose `-switchToLatest` treats a
    /// nil value as a signal that sends nothing).
    ///
    /// - next: the values of the most recent non-nil inner signal; a `nil`
    ///   disposes the previous inner signal and sends nothing.
    /// - completed: once the outer signal has completed and the current inner
    ///   signal, if it is not `nil`, has completed too.
    /// - failed: the first error, from the outer signal or the current inner
    ///   signal, at once; everything is disposed.
    /// - disposal: disposes the outer and the current inner subscription.
    public func switchToLatest<Inner>() -> Signal<Inner, Failure> where Value == Signal<Inner, Failure>? {
        map { $0 ?? .empty }.switchToLatest()
    }
}

private enum SwitchInput<Inner: Sendable, Failure: Error>: Sendable {
    case outer(Event<Signal<Inner, Failure>, Failure>)
    /// An inner signal's event; `generation` tells whether it is still the latest.
    case inner(Event<Inner, Failure>, generation: UInt64)
}

private struct SwitchState {
    var generation: UInt64 = 0
    /// The lifetime of the latest inner subscription, while it runs.
    var current: (lifetime: CompositeDisposable, token: CompositeDisposable.Token)?
    var outerCompleted = false
    /// Whether the current inner signal is being subscribed: it counts as current.
    var isAttaching = false
    /// Set before the terminal event is sent: inputs nested in its delivery are dropped.
    var ended = false
}
