extension Swift.Sequence where Element: Sendable {
    /// The elements as a ``ReactiveSequence``, in iteration order (RAC's
    /// `rac_sequence` on `NSArray`, `NSSet`, `NSOrderedSet`, `NSString`,
    /// `NSIndexSet`, …): arrays and other ordered collections keep their order,
    /// a `String` gives its characters (composed characters stay whole), a
    /// `Set` gives the set's own iteration order, an `IndexSet` its indexes in
    /// ascending order.
    ///
    /// The elements are copied now, so later changes to a mutable source do not
    /// show (RAC's sequences are immutable snapshots too). For an infinite
    /// Swift sequence use ``ReactiveSequence/init(iterator:)`` instead.
    public var reactiveSequence: ReactiveSequence<Element> {
        ReactiveSequence(Array(self))
    }
}

extension Dictionary where Key: Sendable, Value: Sendable {
    /// The key/value pairs (RAC's `-[NSDictionary rac_sequence]`, which gives
    /// `RACTuple`s of key and value), in the dictionary's own iteration order:
    /// a `Dictionary` has no other. The pairs are unlabeled tuples, so
    /// `reduceEach { key, value in … }` unpacks them.
    public var reactiveSequence: ReactiveSequence<(Key, Value)> {
        ReactiveSequence<(Key, Value)>(map { ($0.key, $0.value) })
    }

    /// The keys (RAC's `rac_keySequence`), in the dictionary's iteration order.
    public var reactiveKeySequence: ReactiveSequence<Key> {
        ReactiveSequence(Array(keys))
    }

    /// The values (RAC's `rac_valueSequence`), in the dictionary's iteration
    /// order, which is the order of ``reactiveKeySequence``.
    public var reactiveValueSequence: ReactiveSequence<Value> {
        ReactiveSequence(Array(values))
    }
}

extension PartialRangeFrom where Bound: Strideable & Sendable, Bound.Stride: SignedInteger {
    /// The infinite sequence `lowerBound, lowerBound + 1, …`, evaluated lazily
    /// as it is read.
    public var reactiveSequence: ReactiveSequence<Bound> {
        ReactiveSequence.iterate(lowerBound) { $0.advanced(by: 1) }
    }
}
