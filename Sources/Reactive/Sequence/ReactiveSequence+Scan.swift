extension ReactiveSequence {
    /// The running combination of the values (RAC's
    /// `-scanWithStart:reduceWithIndex:`): `reduce(running, value, index)` for
    /// each value, where `running` is the previous result (first `start`) and
    /// `index` counts from 0. `start` itself is not a value of the result.
    /// The typed form of ``ReactiveStream/scan(_:withIndex:)``; lazy like ``map(_:)``.
    @inlinable
    public func scan<NewValue>(
        _ start: NewValue,
        withIndex reduce: @escaping @Sendable (NewValue, Value, Int) -> NewValue
    ) -> ReactiveSequence<NewValue> {
        unsafe pipeline {
            let state = SerialAccess((running: start, index: 0))
            return { run, output in
                var (running, index) = state.value
                for position in run.indices {
                    let value = unsafe run[position]
                    running = reduce(running, value, index)
                    index &+= 1
                    unsafe output.append(running)
                }
                state.value = (running, index)
            }
        }
    }

    /// The running combination of the values (RAC's `-scanWithStart:reduce:`);
    /// ``scan(_:withIndex:)`` without the index.
    @inlinable
    public func scan<NewValue>(
        _ start: NewValue,
        _ reduce: @escaping @Sendable (NewValue, Value) -> NewValue
    ) -> ReactiveSequence<NewValue> {
        scan(start, withIndex: { running, value, _ in reduce(running, value) })
    }

    /// `reduce(previous, value)` for each value, where `previous` is the value
    /// before (for the first value, `start`) (RAC's
    /// `-combinePreviousWithStart:reduce:`). Lazy like ``map(_:)``.
    @inlinable
    public func combinePrevious<NewValue>(
        _ start: Value,
        _ reduce: @escaping @Sendable (Value, Value) -> NewValue
    ) -> ReactiveSequence<NewValue> {
        unsafe pipeline {
            let previous = SerialAccess(start)
            return { run, output in
                for position in run.indices {
                    let value = unsafe run[position]
                    unsafe output.append(reduce(previous.value, value))
                    previous.value = value
                }
            }
        }
    }
}
