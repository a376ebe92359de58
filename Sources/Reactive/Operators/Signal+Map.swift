extension Signal {
    /// Transforms each value (RAC's `-map:`).
    ///
    /// - next: `transform(value)` for each value, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// A direct forwarding stage rather than the `flattenMap`-based definition
    /// of ``ReactiveStream/map(_:)``; LawCheck proves the two agree. On a
    /// `filter`, one stage tests and transforms; a `filter` built on the
    /// result, and a `scan` whose running value has type `NewValue`, run in
    /// the map's stage (see `Signal/Producer/mapped(_:)`). Building a map
    /// allocates two objects: its closure's context and the `ChainLink`
    /// holding its source, which lets a long chain of maps be released
    /// without nesting.
    @inlinable
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Signal<NewValue, Failure> {
        if let fusion {
            let (attachSource, isIncluded) = fusion.parts
            return .unserialized { observer, lifetime in
                let stage = FilteredMapStage(isIncluded, transform, observer)
                attachSource(Observer.inPlace { stage.receive(&$0) }, lifetime)
            }
        }
        // Made here, where `Value` is known, so that every stage it attaches
        // is specialized for all its types.
        let upstream = ChainLink(self)
        return Signal<NewValue, Failure>(
            producer: .mapped { observer, lifetime, tail in
                switch tail {
                case .none:
                    let stage = MapStage(transform, observer)
                    upstream.held.attach(Observer.inPlace { stage.receive(&$0) }, lifetime: lifetime)
                case .filter(let isIncluded):
                    let stage = MapFilterStage(transform, isIncluded, observer)
                    upstream.held.attach(Observer.inPlace { stage.receive(&$0) }, lifetime: lifetime)
                case .scan(let start, let reduce):
                    let stage = MapScanStage(transform, start, reduce, observer)
                    upstream.held.attach(Observer.inPlace { stage.receive(&$0) }, lifetime: lifetime)
                case .filteredScan(let isIncluded, let start, let reduce):
                    let stage = MapFilterScanStage(transform, isIncluded, start, reduce, observer)
                    upstream.held.attach(Observer.inPlace { stage.receive(&$0) }, lifetime: lifetime)
                }
            })
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
