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
    /// own stage (see ``SignalFusion``).
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal {
        if let fusion {
            // A filter of a filter: one stage testing both, the second only
            // for the values the first keeps.
            let first = fusion.isIncluded
            return fusion.source.filter { first($0) && isIncluded($0) }
        }
        return Signal(producer: .attach { observer, lifetime in
            let stage = FilterStage(isIncluded, observer)
            self.attach(Observer.inPlace { stage.receive(&$0) }, lifetime: lifetime)
        }, fusion: SignalFusion(source: self, isIncluded: isIncluded))
    }
}
