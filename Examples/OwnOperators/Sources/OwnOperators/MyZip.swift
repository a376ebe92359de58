import Reactive

extension Signal {
    /// Pairs the n-th value of `self` with the n-th value of `other`.
    ///
    /// - next: a pair once both sides have sent their n-th value.
    /// - error: the first failure of either side.
    /// - completion: once a side has completed and every value it sent is paired.
    /// - disposal: disposes both subscriptions.
    public func myZip<Other: Sendable>(_ other: Signal<Other, Failure>) -> Signal<(Value, Other), Failure> {
        Signal<(Value, Other), Failure> { observer, lifetime in
            let state = Locked(ZipBuffers<Value, Other>())
            /// Sends what the state allows after one side's event; outside the lock.
            @Sendable func update(_ change: (inout ZipBuffers<Value, Other>) -> Void) {
                let (pairs, completes) = state.withLock { box -> ([(Value, Other)], Bool) in
                    change(&box)
                    var pairs: [(Value, Other)] = []
                    while !box.left.isEmpty, !box.right.isEmpty {
                        pairs.append((box.left.removeFirst(), box.right.removeFirst()))
                    }
                    return (pairs, (box.leftDone && box.left.isEmpty) || (box.rightDone && box.right.isEmpty))
                }
                for pair in pairs { observer.send(value: pair) }
                if completes {
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            @Sendable func fail(_ error: Failure) {
                observer.send(error: error)
                lifetime.dispose()
            }
            lifetime.add(
                self.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value): update { $0.left.append(value) }
                        case .failed(let error): fail(error)
                        case .completed: update { $0.leftDone = true }
                        }
                    }))
            // `self` may have ended the output already, during its own subscription (as
            // `Signal.empty` does): then `other` must not be subscribed at all. The laws
            // caught the version without this check.
            if lifetime.isDisposed { return }
            lifetime.add(
                other.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value): update { $0.right.append(value) }
                        case .failed(let error): fail(error)
                        case .completed: update { $0.rightDone = true }
                        }
                    }))
        }
    }
}

/// The values waiting for a partner, and which sides have completed.
struct ZipBuffers<Left: Sendable, Right: Sendable>: Sendable {
    var left: [Left] = []
    var right: [Right] = []
    var leftDone = false
    var rightDone = false
}
