extension ReactiveStream where Value: Equatable {
    /// Drops each value equal to the one just before it (RAC's `-distinctUntilChanged`).
    ///
    /// - next: the first value always, then each value that differs from its predecessor.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func distinctUntilChanged() -> Self {
        bind {
            let last = SerialAccess<Value?>(nil)
            return { value, _ in
                if let previous = last.value, previous == value { return .empty }
                last.value = value
                return .return(value)
            }
        }
    }
}
