/// Mutable state of one subscription of an operator, touched only from inside that
/// subscription's serialized event delivery.
///
/// Operators such as `scan`, `take` or `distinctUntilChanged` keep a counter or
/// an accumulator per subscription. Their upstream delivers events one at a time
/// (a ``SerializedSink`` elects one emitter with an atomic counter, and every
/// operator that merges several sources delivers through one), so this state
/// needs no lock of its own; taking one per event would double the cost of the
/// hot path.
@usableFromInline
final class SerialAccess<State>: @unchecked Sendable { // atomic: SerializedSink's atomic work counter serializes every access
    @usableFromInline var value: State

    @inlinable
    init(_ value: State) { self.value = value }
}
