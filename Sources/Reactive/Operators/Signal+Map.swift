extension Signal {
    /// Transforms each value (RAC's `-map:`).
    ///
    /// - next: `transform(value)` for each value, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// A direct forwarding stage rather than the `flattenMap`-based definition
    /// of ``ReactiveStream/map(_:)``; LawCheck proves the two agree. On a
    /// `filter`, one stage tests and transforms (see ``SignalFusion``).
    @inlinable
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Signal<NewValue, Failure> {
        if let fusion {
            let source = fusion.source, isIncluded = fusion.isIncluded
            return .unserialized { observer, lifetime in
                let stage = FilteredMapStage(isIncluded, transform, observer)
                source.attach(Observer.inPlace { stage.receive(&$0) }, lifetime: lifetime)
            }
        }
        return .unserialized { observer, lifetime in
            let stage = MapStage(transform, observer)
            self.attach(Observer.inPlace { stage.receive(&$0) }, lifetime: lifetime)
        }
    }

    /// Replaces every value with `value` (RAC's `-mapReplace:`). Same events as ``map(_:)``.
    @inlinable
    public func mapReplace<NewValue>(_ value: NewValue) -> Signal<NewValue, Failure> {
        map { _ in value }
    }

    /// Unpacks each tuple value into the arguments of `reduce` (RAC's `-reduceEach:`).
    /// Same events as ``map(_:)``.
    @inlinable
    public func reduceEach<each Element, NewValue>(
        _ reduce: @escaping @Sendable (repeat each Element) -> NewValue
    ) -> Signal<NewValue, Failure> where Value == (repeat each Element) {
        map { tuple in reduce(repeat each tuple) }
    }
}
