/// The observers of one subscription's `map`, `filter` and `scan` stages:
/// each an object that the stage's observer closure captures alone.
///
/// Why objects: a closure that captures its pieces one by one (the
/// downstream closure, the transform, the predicate, the state) is called
/// through a forwarding thunk that loads every piece into registers — past
/// six of them, onto the stack — before the body runs: 12 to 18 instructions
/// per event, as much as the stage's work. Captured alone, the object is
/// passed as it is and the body reads what it uses.
///
/// Each stage may carry the predicate of the `filter` it is built on (see
/// ``SignalFusion``), which it tests first. The predicate comes with a flag rather
/// than as an optional: an optional closure is stored in its most general
/// form, and calling it through that form costs two conversion thunks, and
/// unwrapping it a retain and a release, per event. Like every forwarding stage, a
/// stage holds no lifetime of its own: its upstream delivers one event at a
/// time, and stops after a terminal event or disposal.
@usableFromInline
final class MapStage<Value: Sendable, NewValue: Sendable, Failure: Error>: Sendable {
    @usableFromInline let isFiltered: Bool
    @usableFromInline let isIncluded: @Sendable (Value) -> Bool
    @usableFromInline let transform: @Sendable (Value) -> NewValue
    @usableFromInline let downstream: @Sendable (Event<NewValue, Failure>) -> Void

    @inlinable
    init(
        filteredBy isIncluded: @escaping @Sendable (Value) -> Bool,
        isFiltered: Bool,
        _ transform: @escaping @Sendable (Value) -> NewValue,
        _ downstream: Observer<NewValue, Failure>
    ) {
        self.isFiltered = isFiltered
        self.isIncluded = isIncluded
        self.transform = transform
        self.downstream = downstream.action
    }

    @inlinable
    func receive(_ event: Event<Value, Failure>) {
        switch event {
        case .next(let value):
            if isFiltered, !isIncluded(value) { return }
            downstream(.next(transform(value)))
        case .failed(let failure): downstream(.failed(failure))
        case .completed: downstream(.completed)
        }
    }
}

/// One subscription's `filter` stage (see ``MapStage``).
@usableFromInline
final class FilterStage<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let isIncluded: @Sendable (Value) -> Bool
    @usableFromInline let downstream: @Sendable (Event<Value, Failure>) -> Void

    @inlinable
    init(_ isIncluded: @escaping @Sendable (Value) -> Bool, _ downstream: Observer<Value, Failure>) {
        self.isIncluded = isIncluded
        self.downstream = downstream.action
    }

    @inlinable
    func receive(_ event: Event<Value, Failure>) {
        if case .next(let value) = event, !isIncluded(value) { return }
        downstream(event)
    }
}

/// One subscription's `scan` stage and its running value (see ``MapStage``).
@usableFromInline
final class ScanStage<Value: Sendable, NewValue: Sendable, Failure: Error>: @unchecked Sendable { // atomic: `running` is touched only from the subscription's serialized delivery (SerializedSink's atomic work counter elects one emitter at a time)
    @usableFromInline let isFiltered: Bool
    @usableFromInline let isIncluded: @Sendable (Value) -> Bool
    @usableFromInline let reduce: @Sendable (NewValue, Value) -> NewValue
    @usableFromInline let downstream: @Sendable (Event<NewValue, Failure>) -> Void
    /// The value last sent (first the start). A stored `var` would pay a
    /// dynamic exclusivity check per access; delivery is serialized instead.
    @exclusivity(unchecked) @usableFromInline var running: NewValue

    @inlinable
    init(
        filteredBy isIncluded: @escaping @Sendable (Value) -> Bool,
        isFiltered: Bool,
        _ start: NewValue,
        _ reduce: @escaping @Sendable (NewValue, Value) -> NewValue,
        _ downstream: Observer<NewValue, Failure>
    ) {
        self.isFiltered = isFiltered
        self.isIncluded = isIncluded
        self.reduce = reduce
        self.downstream = downstream.action
        running = start
    }

    @inlinable
    func receive(_ event: Event<Value, Failure>) {
        switch event {
        case .next(let value):
            if isFiltered, !isIncluded(value) { return }
            running = reduce(running, value)
            downstream(.next(running))
        case .failed(let failure): downstream(.failed(failure))
        case .completed: downstream(.completed)
        }
    }
}
