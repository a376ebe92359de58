// RAC's `-reduceApply` calls the block in the first element of each tuple
// with the remaining elements, whatever their number. Swift cannot split a
// tuple `(Block, repeat each Argument)` into its head and a pack, so the
// operator comes in one overload per arity, from one argument (RAC asserts at
// least one) to five.

extension Signal {
    /// Calls the block in the first element of each tuple with the other
    /// element (RAC's `-reduceApply` on a `RACTuple` of a block and its arguments).
    ///
    /// - next: `block(a)` for each value `(block, a)`, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// Typically the block comes from one signal and its arguments from others:
    /// `Signal.combineLatest(.return(block), a).reduceApply()`.
    @inlinable
    public func reduceApply<A, Output>() -> Signal<Output, Failure>
    where Value == (@Sendable (A) -> Output, A) {
        map { tuple in tuple.0(tuple.1) }
    }

    /// Calls the block in the first element of each tuple with the other two
    /// (RAC's `-reduceApply`).
    ///
    /// - next: `block(a, b)` for each value `(block, a, b)`, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func reduceApply<A, B, Output>() -> Signal<Output, Failure>
    where Value == (@Sendable (A, B) -> Output, A, B) {
        map { tuple in tuple.0(tuple.1, tuple.2) }
    }

    /// Calls the block in the first element of each tuple with the other three
    /// (RAC's `-reduceApply`).
    ///
    /// - next: `block(a, b, c)` for each value `(block, a, b, c)`, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func reduceApply<A, B, C, Output>() -> Signal<Output, Failure>
    where Value == (@Sendable (A, B, C) -> Output, A, B, C) {
        map { tuple in tuple.0(tuple.1, tuple.2, tuple.3) }
    }

    /// Calls the block in the first element of each tuple with the other four
    /// (RAC's `-reduceApply`).
    ///
    /// - next: `block(a, b, c, d)` for each value `(block, a, b, c, d)`, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func reduceApply<A, B, C, D, Output>() -> Signal<Output, Failure>
    where Value == (@Sendable (A, B, C, D) -> Output, A, B, C, D) {
        map { tuple in tuple.0(tuple.1, tuple.2, tuple.3, tuple.4) }
    }

    /// Calls the block in the first element of each tuple with the other five
    /// (RAC's `-reduceApply`).
    ///
    /// - next: `block(a, b, c, d, e)` for each value `(block, a, b, c, d, e)`, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func reduceApply<A, B, C, D, E, Output>() -> Signal<Output, Failure>
    where Value == (@Sendable (A, B, C, D, E) -> Output, A, B, C, D, E) {
        map { tuple in tuple.0(tuple.1, tuple.2, tuple.3, tuple.4, tuple.5) }
    }
}
