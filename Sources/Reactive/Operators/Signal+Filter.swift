extension Signal {
    /// Keeps the values that pass `isIncluded` (RAC's `-filter:`).
    ///
    /// - next: each value for which `isIncluded` returns true.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// A direct forwarding stage rather than the `flattenMap`-based definition
    /// of ``ReactiveStream/filter(_:)``; LawCheck proves the two agree. A
    /// `map`, `scan` or `filter` built on the result tests `isIncluded` in its
    /// own stage; on a `map`, the map's stage tests it (see ``SignalFusion``).
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal {
        let parts: SignalFusion<Value, Failure>.Parts
        switch fusion?.parts {
        case .filter(let attachSource, let first)?:
            // A filter of a filter: one stage testing both, the second only
            // for the values the first keeps.
            parts = .filter(attachSource: attachSource, isIncluded: { first($0) && isIncluded($0) })
        case .map(let attach, let first?)?:
            parts = .map(attach: attach, isIncluded: { first($0) && isIncluded($0) })
        case .map(let attach, nil)?:
            parts = .map(attach: attach, isIncluded: isIncluded)
        case nil:
            parts = .filter(attachSource: { self.attach($0, lifetime: $1) }, isIncluded: isIncluded)
        }
        let fusion = SignalFusion(parts)
        return Signal(producer: .attach { [fusion] observer, lifetime in
            fusion.attach(observer, lifetime: lifetime)
        }, fusion: fusion)
    }
}
