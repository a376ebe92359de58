extension ReactiveStream {
    /// Sends `value` first, then the values of `self` (RAC's `-startWith:`,
    /// defined as `[self.class return:value] concat:self`, so an eager
    /// sequence gives an eager one).
    ///
    /// - next: `value`, then each value of the source.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func startWith(_ value: Value) -> Self {
        returnOfSameKind(value).concat(self)
    }
}
