/// What a `filter` signal is made of, kept so that the `map`, `scan` or
/// `filter` built on it tests the predicate in its own observer.
///
/// Why: every operator stage costs its events a closure call through an
/// ``Observer``, with the forwarder and the frame around that closure: about
/// 30 instructions per event, more than the stage's own work. A filter followed
/// by another value stage runs as one stage instead. The events are the same:
/// a value the predicate rejects goes no further, terminal events pass
/// through unchanged, and the stage shares the subscription's lifetime as
/// every forwarding stage does.
///
/// Only a filter keeps its parts: it does not change the type of the values,
/// so the operator built on it knows every type involved and its fused
/// observer is fully specialized. (A `map` or `scan` followed by another stage
/// could only be fused by code generic over the first stage's input, which
/// costs more per event than the stage it saves.)
@usableFromInline
final class SignalFusion<Value: Sendable, Failure: Error>: Sendable {
    /// The signal the filter was applied to; never itself a filter, since a
    /// filter of a filter keeps both predicates in one.
    @usableFromInline let source: Signal<Value, Failure>
    @usableFromInline let isIncluded: @Sendable (Value) -> Bool

    @inlinable
    init(source: Signal<Value, Failure>, isIncluded: @escaping @Sendable (Value) -> Bool) {
        self.source = source
        self.isIncluded = isIncluded
    }
}
