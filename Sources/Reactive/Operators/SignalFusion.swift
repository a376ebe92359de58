/// What a `filter` signal is made of, kept so that the `map`, `scan` or
/// `filter` built on it tests the predicate in its own stage.
///
/// Why: every operator stage costs its events a closure call through an
/// ``Observer``, with the forwarder and the frame around that closure: about
/// 30 instructions per event, more than the stage's own work. A filter
/// followed by another value stage runs as one stage instead. The events are
/// the same: a value the predicate rejects goes no further, terminal events
/// pass through unchanged, and the stage shares the subscription's lifetime
/// as every forwarding stage does.
///
/// A filter does not change the type of the values, so the operator built on
/// it knows every type involved and makes its fused stage itself. A `map`
/// does, and the operator built on it does not know the map's input type: a
/// map is instead a ``Signal/Producer/mapped(_:)`` signal, whose closure,
/// made where that type is known, attaches the map's stage followed by a
/// ``MappedTail``. A map keeps no object of its own for that: building a map
/// allocates only what a map that fuses nothing would (its closure's context
/// and the ``ChainLink`` holding its source).
///
/// Sendable: `lockedParts`, the one `var`, is read and written only with
/// `partsLock` held. Only the deinitializer writes it, but a `let` would not
/// do: its release after the deinitializer's body would be the last one of
/// the link before, and release the chain one nested call per link.
///
/// Only closures are kept here, no `Signal`: this class's deinitializer is
/// generic code, which destroys a stored value whose layout depends on
/// `Value` through the runtime's metadata and value witnesses (a filter
/// built and released cost 2,081 instructions with its source kept, 1,002
/// with the closure), and a closure through a release.
@usableFromInline
final class SignalFusion<Value: Sendable, Failure: Error>: @unchecked Sendable {  // lock: `partsLock` guards
    // `lockedParts`, the only `var`
    /// What the filter is made of: the closure that attaches an observer to
    /// the signal filtered, which is never itself a filter or a map, since a
    /// filter of either runs in their stage; and the filters' predicates,
    /// composed.
    @usableFromInline
    typealias Parts = (attachSource: SourceAttach<Value, Failure>, isIncluded: @Sendable (Value) -> Bool)

    @usableFromInline let partsLock = SpinLock()
    /// A `var` only so that the deinitializer can take it and hand it to
    /// ``Trampoline/releaseWithoutNesting(_:)``: a run of filters longer
    /// than ``Signal/fusedFilterLimit`` is a chain of fusions, each holding
    /// the one before through `attachSource`. Read through ``parts``.
    @usableFromInline var lockedParts: Parts
    /// How many filters' predicates `isIncluded` composes (at most
    /// ``Signal/fusedFilterLimit``).
    @usableFromInline let fusedFilters: Int

    @inlinable
    init(
        attachSource: @escaping SourceAttach<Value, Failure>, isIncluded: @escaping @Sendable (Value) -> Bool,
        fusedFilters: Int
    ) {
        self.lockedParts = (attachSource, isIncluded)
        self.fusedFilters = fusedFilters
    }

    deinit {
        // Swapped for closures that capture nothing, and handed over as a
        // temporary, moved: the chain before this fusion is released from
        // the outermost frame. (Returned from `withLock`, they are wrapped in
        // a reabstraction thunk, once: see ``parts``.)
        Trampoline.releaseWithoutNesting(
            partsLock.withLock {
                Swift.exchange(&lockedParts, with: ({ _, _ in }, { _ in false }))
            })
    }

    /// The closures, copied out under the lock (once per subscription or
    /// operator built, never per value).
    ///
    /// Copied through a capture rather than returned from `withLock`: a
    /// closure that crosses a generic result is wrapped in a reabstraction
    /// thunk each time, one more nested call per read, and a filter of a
    /// filter stores what it read, so the thunks would pile up along a chain
    /// of fusions (10^5 filters overflowed a 512 KB stack that way).
    @inlinable
    var parts: Parts {
        var parts: Parts = ({ _, _ in }, { _ in false })
        partsLock.withLock { parts = lockedParts }
        return parts
    }

    /// Attaches the filter's own stage, for a subscription to the filter itself.
    @inlinable
    func attach(_ observer: Observer<Value, Failure>, lifetime: CompositeDisposable) {
        // Called after the lock is given back: the subscription to the
        // source nests no frame of the lock's.
        let (attachSource, isIncluded) = parts
        let stage = FilterStage(isIncluded, observer)
        attachSource(Observer.inPlace { stage.receive(&$0) }, lifetime)
    }
}

/// Attaches an observer to a filter's source (see ``SignalFusion``).
@usableFromInline
typealias SourceAttach<Value: Sendable, Failure: Error> =
    @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void

/// Attaches, for one subscription, a map's stage followed by `tail` to the
/// map's source, sending into the observer (see ``Signal/Producer/mapped(_:)``).
@usableFromInline
typealias MappedAttach<Value: Sendable, Failure: Error> =
    @Sendable (Observer<Value, Failure>, CompositeDisposable, MappedTail<Value>) -> Void

/// What runs after a map's transform in the map's own stage: what a
/// `filter`, or a `scan` into the map's output type, built on the map asks
/// of it. It can hold only what the map's closure knows the types of, a
/// predicate on its output or a scan whose running value has the output
/// type; a scan into another type runs as a stage of its own.
@usableFromInline
enum MappedTail<Value: Sendable>: Sendable {
    case none
    case filter(@Sendable (Value) -> Bool)
    case scan(start: Value, reduce: @Sendable (Value, Value) -> Value)
    case filteredScan(isIncluded: @Sendable (Value) -> Bool, start: Value, reduce: @Sendable (Value, Value) -> Value)

    /// This tail with the predicate `isIncluded` tested first, for a filter
    /// between the map and this tail. Made once per subscription.
    @inlinable
    func afterFilter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> MappedTail {
        switch self {
        case .none:
            return .filter(isIncluded)
        case .filter(let next):
            // The second predicate is tested only for the values the first keeps.
            return .filter { isIncluded($0) && next($0) }
        case .scan(let start, let reduce):
            return .filteredScan(isIncluded: isIncluded, start: start, reduce: reduce)
        case .filteredScan(let next, let start, let reduce):
            return .filteredScan(isIncluded: { isIncluded($0) && next($0) }, start: start, reduce: reduce)
        }
    }
}
