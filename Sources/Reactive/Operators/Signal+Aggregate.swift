extension Signal {
    /// Combines all the values into one result, sent when the source completes
    /// (RAC's `-aggregateWithStart:reduceWithIndex:`, defined as
    /// `scan` + `startWith:start` + `takeLast:1`).
    ///
    /// - next: one value, on completion: `reduce` folded over every value, where
    ///   `index` counts from 0; `start` itself if there was no value.
    /// - completed: right after that value.
    /// - failed: as the source's; no partial result is sent.
    /// - disposal: disposes the source; nothing is sent.
    ///
    /// Each subscription starts again from `start`. Being a value, `start` also
    /// covers RAC's `-aggregateWithStartFactory:reduce:`, whose factory only
    /// existed to give each subscription a fresh mutable object.
    @inlinable
    public func aggregate<Result: Sendable>(
        _ start: Result,
        withIndex reduce: @escaping @Sendable (Result, Value, Int) -> Result
    ) -> Signal<Result, Failure> {
        aggregate(into: (running: start, index: 0)) { state, value in
            state = (reduce(state.running, value, state.index), state.index &+ 1)
        }
        .map { $0.running }
    }

    /// Combines all the values into one result, sent when the source completes
    /// (RAC's `-aggregateWithStart:reduce:`); same events as
    /// ``aggregate(_:withIndex:)``.
    @inlinable
    public func aggregate<Result: Sendable>(
        _ start: Result,
        _ reduce: @escaping @Sendable (Result, Value) -> Result
    ) -> Signal<Result, Failure> {
        aggregate(into: start) { running, value in running = reduce(running, value) }
    }

    /// Combines all the values into one result by updating it in place, and sends
    /// it when the source completes — `Sequence.reduce(into:)` for signals; same
    /// events as ``aggregate(_:withIndex:)``.
    ///
    /// Updating in place keeps collecting into an array or a dictionary linear;
    /// each subscription starts from its own copy of `start`.
    @inlinable
    public func aggregate<Result: Sendable>(
        into start: Result,
        _ update: @escaping @Sendable (inout Result, Value) -> Void
    ) -> Signal<Result, Failure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let running = SerialAccess(start)
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value):
                        update(&running.value, value)
                    case .failed(let failure):
                        observer.send(.failed(failure))
                    case .completed:
                        observer.send(.next(running.value))
                        guard !lifetime.isDisposed else { return }
                        observer.send(.completed)
                    }
                }, lifetime: lifetime)
        }
    }

    /// All the values in one array, sent when the source completes
    /// (RAC's `-collect`).
    ///
    /// - next: one array of every value, in order, on completion; `[]` if the
    ///   source completes without a value.
    /// - completed: right after the array.
    /// - failed: as the source's; no partial array is sent.
    /// - disposal: disposes the source; nothing is sent.
    @inlinable
    public func collect() -> Signal<[Value], Failure> {
        aggregate(into: []) { values, value in values.append(value) }
    }
}
