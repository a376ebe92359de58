extension Signal {
    /// Sends the running combination of the values (RAC's
    /// `-scanWithStart:reduceWithIndex:`). `start` itself is never sent.
    ///
    /// - next: `reduce(running, value, index)` for each value, where `running`
    ///   is the previous result (first `start`) and `index` counts from 0.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// Each subscription starts again from `start`.
    @inlinable
    public func scan<NewValue>(
        _ start: NewValue,
        withIndex reduce: @escaping @Sendable (NewValue, Value, Int) -> NewValue
    ) -> Signal<NewValue, Failure> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let state = SerialAccess((running: start, index: 0))
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value):
                        let running = reduce(state.value.running, value, state.value.index)
                        state.value = (running, state.value.index &+ 1)
                        observer.send(.next(running))
                    case .failed(let failure): observer.send(.failed(failure))
                    case .completed: observer.send(.completed)
                    }
                }, lifetime: lifetime)
        }
    }

    /// Sends the running combination of the values (RAC's `-scanWithStart:reduce:`);
    /// same events as ``scan(_:withIndex:)``. `start` itself is never sent.
    ///
    /// A stage of its own rather than ``scan(_:withIndex:)`` with the index
    /// ignored, which would cost a closure call per value more. On a `filter`,
    /// one stage tests and combines (see `SignalFusion`); on a `map` (or a
    /// `filter` of one) into `NewValue`, the map's stage transforms, tests
    /// and combines (see `Signal/Producer/mapped(_:)`).
    @inlinable
    public func scan<NewValue>(
        _ start: NewValue,
        _ reduce: @escaping @Sendable (NewValue, Value) -> NewValue
    ) -> Signal<NewValue, Failure> {
        if let fusion {
            let (attachSource, isIncluded) = fusion.parts
            return .unserialized { observer, lifetime in
                let stage = FilteredScanStage(isIncluded, start, reduce, observer)
                attachSource(Observer.inPlace { stage.receive(&$0) }, lifetime)
            }
        }
        if case .mapped(let attach) = producer, NewValue.self == Value.self {
            // The map's stage can run a scan into its own output type only
            // (see ``MappedTail``); the types being equal, the casts change
            // nothing. `start` and the observer are cast with checked casts
            // (once per operator built or subscription, never per value).
            // Soundness of the one `unsafeBitCast` (memory binding): `reduce`
            // is reinterpreted as a value of its own type, since `NewValue`
            // is `Value` (tested above, in every build), so no layout is
            // assumed; a checked cast of a function would wrap it in a
            // reabstraction thunk, a call more per value.
            let tail = MappedTail<Value>.scan(
                start: start as! Value,
                reduce: unsafe unsafeBitCast(reduce, to: (@Sendable (Value, Value) -> Value).self)
            )
            return .unserialized { observer, lifetime in
                attach(observer as! Observer<Value, Failure>, lifetime, tail)
            }
        }
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let stage = ScanStage(start, reduce, observer)
            upstream.held.attach(Observer.inPlace { stage.receive(&$0) }, lifetime: lifetime)
        }
    }

    /// Combines each value with the one before it (RAC's
    /// `-combinePreviousWithStart:reduce:`).
    ///
    /// - next: `reduce(previous, value)` for each value, where `previous` is the
    ///   value before (for the first value, `start`).
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func combinePrevious<NewValue>(
        _ start: Value,
        _ reduce: @escaping @Sendable (Value, Value) -> NewValue
    ) -> Signal<NewValue, Failure> {
        scan((previous: start, combined: NewValue?.none)) { state, value in
            (value, reduce(state.previous, value))
        }
        .map { $0.combined! }
    }
}
