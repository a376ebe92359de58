extension ReactiveStream {
    /// Keeps the values that pass `isIncluded` (RAC's `-filter:`).
    ///
    /// - next: each value for which `isIncluded` returns true.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Self {
        flattenMap { isIncluded($0) ? .return($0) : .empty }
    }
}

extension ReactiveStream where Value: Equatable {
    /// Drops every value equal to `value` (RAC's `-ignore:`). Same events as ``filter(_:)``.
    @inlinable
    public func ignore(_ value: Value) -> Self {
        filter { $0 != value }
    }
}
