import Reactive

extension Signal {
    /// The values in arrays of `count`: `1, 2, 3` with `count` 2 sends `[1, 2]`, then `[3]` at completion.
    ///
    /// - next: sends the array once it holds `count` values (every value when `count` ≤ 1).
    /// - error: drops the partial array and forwards the failure.
    /// - completion: sends the partial array, if any, then completes.
    /// - disposal: disposes the source's subscription.
    public func bufferCount(_ count: Int) -> Signal<[Value], Failure> {
        Signal<[Value], Failure> { observer, lifetime in
            let buffer = Locked<[Value]>([])
            _ = lifetime.add(
                self.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            let full = buffer.withLock { buffer -> [Value]? in
                                buffer.append(value)
                                guard buffer.count >= count else { return nil }
                                defer { buffer = [] }
                                return buffer
                            }
                            if let full { observer.send(value: full) }
                        case .failed(let failure): observer.send(error: failure)
                        case .completed:
                            let partial = buffer.withLock { $0 }
                            if !partial.isEmpty { observer.send(value: partial) }
                            observer.sendCompleted()
                        }
                    }))
        }
    }
}
