extension ReactiveStream {
    /// Transforms each value (RAC's `-map:`, defined as `flattenMap { return(f($0)) }`).
    ///
    /// - next: `transform(value)` for each value, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func map<Output: ReactiveStream>(
        _ transform: @escaping @Sendable (Value) -> Output.Value
    ) -> Output where Output.Family == Family {
        flattenMap { .return(transform($0)) }
    }

    /// Replaces every value with `value` (RAC's `-mapReplace:`). Same events as ``map(_:)``.
    @inlinable
    public func mapReplace<Output: ReactiveStream>(
        _ value: Output.Value
    ) -> Output where Output.Family == Family {
        map { _ in value }
    }
}
