extension ReactiveStream {
    /// Unpacks each ``Tuple`` value into the arguments of `reduce` (RAC's
    /// `-reduceEach:` over `RACTuple`s).
    ///
    /// - next: `reduce(a, b, …)` for each tuple `Tuple(a, b, …)`.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func reduceEach<each Element, Output: ReactiveStream>(
        _ reduce: @escaping @Sendable (repeat each Element) -> Output.Value
    ) -> Output where Value == Tuple<repeat each Element>, Output.Family == Family {
        map { tuple in tuple.reduce(reduce) }
    }
}

extension Signal {
    /// `ReactiveStream.reduceEach(_:)` over ``Tuple`` values, for signals;
    /// same events as ``map(_:)``.
    @inlinable
    public func reduceEach<each Element, NewValue>(
        _ reduce: @escaping @Sendable (repeat each Element) -> NewValue
    ) -> Signal<NewValue, Failure> where Value == Tuple<repeat each Element> {
        map { tuple in tuple.reduce(reduce) }
    }

}

extension ReactiveSequence {
    /// `ReactiveStream.reduceEach(_:)` over ``Tuple`` values, for sequences;
    /// same evaluation as ``map(_:)``.
    @inlinable
    public func reduceEach<each Element, NewValue>(
        _ reduce: @escaping @Sendable (repeat each Element) -> NewValue
    ) -> ReactiveSequence<NewValue> where Value == Tuple<repeat each Element> {
        map { tuple in tuple.reduce(reduce) }
    }

}
