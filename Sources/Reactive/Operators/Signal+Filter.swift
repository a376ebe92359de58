extension Signal {
    /// Keeps the values that pass `isIncluded` (RAC's `-filter:`).
    ///
    /// - next: each value for which `isIncluded` returns true.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// A direct forwarding stage rather than the `flattenMap`-based definition
    /// of ``ReactiveStream/filter(_:)``; LawCheck proves the two agree.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal {
        .unserialized { observer, lifetime in
            self.attach(Observer { event in
                if case .next(let value) = event, !isIncluded(value) { return }
                observer.action(event)
            }, lifetime: lifetime)
        }
    }
}
