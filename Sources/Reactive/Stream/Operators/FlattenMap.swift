extension ReactiveStream {
    /// Maps each value to a stream and splices the results together
    /// (RAC's `-flattenMap:`); a `nil` stream counts as empty.
    ///
    /// For a signal the inner signals run concurrently and their values merge
    /// (next: inner values as they arrive; completed: when the source and every
    /// inner signal have completed; failed: the first error from any of them;
    /// disposal: disposes them all). For a sequence the inner sequences follow
    /// one another in order.
    @inlinable
    public func flattenMap<Output: ReactiveStream>(
        _ transform: @escaping @Sendable (Value) -> Output?
    ) -> Output where Output.Family == Family {
        bind { { value, _ in transform(value) ?? .empty } }
    }
}

extension ReactiveStream where Value: ReactiveStream, Value.Family == Family {
    /// Splices a stream of streams together (RAC's `-flatten`): ``flattenMap(_:)``
    /// with the identity, with the same events.
    @inlinable
    public func flatten() -> Value {
        flattenMap { $0 }
    }
}
