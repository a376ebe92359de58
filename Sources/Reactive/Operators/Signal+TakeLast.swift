extension Signal {
    /// The last `count` values, sent when the source completes (RAC's `-takeLast:`).
    ///
    /// - next: nothing until the source completes; then its last `count` values,
    ///   in order (all of them if it sent fewer).
    /// - completed: right after those values.
    /// - failed: as the source's; the buffered values are dropped.
    /// - disposal: disposes the source, also midway through sending the buffered values.
    ///
    /// Holds at most `count` values at a time. `take(last: 0)` is ``ignoreValues()``.
    public func take(last count: Int) -> Signal {
        precondition(count >= 0, "take(last:): count must not be negative")
        if count == 0 { return ignoreValues() }
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let buffer = SerialAccess(Queue<Value>())
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value):
                        buffer.value.append(value)
                        if buffer.value.count > count { _ = buffer.value.removeFirst() }
                    case .failed(let failure):
                        observer.send(.failed(failure))
                    case .completed:
                        // A loop, not recursion: sending many buffered values keeps the stack flat.
                        for value in buffer.value.elements {
                            guard !lifetime.isDisposed else { return }
                            observer.send(.next(value))
                        }
                        guard !lifetime.isDisposed else { return }
                        observer.send(.completed)
                    }
                }, lifetime: lifetime)
        }
    }

    /// Every value but the last `count` (the `skipLast:` of the reference article;
    /// RAC 2.5 has none).
    ///
    /// - next: each value once `count` newer ones have arrived, so the result
    ///   runs `count` values behind the source.
    /// - completed: as the source's; the last `count` values (held back) are dropped.
    /// - failed: as the source's; the held-back values are dropped.
    /// - disposal: disposes the source.
    ///
    /// Holds at most `count` values at a time. `skip(last: 0)` is the source itself.
    public func skip(last count: Int) -> Signal {
        precondition(count >= 0, "skip(last:): count must not be negative")
        if count == 0 { return self }
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let heldBack = SerialAccess(Queue<Value>())
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value):
                        heldBack.value.append(value)
                        if heldBack.value.count > count {
                            observer.send(.next(heldBack.value.removeFirst()))
                        }
                    case .failed, .completed:
                        observer.action(&event)
                    }
                }, lifetime: lifetime)
        }
    }
}
