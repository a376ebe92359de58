/// Mutable state of one subscription of an operator, touched only from inside that
/// subscription's serialized event delivery.
///
/// Operators such as `scan`, `take` or `distinctUntilChanged` keep a counter or
/// an accumulator per subscription. Their upstream delivers events one at a time
/// (a ``SerializedSink`` elects one emitter with an atomic counter, and every
/// operator that merges several sources delivers through one), so this state
/// needs no lock of its own; taking one per event would double the cost of the
/// hot path.
///
/// A class's stored `var`, without the dynamic exclusivity check that would be
/// most of an operator's per-event cost: an access is a load or a store at a
/// fixed offset in the object, with no pointer kept beyond it. One allocation
/// per state.
@usableFromInline
final class SerialAccess<State>: @unchecked Sendable {  // atomic: SerializedSink's atomic work counter serializes every
    // access
    /// Soundness (exclusivity): the runtime check is off, which is sound as
    /// long as no two accesses overlap. Every access happens inside one
    /// subscription's event delivery, which the subscription's sink runs on
    /// one thread at a time (its atomic counter elects the emitter, with
    /// acquire/release ordering between emitters), and no access calls out
    /// to code that could deliver into the same subscription while it lasts.
    /// `@safe`: that argument holds for every use, so the uses need no
    /// `unsafe` marker of their own under `-strict-memory-safety`.
    @safe @exclusivity(unchecked) @usableFromInline var value: State

    @inlinable
    init(_ value: State) {
        self.value = value
    }
}
