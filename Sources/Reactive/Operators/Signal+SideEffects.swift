extension Signal {
    /// Runs `action` for each value, just before the value is forwarded
    /// (RAC's `-doNext:`).
    ///
    /// - next: each value, after `action(value)` has returned.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func doNext(_ action: @escaping @Sendable (Value) -> Void) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    if case .next(let value) = event { action(value) }
                    observer.action(&event)
                }, lifetime: lifetime)
        }
    }

    /// Runs `action` when the source fails, just before the failure is forwarded
    /// (RAC's `-doError:`).
    ///
    /// - next / completed: as the source's.
    /// - failed: the source's failure, after `action(failure)` has returned.
    /// - disposal: disposes the source; `action` does not run.
    @inlinable
    public func doFailed(_ action: @escaping @Sendable (Failure) -> Void) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    if case .failed(let failure) = event { action(failure) }
                    observer.action(&event)
                }, lifetime: lifetime)
        }
    }

    /// Runs `action` when the source completes, just before the completion is
    /// forwarded (RAC's `-doCompleted:`).
    ///
    /// - next / failed: as the source's.
    /// - completed: the source's completion, after `action()` has returned.
    /// - disposal: disposes the source; `action` does not run.
    @inlinable
    public func doCompleted(_ action: @escaping @Sendable () -> Void) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    if case .completed = event { action() }
                    observer.action(&event)
                }, lifetime: lifetime)
        }
    }

    /// Runs `action` at each subscription, just before the source is subscribed
    /// (RAC's `-initially:`, defined as `defer { action(); return self }`).
    ///
    /// - next / failed / completed: as the source's.
    /// - disposal: disposes the source.
    public func initially(_ action: @escaping @Sendable () -> Void) -> Signal {
        .defer {
            action()
            return self
        }
    }

    /// Runs `action` when the source terminates, failed or completed, just before
    /// the terminal event is forwarded (RAC's `-finally:`, defined as `doError:`
    /// plus `doCompleted:`).
    ///
    /// - next: as the source's.
    /// - failed / completed: the source's, after `action()` has returned.
    /// - disposal: disposes the source; `action` does **not** run. This follows
    ///   RAC 2.5; RxSwift's `do(onDispose:)` and ReactiveSwift's
    ///   `on(terminated:)`/`on(disposed:)` split the cases differently.
    @inlinable
    public func finally(_ action: @escaping @Sendable () -> Void) -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    if event.isTerminal { action() }
                    observer.action(&event)
                }, lifetime: lifetime)
        }
    }
}
