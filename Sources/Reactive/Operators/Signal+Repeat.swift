extension Signal {
    /// Subscribes to the source again each time it completes, forever (RAC's `-repeat`).
    ///
    /// - next: the values of every subscription, in turn.
    /// - completed: never; each completion starts a new subscription.
    /// - failed: the first error, at once; nothing is resubscribed after it.
    /// - disposal: disposes the current subscription and stops resubscribing.
    ///
    /// A source that completes synchronously is resubscribed by a loop, not by
    /// recursion, so `Signal.return(1).repeat().take(100_000)` uses constant stack.
    public func `repeat`() -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            Resubscription(source: upstream.held, observer: observer, lifetime: lifetime) { terminal in
                if case .completed = terminal { return true }
                return false
            }.start()
        }
    }

    /// Subscribes to the source again each time it fails, forever (RAC's `-retry`).
    ///
    /// - next: the values of every subscription, in turn.
    /// - completed: when a subscription completes.
    /// - failed: never; each error starts a new subscription.
    /// - disposal: disposes the current subscription and stops resubscribing.
    ///
    /// Stack-safe like ``repeat()``.
    public func retry() -> Signal {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            Resubscription(source: upstream.held, observer: observer, lifetime: lifetime) { terminal in
                if case .failed = terminal { return true }
                return false
            }.start()
        }
    }

    /// Subscribes to the source again when it fails, at most `count` times
    /// (RAC's `-retry:`; RAC's `retry:0` means "forever", which is ``retry()`` here,
    /// while `retry(0)` here never retries).
    ///
    /// - next: the values of every subscription, in turn.
    /// - completed: when a subscription completes.
    /// - failed: the error of the subscription after the `count`-th retry.
    /// - disposal: disposes the current subscription and stops resubscribing.
    ///
    /// Stack-safe like ``repeat()``.
    public func retry(_ count: Int) -> Signal {
        precondition(count >= 0, "retry: count must not be negative")
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            // Subscriptions run one after another, so the count is only touched serially.
            let retries = SerialAccess(0)
            Resubscription(source: upstream.held, observer: observer, lifetime: lifetime) { terminal in
                guard case .failed = terminal, retries.value < count else { return false }
                retries.value += 1
                return true
            }.start()
        }
    }
}

/// One subscription to `repeat` or `retry`: subscribes to the source, and on a
/// terminal event for which `shouldResubscribe` returns true subscribes again;
/// any other terminal event is forwarded and ends the subscription.
private final class Resubscription<Value: Sendable, Failure: Error>: Sendable {
    private struct Loop {
        var requested = 0
        var running = false
    }

    private let source: Signal<Value, Failure>
    private let observer: Observer<Value, Failure>
    private let lifetime: CompositeDisposable
    private let shouldResubscribe: @Sendable (Event<Value, Failure>) -> Bool
    private let current = SerialDisposable()
    // Locked: terminal events may arrive on any thread; it elects one thread to run the loop.
    private let loop = Locked(Loop())

    init(
        source: Signal<Value, Failure>,
        observer: Observer<Value, Failure>,
        lifetime: CompositeDisposable,
        shouldResubscribe: @escaping @Sendable (Event<Value, Failure>) -> Bool
    ) {
        self.source = source
        self.observer = observer
        self.lifetime = lifetime
        self.shouldResubscribe = shouldResubscribe
        lifetime.add(current)
    }

    /// Asks for one more subscription. A subscription that terminates
    /// synchronously asks while the loop below is still running; the loop picks
    /// the request up instead of recursing (a trampoline).
    func start() {
        let shouldRun = loop.withLock { loop -> Bool in
            loop.requested += 1
            if loop.running { return false }
            loop.running = true
            return true
        }
        guard shouldRun else { return }
        while takeRequest() {
            guard !lifetime.isDisposed else { return }
            let attempt = CompositeDisposable()
            current.swap(attempt)?.dispose()
            source.attach(
                Observer.inPlace { event in
                    if case .next = event {
                        self.observer.action(&event)
                    } else if self.shouldResubscribe(event) {
                        self.start()
                    } else {
                        self.observer.action(&event)
                        self.lifetime.dispose()
                    }
                }, lifetime: attempt)
        }
    }

    private func takeRequest() -> Bool {
        loop.withLock { loop in
            guard loop.requested > 0 else {
                loop.running = false
                return false
            }
            loop.requested -= 1
            return true
        }
    }
}
