extension Signal {
    /// Transforms each value (RAC's `-map:`).
    ///
    /// - next: `transform(value)` for each value, in order.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// A direct forwarding stage rather than the `flattenMap`-based definition
    /// of ``ReactiveStream/map(_:)``; LawCheck proves the two agree.
    @inlinable
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Signal<NewValue, Failure> {
        .unserialized { observer, lifetime in
            self.attach(Observer { event in
                switch event {
                case .next(let value): observer.action(.next(transform(value)))
                case .failed(let failure): observer.action(.failed(failure))
                case .completed: observer.action(.completed)
                }
            }, lifetime: lifetime)
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
