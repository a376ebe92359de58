extension ReactiveSequence {
    /// The eager form of this sequence (RAC's `eagerSequence`, `RACEagerSequence`):
    /// every value is evaluated now, and operators on the result (`bind` and all
    /// that derive from it, `concat`, `zip`) evaluate everything at once and
    /// return eager sequences. An eager sequence returns itself. Never returns
    /// for an infinite sequence.
    public var eagerSequence: ReactiveSequence {
        if isEager { return self }
        switch node {
        case .empty, .single:
            return ReactiveSequence(node: node, isEager: true)
        case .chunk(let chunk, _) where chunk.rest == nil:
            return ReactiveSequence(node: node, isEager: true)
        default:
            return ReactiveSequence(node: ReactiveSequence(array).node, isEager: true)
        }
    }

    /// The lazy form of this sequence (RAC's `lazySequence`): the same values,
    /// already evaluated ones kept, with lazy operators. A lazy sequence
    /// returns itself.
    public var lazySequence: ReactiveSequence {
        isEager ? ReactiveSequence(node: node) : self
    }
}

extension ReactiveSequence {
    /// `return(value)`, eager when `self` is (RAC's `[self.class return:]` on a
    /// `RACEagerSequence`), so that `startWith` keeps the kind.
    @inlinable
    public func returnOfSameKind(_ value: Value) -> ReactiveSequence {
        ReactiveSequence(node: .single(value), isEager: isEager)
    }

    /// The empty sequence, eager when `self` is (RAC's `[self.class empty]`),
    /// so that `take(0)` keeps the kind.
    @inlinable
    public var emptyOfSameKind: ReactiveSequence {
        ReactiveSequence(node: .empty, isEager: isEager)
    }
}
