extension Signal {
    /// Merges a signal of signals, subscribing to at most `maxConcurrent` inner
    /// signals at a time (RAC's `-flatten:`).
    ///
    /// - next: the values of the inner signals subscribed, as they arrive. An
    ///   inner signal that arrives while `maxConcurrent` are running is queued,
    ///   and subscribed, in arrival order, when one of them completes.
    ///   `maxConcurrent == 0` means no limit (RAC 2.5), like ``flatten()``.
    /// - completed: once the outer signal has completed and every inner signal,
    ///   queued ones included, has completed.
    /// - failed: the first error, from the outer signal or a subscribed inner
    ///   one, at once; everything else is disposed and the queue dropped.
    /// - disposal: disposes the outer and every inner subscription.
    ///
    /// Inner signals are subscribed from inside the serialized event handling,
    /// so a synchronous inner signal's events queue up behind the current one
    /// instead of recursing: long chains of synchronous inner signals use
    /// constant stack.
    public func flatten<Inner>(maxConcurrent: Int) -> Signal<Inner, Failure> where Value == Signal<Inner, Failure> {
        precondition(maxConcurrent >= 0, "flatten: maxConcurrent must not be negative")
        return .unserialized { observer, lifetime in
            let state = SerialAccess(FlattenState<Inner, Failure>())
            let handle = FunnelHandle<FlattenInput<Inner, Failure>>()

            @Sendable func subscribe(_ inner: Signal<Inner, Failure>) {
                state.value.active += 1
                handle.attach(inner) { .inner($0, $1) }
            }

            let funnel = FanIn<FlattenInput<Inner, Failure>>(lifetime: lifetime) { input in
                switch input {
                case .outer(.next(let inner)):
                    if maxConcurrent > 0, state.value.active >= maxConcurrent {
                        state.value.queued.append(inner)
                    } else {
                        subscribe(inner)
                    }
                    return
                case .inner(.next(let value), _):
                    observer.send(value: value)
                    return
                case .outer(.failed(let failure)), .inner(.failed(let failure), _):
                    observer.send(error: failure)
                    lifetime.dispose()
                    return
                case .outer(.completed):
                    state.value.outerCompleted = true
                case .inner(.completed, let token):
                    lifetime.remove(token)
                    state.value.active -= 1
                    if let next = state.value.queued.popFirst() { subscribe(next) }
                }
                if state.value.outerCompleted, state.value.active == 0 {
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            handle.connect(funnel)
            funnel.attach(self) { .outer($0) }
        }
    }

    /// Subscribes to the inner signals one after another, each once the one
    /// before has completed (RAC's `-concat`, defined as `flatten: 1`).
    ///
    /// - next: the values of each inner signal in turn; inner signals that arrive
    ///   meanwhile wait in order.
    /// - completed: once the outer signal and every inner signal have completed.
    /// - failed: the first error, from the outer or the current inner signal, at once.
    /// - disposal: disposes the outer and the current inner subscription.
    public func concat<Inner>() -> Signal<Inner, Failure> where Value == Signal<Inner, Failure> {
        flatten(maxConcurrent: 1)
    }
}

private enum FlattenInput<Inner: Sendable, Failure: Error>: Sendable {
    case outer(Event<Signal<Inner, Failure>, Failure>)
    /// An inner signal's event, with the token of its lifetime in the subscription's.
    case inner(Event<Inner, Failure>, CompositeDisposable.Token)
}

private struct FlattenState<Inner: Sendable, Failure: Error> {
    var active = 0
    var queued = Queue<Signal<Inner, Failure>>()
    var outerCompleted = false
}
