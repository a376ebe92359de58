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
/// A `map` or `scan` built on a `filter` is a stage of its own kind
/// (`FilteredMapStage`, `FilteredScanStage`) that tests the filter's
/// predicate first, and a `filter` or a `scan` into the map's output type
/// built on a `map` is run by the map's stage (`MapFilterStage`,
/// `MapScanStage`, `MapFilterScanStage`; see ``MappedTail``). One kind per
/// combination rather than one with
/// an optional predicate or a flag: an optional closure is stored in its
/// most general form, and calling it through that form costs two conversion
/// thunks, and unwrapping it a retain and a release, per event; a flag costs
/// a load and a test per event (2 instructions) in either kind. Each
/// `receive` is inlined into the observer closure that calls it, its only
/// caller: one call less per event. Like every forwarding stage, a stage
/// holds no lifetime of its own: its upstream delivers one event at a time,
/// and stops after a terminal event or disposal.
@usableFromInline
final class MapStage<Value: Sendable, NewValue: Sendable, Failure: Error>: Sendable {
    @usableFromInline let transform: @Sendable (Value) -> NewValue
    @usableFromInline let downstream: @Sendable (inout Event<NewValue, Failure>) -> Void

    @inlinable
    init(_ transform: @escaping @Sendable (Value) -> NewValue, _ downstream: Observer<NewValue, Failure>) {
        self.transform = transform
        self.downstream = downstream.action
    }

    @inlinable @inline(__always)
    func receive(_ event: inout Event<Value, Failure>) {
        var output: Event<NewValue, Failure>
        switch event {
        case .next(let value): output = .next(transform(value))
        case .failed(let failure): output = .failed(failure)
        case .completed: output = .completed
        }
        downstream(&output)
    }
}

/// One subscription's `map` stage built on a `filter` (see ``MapStage``).
@usableFromInline
final class FilteredMapStage<Value: Sendable, NewValue: Sendable, Failure: Error>: Sendable {
    @usableFromInline let isIncluded: @Sendable (Value) -> Bool
    @usableFromInline let transform: @Sendable (Value) -> NewValue
    @usableFromInline let downstream: @Sendable (inout Event<NewValue, Failure>) -> Void

    @inlinable
    init(
        _ isIncluded: @escaping @Sendable (Value) -> Bool,
        _ transform: @escaping @Sendable (Value) -> NewValue,
        _ downstream: Observer<NewValue, Failure>
    ) {
        self.isIncluded = isIncluded
        self.transform = transform
        self.downstream = downstream.action
    }

    @inlinable @inline(__always)
    func receive(_ event: inout Event<Value, Failure>) {
        var output: Event<NewValue, Failure>
        switch event {
        case .next(let value):
            if !isIncluded(value) { return }
            output = .next(transform(value))
        case .failed(let failure): output = .failed(failure)
        case .completed: output = .completed
        }
        downstream(&output)
    }
}

/// One subscription's `filter` stage (see ``MapStage``).
@usableFromInline
final class FilterStage<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let isIncluded: @Sendable (Value) -> Bool
    @usableFromInline let downstream: @Sendable (inout Event<Value, Failure>) -> Void

    @inlinable
    init(_ isIncluded: @escaping @Sendable (Value) -> Bool, _ downstream: Observer<Value, Failure>) {
        self.isIncluded = isIncluded
        self.downstream = downstream.action
    }

    @inlinable @inline(__always)
    func receive(_ event: inout Event<Value, Failure>) {
        if case .next(let value) = event, !isIncluded(value) { return }
        downstream(&event)
    }
}

/// One subscription's `scan` stage and its running value (see ``MapStage``).
@usableFromInline
final class ScanStage<Value: Sendable, NewValue: Sendable, Failure: Error>:
    @unchecked Sendable  // atomic: `running` is touched only from the subscription's serialized delivery
{
    // (SerializedSink's atomic work counter elects one emitter at a time)
    @usableFromInline let reduce: @Sendable (NewValue, Value) -> NewValue
    @usableFromInline let downstream: @Sendable (inout Event<NewValue, Failure>) -> Void
    /// The value last sent (first the start). A stored `var` would pay a
    /// dynamic exclusivity check per access; delivery is serialized instead.
    /// Soundness (exclusivity): accesses are in `receive`, which the
    /// subscription's serialized delivery calls one event at a time, and
    /// none spans a call out (`reduce` runs on a copy; the result is stored
    /// after it returns), so none overlaps another.
    @exclusivity(unchecked) @usableFromInline var running: NewValue

    @inlinable
    init(
        _ start: NewValue,
        _ reduce: @escaping @Sendable (NewValue, Value) -> NewValue,
        _ downstream: Observer<NewValue, Failure>
    ) {
        self.reduce = reduce
        self.downstream = downstream.action
        unsafe running = start
    }

    @inlinable @inline(__always)
    func receive(_ event: inout Event<Value, Failure>) {
        var output: Event<NewValue, Failure>
        switch event {
        case .next(let value):
            unsafe running = unsafe reduce(running, value)
            output = unsafe .next(running)
        case .failed(let failure): output = .failed(failure)
        case .completed: output = .completed
        }
        downstream(&output)
    }
}

/// One subscription's `scan` stage built on a `filter` (see ``MapStage``).
@usableFromInline
final class FilteredScanStage<Value: Sendable, NewValue: Sendable, Failure: Error>:
    @unchecked Sendable  // atomic: `running` is touched only from the subscription's serialized delivery
{
    // (SerializedSink's atomic work counter elects one emitter at a time)
    @usableFromInline let isIncluded: @Sendable (Value) -> Bool
    @usableFromInline let reduce: @Sendable (NewValue, Value) -> NewValue
    @usableFromInline let downstream: @Sendable (inout Event<NewValue, Failure>) -> Void
    /// As ``ScanStage/running``.
    @exclusivity(unchecked) @usableFromInline var running: NewValue

    @inlinable
    init(
        _ isIncluded: @escaping @Sendable (Value) -> Bool,
        _ start: NewValue,
        _ reduce: @escaping @Sendable (NewValue, Value) -> NewValue,
        _ downstream: Observer<NewValue, Failure>
    ) {
        self.isIncluded = isIncluded
        self.reduce = reduce
        self.downstream = downstream.action
        unsafe running = start
    }

    @inlinable @inline(__always)
    func receive(_ event: inout Event<Value, Failure>) {
        var output: Event<NewValue, Failure>
        switch event {
        case .next(let value):
            if !isIncluded(value) { return }
            unsafe running = unsafe reduce(running, value)
            output = unsafe .next(running)
        case .failed(let failure): output = .failed(failure)
        case .completed: output = .completed
        }
        downstream(&output)
    }
}

/// One subscription's `map` stage followed by a `filter` (see ``MapStage``
/// and ``MappedTail``).
@usableFromInline
final class MapFilterStage<Value: Sendable, NewValue: Sendable, Failure: Error>: Sendable {
    @usableFromInline let transform: @Sendable (Value) -> NewValue
    @usableFromInline let isIncluded: @Sendable (NewValue) -> Bool
    @usableFromInline let downstream: @Sendable (inout Event<NewValue, Failure>) -> Void

    @inlinable
    init(
        _ transform: @escaping @Sendable (Value) -> NewValue,
        _ isIncluded: @escaping @Sendable (NewValue) -> Bool,
        _ downstream: Observer<NewValue, Failure>
    ) {
        self.transform = transform
        self.isIncluded = isIncluded
        self.downstream = downstream.action
    }

    @inlinable @inline(__always)
    func receive(_ event: inout Event<Value, Failure>) {
        var output: Event<NewValue, Failure>
        switch event {
        case .next(let value):
            let mapped = transform(value)
            if !isIncluded(mapped) { return }
            output = .next(mapped)
        case .failed(let failure): output = .failed(failure)
        case .completed: output = .completed
        }
        downstream(&output)
    }
}

/// One subscription's `map` stage followed by a `scan` whose running value
/// has the map's output type (see ``MapStage`` and ``MappedTail``).
@usableFromInline
final class MapScanStage<Value: Sendable, NewValue: Sendable, Failure: Error>:
    @unchecked Sendable  // atomic: `running` is touched only from the subscription's serialized delivery
{
    // (SerializedSink's atomic work counter elects one emitter at a time)
    @usableFromInline let transform: @Sendable (Value) -> NewValue
    @usableFromInline let reduce: @Sendable (NewValue, NewValue) -> NewValue
    @usableFromInline let downstream: @Sendable (inout Event<NewValue, Failure>) -> Void
    /// As ``ScanStage/running``.
    @exclusivity(unchecked) @usableFromInline var running: NewValue

    @inlinable
    init(
        _ transform: @escaping @Sendable (Value) -> NewValue,
        _ start: NewValue,
        _ reduce: @escaping @Sendable (NewValue, NewValue) -> NewValue,
        _ downstream: Observer<NewValue, Failure>
    ) {
        self.transform = transform
        self.reduce = reduce
        self.downstream = downstream.action
        unsafe running = start
    }

    @inlinable @inline(__always)
    func receive(_ event: inout Event<Value, Failure>) {
        var output: Event<NewValue, Failure>
        switch event {
        case .next(let value):
            unsafe running = unsafe reduce(running, transform(value))
            output = unsafe .next(running)
        case .failed(let failure): output = .failed(failure)
        case .completed: output = .completed
        }
        downstream(&output)
    }
}

/// One subscription's `map`, `filter` and `scan` stages as one (see
/// ``MapScanStage``).
@usableFromInline
final class MapFilterScanStage<Value: Sendable, NewValue: Sendable, Failure: Error>:
    @unchecked Sendable  // atomic: `running` is touched only from the subscription's serialized delivery
{
    // (SerializedSink's atomic work counter elects one emitter at a time)
    @usableFromInline let transform: @Sendable (Value) -> NewValue
    @usableFromInline let isIncluded: @Sendable (NewValue) -> Bool
    @usableFromInline let reduce: @Sendable (NewValue, NewValue) -> NewValue
    @usableFromInline let downstream: @Sendable (inout Event<NewValue, Failure>) -> Void
    /// As ``ScanStage/running``.
    @exclusivity(unchecked) @usableFromInline var running: NewValue

    @inlinable
    init(
        _ transform: @escaping @Sendable (Value) -> NewValue,
        _ isIncluded: @escaping @Sendable (NewValue) -> Bool,
        _ start: NewValue,
        _ reduce: @escaping @Sendable (NewValue, NewValue) -> NewValue,
        _ downstream: Observer<NewValue, Failure>
    ) {
        self.transform = transform
        self.isIncluded = isIncluded
        self.reduce = reduce
        self.downstream = downstream.action
        unsafe running = start
    }

    @inlinable @inline(__always)
    func receive(_ event: inout Event<Value, Failure>) {
        var output: Event<NewValue, Failure>
        switch event {
        case .next(let value):
            let mapped = transform(value)
            if !isIncluded(mapped) { return }
            unsafe running = unsafe reduce(running, mapped)
            output = unsafe .next(running)
        case .failed(let failure): output = .failed(failure)
        case .completed: output = .completed
        }
        downstream(&output)
    }
}
