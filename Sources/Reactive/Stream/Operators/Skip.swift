extension ReactiveStream {
    /// Drops the first `count` values (RAC's `-skip:`).
    ///
    /// - next: every value after the first `count`.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func skip(_ count: Int) -> Self {
        precondition(count >= 0, "skip: count must not be negative")
        return bind {
            let skipped = SerialAccess(0)
            return { value, _ in
                guard skipped.value >= count else {
                    skipped.value += 1
                    return .empty
                }
                return .return(value)
            }
        }
    }

    /// Drops values until `predicate` first returns true, then sends everything
    /// (RAC's `-skipUntilBlock:`).
    ///
    /// - next: the first value that satisfies `predicate` (unlike
    ///   `take(until:)-(Value->Bool)`, it is sent) and every value after it;
    ///   the predicate is not called again once it has passed.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func skip(until predicate: @escaping @Sendable (Value) -> Bool) -> Self {
        bind {
            let skipping = SerialAccess(true)
            return { value, _ in
                if skipping.value {
                    guard predicate(value) else { return .empty }
                    skipping.value = false
                }
                return .return(value)
            }
        }
    }

    /// Drops values while `predicate` returns true (RAC's `-skipWhileBlock:`,
    /// defined as `skip(until: !predicate)`); same events as `skip(until:)-(Value->Bool)`.
    @inlinable
    public func skip(while predicate: @escaping @Sendable (Value) -> Bool) -> Self {
        skip(until: { !predicate($0) })
    }
}
