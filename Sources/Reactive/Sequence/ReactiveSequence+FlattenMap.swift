extension ReactiveSequence {
    /// Maps each value to a sequence and concatenates those sequences in order
    /// (RAC's `-flattenMap:`); a `nil` sequence counts as empty. The typed form
    /// of ``ReactiveStream/flattenMap(_:)``, with the same values.
    ///
    /// Lazy: `transform` runs when values are read, and a lazy inner sequence
    /// is spliced in unevaluated; on an eager sequence everything is evaluated
    /// at once and the result is eager.
    @inlinable
    public func flattenMap<NewValue>(
        _ transform: @escaping @Sendable (Value) -> ReactiveSequence<NewValue>?
    ) -> ReactiveSequence<NewValue> {
        bindSequences { { value, _ in transform(value) ?? .empty } }
    }

    /// Concatenates a sequence of sequences (RAC's `-flatten`); ``flattenMap(_:)``
    /// with the identity.
    @inlinable
    public func flatten<NewValue>() -> ReactiveSequence<NewValue> where Value == ReactiveSequence<NewValue> {
        flattenMap { $0 }
    }
}
