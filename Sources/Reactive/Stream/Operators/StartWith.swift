extension ReactiveStream {
    /// Sends `value` first, then the values of `self` (RAC's `-startWith:`,
    /// defined as `return(value).concat(self)`).
    ///
    /// - next: `value`, then each value of the source.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func startWith(_ value: Value) -> Self {
        Self.return(value).concat(self)
    }
}
