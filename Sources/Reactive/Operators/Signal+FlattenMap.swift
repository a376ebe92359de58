extension Signal {
    /// Maps each value to a signal and merges those signals (RAC's `-flattenMap:`);
    /// a `nil` signal counts as empty.
    ///
    /// - next: the values of every inner signal, as they arrive; inner signals
    ///   run concurrently.
    /// - completed: once the source and every inner signal have completed.
    /// - failed: the first error from the source or any inner signal, at once.
    /// - disposal: disposes the source and every inner subscription.
    @inlinable
    public func flattenMap<NewValue>(
        _ transform: @escaping @Sendable (Value) -> Signal<NewValue, Failure>?
    ) -> Signal<NewValue, Failure> {
        mergeInnerSignals { TransformBinder(transform: transform) }
    }

    /// Merges a signal of signals (RAC's `-flatten`); same events as ``flattenMap(_:)``.
    @inlinable
    public func flatten<NewValue>() -> Signal<NewValue, Failure> where Value == Signal<NewValue, Failure> {
        flattenMap { $0 }
    }
}
