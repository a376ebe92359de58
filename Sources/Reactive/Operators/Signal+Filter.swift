extension Signal {
    /// Keeps the values that pass `isIncluded` (RAC's `-filter:`).
    ///
    /// - next: each value for which `isIncluded` returns true.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// A direct forwarding stage rather than the `flattenMap`-based definition
    /// of ``ReactiveStream/filter(_:)``; LawCheck proves the two agree. On a
    /// `map`, the map's stage tests `isIncluded` (see
    /// ``Signal/Producer/mapped(_:)``); a `map`, `scan` or `filter` built on
    /// the result tests it in its own stage (see ``SignalFusion``).
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal {
        if case .mapped(let attach) = producer {
            return Signal(producer: .mapped { observer, lifetime, tail in
                attach(observer, lifetime, tail.afterFilter(isIncluded))
            })
        }
        let fusion: SignalFusion<Value, Failure>
        if let source = self.fusion {
            // A filter of a filter: one stage testing both, the second only
            // for the values the first keeps.
            let first = source.isIncluded
            fusion = SignalFusion(attachSource: source.attachSource, isIncluded: { first($0) && isIncluded($0) })
        } else {
            fusion = SignalFusion(attachSource: { self.attach($0, lifetime: $1) }, isIncluded: isIncluded)
        }
        return Signal(producer: .attach { [fusion] observer, lifetime in
            fusion.attach(observer, lifetime: lifetime)
        }, fusion: fusion)
    }
}
