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
    /// `Signal/Producer/mapped(_:)`); a `map`, `scan` or `filter` built on
    /// the result tests it in its own stage (see `SignalFusion`).
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal {
        if case .mapped(let attach) = producer {
            // Counted, so that a value never crosses more than
            // `fusedFilterLimit` composed predicates, nor a subscription more
            // than that many nested tails: past it, this filter is a stage of
            // its own on the map with the filters before it.
            let fused = (shape as? MappedFilter<Value, Failure>)?.count ?? 0
            if fused < Self.fusedFilterLimit {
                let filter = MappedFilter(attach, isIncluded, count: fused + 1)
                return Signal(
                    producer: .mapped { [filter] observer, lifetime, tail in
                        filter.attach(observer, lifetime, tail)
                    }, mappedFilter: filter)
            }
        }
        let fusion: SignalFusion<Value, Failure>
        if let source = self.fusion, source.fusedFilters < Self.fusedFilterLimit {
            // A filter of a filter: one stage testing both, the second only
            // for the values the first keeps.
            let (attachSource, first) = source.parts
            fusion = SignalFusion(
                attachSource: attachSource, isIncluded: { first($0) && isIncluded($0) },
                fusedFilters: source.fusedFilters + 1)
        } else {
            fusion = SignalFusion(
                attachSource: { self.attach($0, lifetime: $1) }, isIncluded: isIncluded, fusedFilters: 1)
        }
        return Signal(
            producer: .attach { [fusion] observer, lifetime in
                fusion.attach(observer, lifetime: lifetime)
            }, fusion: fusion)
    }

    /// How many filters compose into one predicate at most (see
    /// ``filter(_:)``): each value crosses them as nested calls, and a
    /// subscription to a map's filters as nested tails, so a longer run of
    /// filters is split into stages, whose nesting ``Trampoline`` bounds.
    @inlinable
    static var fusedFilterLimit: Int { 16 }
}

/// A `filter` built on a `map` (see ``Signal/filter(_:)``): the closure
/// that attaches the map with the filters before it, and this one's
/// predicate, which it adds to the tail. The shape of such a filter, which
/// counts the filters its map's stage runs.
///
/// Sendable: `lockedAttachBefore`, the one `var`, is read and written only
/// with `attachLock` held (see ``SignalFusion`` for why not a `let`).
@usableFromInline
final class MappedFilter<Value: Sendable, Failure: Error>: @unchecked Sendable {  // lock: `attachLock` guards
    // `lockedAttachBefore`, the only `var`
    @usableFromInline let attachLock = SpinLock()
    /// Attaches the map with the filters before this one. A `var` only so
    /// that the deinitializer can take it and hand it to
    /// ``Trampoline/releaseWithoutNesting(_:)``: a long run of filters is a
    /// chain of these, each holding the one before through this closure.
    @usableFromInline var lockedAttachBefore: MappedAttach<Value, Failure>
    @usableFromInline let isIncluded: @Sendable (Value) -> Bool
    /// Filters the map's stage runs, this one included.
    @usableFromInline let count: Int

    @inlinable
    init(
        _ attachBefore: @escaping MappedAttach<Value, Failure>, _ isIncluded: @escaping @Sendable (Value) -> Bool,
        count: Int
    ) {
        self.lockedAttachBefore = attachBefore
        self.isIncluded = isIncluded
        self.count = count
    }

    deinit {
        // As in SignalFusion's: swapped out and handed over as a temporary.
        Trampoline.releaseWithoutNesting(
            attachLock.withLock {
                Swift.exchange(&lockedAttachBefore, with: { _, _, _ in })
            })
    }

    /// Attaches the map's stage with this filter's predicate tested before `tail`.
    @inlinable
    func attach(_ observer: Observer<Value, Failure>, _ lifetime: CompositeDisposable, _ tail: MappedTail<Value>) {
        // Copied through a capture and called after the lock is given back,
        // as ``SignalFusion/parts`` and ``SignalFusion/attach(_:lifetime:)`` do.
        var attachBefore: MappedAttach<Value, Failure> = { _, _, _ in }
        attachLock.withLock { attachBefore = lockedAttachBefore }
        attachBefore(observer, lifetime, tail.afterFilter(isIncluded))
    }
}
