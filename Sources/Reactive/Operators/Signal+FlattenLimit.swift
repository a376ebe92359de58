extension Signal {
    /// Merges a signal of signals, subscribing to at most `maxConcurrent` inner
    /// signals at a time (RAC's `-flatten:`).
    ///
    /// - next: the values of the inner signals subscribed, as they arrive. An
    ///   inner signal that arrives while `maxConcurrent` are running is queued,
    ///   and subscribed, in arrival order, when one of them completes.
    ///   `maxConcurrent == 0` means no limit (RAC 2.5), like ``flatten()->Signal<NewValue,Failure>``.
    /// - completed: once the outer signal has completed and every inner signal,
    ///   queued ones included, has completed.
    /// - failed: the first error, from the outer signal or a subscribed inner
    ///   one, at once; everything else is disposed and the queue dropped.
    /// - disposal: disposes the outer and every inner subscription.
    ///
    /// An inner signal that completes synchronously does not subscribe the next
    /// queued one from inside its completion, which would nest as deep as the
    /// queue is long: a loop subscribes them, so long chains of synchronous
    /// inner signals use constant stack.
    public func flatten<Inner>(maxConcurrent: Int) -> Signal<Inner, Failure> where Value == Signal<Inner, Failure> {
        precondition(maxConcurrent >= 0, "flatten: maxConcurrent must not be negative")
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let state = SerialAccess(FlattenState<Inner, Failure>())
            let handle = FunnelHandle<FlattenInput<Inner, Failure>>()

            @Sendable func subscribe(_ inner: Signal<Inner, Failure>) {
                state.value.active += 1
                handle.attach(inner) { .inner($0, $1) }
            }

            /// Subscribes queued inner signals while a place is free; one
            /// nested in it (a completion sent from inside a subscription it
            /// starts) leaves them to it.
            @Sendable func subscribeQueued() {
                guard !state.value.isSubscribingQueued else { return }
                state.value.isSubscribingQueued = true
                while !state.value.ended, state.value.active < maxConcurrent, let next = state.value.queued.popFirst() {
                    subscribe(next)
                }
                state.value.isSubscribingQueued = false
            }

            // Nested inputs, as in RAC: an inner signal subscribed here sends
            // its synchronous events from inside this `process`.
            let funnel = FanIn<FlattenInput<Inner, Failure>>(lifetime: lifetime, nestsReentrantInputs: true) { input in
                guard !state.value.ended else { return }
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
                    state.value.ended = true
                    observer.send(error: failure)
                    lifetime.dispose()
                    return
                case .outer(.completed):
                    state.value.outerCompleted = true
                case .inner(.completed, let token):
                    lifetime.remove(token)
                    state.value.active -= 1
                    subscribeQueued()
                }
                // Queued inner signals left are for the loop of subscribeQueued() below on the stack.
                if !state.value.ended, state.value.outerCompleted, state.value.active == 0, state.value.queued.isEmpty {
                    state.value.ended = true
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            handle.connect(funnel)
            funnel.attach(upstream.held) { .outer($0) }
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
    /// Set before the terminal event is sent: inputs nested in its delivery are dropped.
    var ended = false
    /// Whether a frame lower on the stack is in `subscribeQueued()`'s loop.
    var isSubscribingQueued = false
}
