extension ReactiveStream {
    /// Sends the running combination of the values (RAC's
    /// `-scanWithStart:reduceWithIndex:`). `start` itself is never sent.
    ///
    /// - next: `reduce(running, value, index)` for each value, where `running`
    ///   is the previous result (first `start`) and `index` counts from 0.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func scan<Output: ReactiveStream>(
        _ start: Output.Value,
        withIndex reduce: @escaping @Sendable (Output.Value, Value, Int) -> Output.Value
    ) -> Output where Output.Family == Family {
        bind {
            let state = SerialAccess((running: start, index: 0))
            return { value, _ in
                state.value.running = reduce(state.value.running, value, state.value.index)
                state.value.index += 1
                return .return(state.value.running)
            }
        }
    }

    /// Sends the running combination of the values (RAC's `-scanWithStart:reduce:`);
    /// same events as ``scan(_:withIndex:)``. `start` itself is never sent.
    @inlinable
    public func scan<Output: ReactiveStream>(
        _ start: Output.Value,
        _ reduce: @escaping @Sendable (Output.Value, Value) -> Output.Value
    ) -> Output where Output.Family == Family {
        scan(start, withIndex: { running, value, _ in reduce(running, value) })
    }

    /// Combines each value with the one before it (RAC's
    /// `-combinePreviousWithStart:reduce:`, defined with `scan`).
    ///
    /// - next: `reduce(previous, value)` for each value, where `previous` is the
    ///   value before (for the first value, `start`).
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func combinePrevious<Output: ReactiveStream>(
        _ start: Value,
        _ reduce: @escaping @Sendable (Value, Value) -> Output.Value
    ) -> Output where Output.Family == Family {
        bind {
            let previous = SerialAccess(start)
            return { value, _ in
                defer { previous.value = value }
                return .return(reduce(previous.value, value))
            }
        }
    }
}
