extension Signal {
    /// Each event of the source as a value (RAC's `-materialize`).
    ///
    /// - next: `.next(value)` for each value; then the terminal event itself,
    ///   `.failed(failure)` or `.completed`, as one last value.
    /// - completed: right after that last value — also when the source failed,
    ///   so the result never fails (its `Failure` is `Never`).
    /// - disposal: disposes the source.
    @inlinable
    public func materialize() -> Signal<Event<Value, Failure>, Never> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    observer.send(.next(event))
                    guard event.isTerminal, !lifetime.isDisposed else { return }
                    observer.send(.completed)
                }, lifetime: lifetime)
        }
    }
}

extension Signal where Failure == Never {
    /// Turns values that are events back into events (RAC's `-dematerialize`),
    /// the inverse of ``materialize()``.
    ///
    /// - next: the value of each `.next` event.
    /// - failed: at a `.failed` event, with its failure; the source is disposed.
    /// - completed: at a `.completed` event, disposing the source, or when the
    ///   source completes.
    /// - disposal: disposes the source.
    ///
    /// The source cannot fail, as the output of ``materialize()`` cannot: RAC
    /// also forwards the source's own error, which with typed errors would need
    /// a second failure type — `materialize()` such a source first.
    @inlinable
    public func dematerialize<EventValue, EventFailure>() -> Signal<EventValue, EventFailure>
    where Value == Event<EventValue, EventFailure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let inner):
                        observer.send(inner)
                        if inner.isTerminal { lifetime.dispose() }
                    case .completed:
                        observer.send(.completed)
                    }
                }, lifetime: lifetime)
        }
    }
}
