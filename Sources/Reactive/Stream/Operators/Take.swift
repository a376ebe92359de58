extension ReactiveStream {
    /// The first `count` values (RAC's `-take:`).
    ///
    /// - next: the first `count` values.
    /// - completed: right after the `count`-th value, without waiting for (or, for
    ///   a sequence, evaluating) anything more; or when the source completes first.
    ///   `take(0)` completes at once without subscribing to the source (and of
    ///   an eager sequence is an eager empty one, as RAC's `[self.class empty]`).
    /// - failed: as the source's, if it fails first.
    /// - disposal: disposes the source; reaching `count` disposes it too.
    @inlinable
    public func take(_ count: Int) -> Self {
        precondition(count >= 0, "take: count must not be negative")
        if count == 0 { return emptyOfSameKind }
        return bind {
            let taken = SerialAccess(0)
            return { value, stop in
                // A value sent re-entrantly, from inside the delivery of the
                // last one taken, arrives before the source is stopped.
                guard taken.value < count else { return nil }
                taken.value += 1
                if taken.value == count { stop = true }
                return .return(value)
            }
        }
    }

    /// Values until `predicate` first returns true (RAC's `-takeUntilBlock:`).
    ///
    /// - next: each value before the first one that satisfies `predicate`; that
    ///   value itself is not sent.
    /// - completed: at that value, or when the source completes.
    /// - failed: as the source's.
    /// - disposal: disposes the source; the matching value disposes it too.
    @inlinable
    public func take(until predicate: @escaping @Sendable (Value) -> Bool) -> Self {
        bind { { value, _ in predicate(value) ? nil : .return(value) } }
    }

    /// Values while `predicate` returns true (RAC's `-takeWhileBlock:`, defined as
    /// `take(until: !predicate)`); same events as `take(until:)-(Value->Bool)`.
    @inlinable
    public func take(while predicate: @escaping @Sendable (Value) -> Bool) -> Self {
        take(until: { !predicate($0) })
    }
}
