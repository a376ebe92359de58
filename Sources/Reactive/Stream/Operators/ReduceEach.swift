extension ReactiveStream {
    /// Unpacks each tuple value into the arguments of `reduce` (RAC's `-reduceEach:`).
    ///
    /// - next: `reduce(a, b, …)` for each tuple value `(a, b, …)`.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func reduceEach<each Element, Output: ReactiveStream>(
        _ reduce: @escaping @Sendable (repeat each Element) -> Output.Value
    ) -> Output where Value == (repeat each Element), Output.Family == Family {
        map { tuple in reduce(repeat each tuple) }
    }
}
