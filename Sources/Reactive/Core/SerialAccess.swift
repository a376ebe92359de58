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
/// The value lives in the header of a `ManagedBuffer`, reached through a
/// pointer, rather than in a class's stored `var`: a stored `var` pays a
/// dynamic exclusivity check on every access, which is most of an operator's
/// per-event cost. One allocation per state.
@usableFromInline
struct SerialAccess<State>: @unchecked Sendable {  // atomic: SerializedSink's atomic work counter serializes every
    // access
    @usableFromInline let storage: SerialAccessStorage<State>

    @inlinable
    init(_ value: State) {
        storage = unsafeDowncast(SerialAccessStorage<State>.create(minimumCapacity: 0) { _ in value }, to: SerialAccessStorage<State>.self)
    }

    /// Addressors rather than `_read`/`_modify` coroutines: an address inlines
    /// into every access, where a coroutine that is not inlined costs a call
    /// and a copy of the value per event.
    @inlinable
    var value: State {
        unsafeAddress { UnsafePointer(storage.pointer) }
        nonmutating unsafeMutableAddress { storage.pointer }
    }
}

@usableFromInline
final class SerialAccessStorage<State>: ManagedBuffer<State, Void> {
    /// The header's address, stable for the object's lifetime.
    @inlinable
    var pointer: UnsafeMutablePointer<State> {
        withUnsafeMutablePointerToHeader { $0 }
    }
}
