extension Signal {
    /// On failure, switches to the signal `handler` returns for the error
    /// (RAC's `-catch:`; ReactiveSwift's `flatMapError`).
    ///
    /// The replacement may fail with a different type, so `catch` is also how a
    /// failure type is changed or removed: a handler returning a
    /// `Signal<Value, Never>` gives a signal that cannot fail.
    ///
    /// - next: the source's values, then, after a failure, the replacement's.
    /// - failed: only the replacement's failure; the source's failure is never
    ///   forwarded.
    /// - completed: when the source completes, or the replacement does.
    /// - disposal: disposes the source or, once it has failed, the replacement.
    ///
    /// `handler` runs, and the replacement is subscribed, only when the source
    /// fails — once per failing subscription.
    public func `catch`<NewFailure>(
        _ handler: @escaping @Sendable (Failure) -> Signal<Value, NewFailure>
    ) -> Signal<Value, NewFailure> {
        replacingFailure(with: handler)
    }

    /// `catch(_:)` for a replacement of the same failure type, so that
    /// `signal.catch { _ in .return(0) }` needs no type annotation; same events.
    public func `catch`(_ handler: @escaping @Sendable (Failure) -> Signal) -> Signal {
        replacingFailure(with: handler)
    }

    /// On failure, switches to `replacement` (RAC's `-catchTo:`, defined as
    /// `catch { _ in replacement }`); same events as `catch(_:)`.
    /// `replacement` is subscribed only when the source fails.
    public func catchTo<NewFailure>(_ replacement: Signal<Value, NewFailure>) -> Signal<Value, NewFailure> {
        replacingFailure { _ in replacement }
    }

    /// `catchTo(_:)` for a replacement of the same failure type, so that
    /// `signal.catchTo(.empty)` needs no type annotation; same events.
    public func catchTo(_ replacement: Signal) -> Signal {
        replacingFailure { _ in replacement }
    }

    /// The source runs in a child lifetime: its failure disposes only that child,
    /// and the replacement then shares the subscription's lifetime.
    private func replacingFailure<NewFailure>(
        with handler: @escaping @Sendable (Failure) -> Signal<Value, NewFailure>
    ) -> Signal<Value, NewFailure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let source = CompositeDisposable()
            guard let token = lifetime.add(source) else { return }
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value):
                        observer.send(.next(value))
                    case .failed(let failure):
                        lifetime.remove(token)
                        handler(failure).attach(observer, lifetime: lifetime)
                    case .completed:
                        observer.send(.completed)
                        lifetime.dispose()
                    }
                }, lifetime: source)
        }
    }
}

extension Signal {
    /// Checks each value with `body`, which throws to fail the signal
    /// (RAC's `-try:`, whose block returned `NO` and set an `NSError`).
    ///
    /// - next: each value for which `body` returns normally.
    /// - failed: the error `body` throws — at once, and the source is disposed —
    ///   or the source's failure.
    /// - completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// Swift infers `throws(any Error)` for a closure that throws unless told
    /// otherwise, so spell the error type when it is not `any Error`:
    /// `signal.try { value throws(MyError) in … }`.
    @inlinable
    public func `try`(_ body: @escaping @Sendable (Value) throws(Failure) -> Void) -> Signal {
        tryMap { value throws(Failure) in
            try body(value)
            return value
        }
    }

    /// Transforms each value with `transform`, which throws to fail the signal
    /// (RAC's `-tryMap:`, whose block returned `nil` and set an `NSError`).
    ///
    /// - next: `transform(value)` for each value.
    /// - failed: the error `transform` throws — at once, and the source is
    ///   disposed — or the source's failure.
    /// - completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// Spell the thrown type in the closure, as for ``try(_:)``:
    /// `signal.tryMap { value throws(MyError) in … }`.
    @inlinable
    public func tryMap<NewValue>(
        _ transform: @escaping @Sendable (Value) throws(Failure) -> NewValue
    ) -> Signal<NewValue, Failure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value):
                        let mapped: NewValue
                        do throws(Failure) {
                            mapped = try transform(value)
                        } catch {
                            observer.send(.failed(error))
                            lifetime.dispose()
                            return
                        }
                        observer.send(.next(mapped))
                    case .failed(let failure):
                        observer.send(.failed(failure))
                    case .completed:
                        observer.send(.completed)
                    }
                }, lifetime: lifetime)
        }
    }

    /// Transforms the failure, leaving values and completion alone
    /// (ReactiveSwift's `mapError`; RAC 2.5, with one `NSError` type, has none —
    /// the nearest is `catch:` returning `+error:`).
    ///
    /// - next / completed: as the source's.
    /// - failed: `transform(failure)`.
    /// - disposal: disposes the source.
    @inlinable
    public func mapFailure<NewFailure>(
        _ transform: @escaping @Sendable (Failure) -> NewFailure
    ) -> Signal<Value, NewFailure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    observer.send(event.mapFailure(transform))
                }, lifetime: lifetime)
        }
    }
}

extension Signal where Failure == Never {
    /// The same signal, typed as able to fail with `NewFailure` — to combine it
    /// with signals that can (ReactiveSwift's `promoteError`; RAC 2.5 has a single
    /// error type and needs none).
    ///
    /// - next / completed: as the source's. Never fails.
    /// - disposal: disposes the source.
    @inlinable
    public func promoteFailure<NewFailure>(to _: NewFailure.Type = NewFailure.self) -> Signal<Value, NewFailure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value): observer.send(.next(value))
                    case .completed: observer.send(.completed)
                    }
                }, lifetime: lifetime)
        }
    }
}
