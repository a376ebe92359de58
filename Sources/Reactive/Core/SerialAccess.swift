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
/// The value lives behind a pointer rather than in a stored `var`: a class's
/// stored `var` pays a dynamic exclusivity check on every access, which is most
/// of an operator's per-event cost.
@usableFromInline
final class SerialAccess<State>: @unchecked Sendable { // atomic: SerializedSink's atomic work counter serializes every access
    @usableFromInline let storage: UnsafeMutablePointer<State>

    @inlinable
    init(_ value: State) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    @inlinable
    var value: State {
        _read { yield storage.pointee }
        _modify { yield &storage.pointee }
        set { storage.pointee = newValue }
    }
}
