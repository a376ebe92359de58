/// What a `filter` or `map` signal is made of, kept so that the `map`,
/// `scan` or `filter` built on it runs in the same stage.
///
/// Why: every operator stage costs its events a closure call through an
/// ``Observer``, with the forwarder and the frame around that closure: about
/// 30 instructions per event, more than the stage's own work. A filter
/// followed by another value stage, and a map followed by a filter or by a
/// scan whose running value has the map's output type, run as one stage
/// instead. The events are the same: a value a predicate rejects goes no
/// further, terminal events pass through unchanged, and the stage shares the
/// subscription's lifetime as every forwarding stage does.
///
/// A filter does not change the type of the values, so the operator built
/// on it knows every type involved and makes its fused stage itself. A map
/// does, and the operator built on it does not know the map's input type:
/// the map keeps a closure, made where that type is known, that attaches its
/// own stage followed by a ``MappedTail``, so every fused stage is code
/// specialized for all its types. That closure can take only what the map
/// knows, a predicate on its output or a scan whose running value has the
/// output type; a scan into another type runs as a stage of its own. A
/// fused stage reached as code generic over the map's input (the map's parts
/// behind a protocol whose generic method builds the stage) was measured at
/// 1,423 instructions per event for cold map → filter → scan, against 160
/// for two specialized stages and 136 for this one: each event asked the
/// runtime for generic metadata three times and went through value
/// witnesses (docs/Architecture.md, "Where the instructions still go").
///
/// Only closures are kept, no `Signal`: this class's deinitializer is
/// generic code, which destroys a stored value whose layout depends on
/// `Value` through the runtime's metadata and value witnesses (a filter
/// built and released cost 2,081 instructions with its source kept, 846
/// now), and a closure through a release.
@usableFromInline
final class SignalFusion<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline
    enum Parts: Sendable {
        /// A filter: `attachSource` attaches an observer to the signal
        /// filtered, which is never itself a filter, since a filter of a
        /// filter keeps both predicates in one.
        case filter(attachSource: SourceAttach<Value, Failure>, isIncluded: @Sendable (Value) -> Bool)
        /// A map, followed by the filter `isIncluded` when there is one.
        case map(attach: MappedAttach<Value, Failure>, isIncluded: (@Sendable (Value) -> Bool)?)
    }

    @usableFromInline let parts: Parts

    @inlinable
    init(_ parts: Parts) {
        self.parts = parts
    }

    /// Attaches the signal's own stage: the filter, or the map and its
    /// filter if any.
    @inlinable
    func attach(_ observer: Observer<Value, Failure>, lifetime: CompositeDisposable) {
        switch parts {
        case .filter(let attachSource, let isIncluded):
            let stage = FilterStage(isIncluded, observer)
            attachSource(Observer.inPlace { stage.receive(&$0) }, lifetime)
        case .map(let attach, let isIncluded?):
            attach(observer, lifetime, .filter(isIncluded))
        case .map(let attach, nil):
            attach(observer, lifetime, .none)
        }
    }
}

/// Attaches an observer to a filter's source (see ``SignalFusion``).
@usableFromInline
typealias SourceAttach<Value: Sendable, Failure: Error> =
    @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void

/// Attaches, for one subscription, a map's stage followed by `tail` to the
/// map's source, sending into the observer (see ``SignalFusion``).
@usableFromInline
typealias MappedAttach<Value: Sendable, Failure: Error> =
    @Sendable (Observer<Value, Failure>, CompositeDisposable, MappedTail<Value>) -> Void

/// What runs after a map's transform in the map's own stage.
@usableFromInline
enum MappedTail<Value: Sendable>: Sendable {
    case none
    case filter(@Sendable (Value) -> Bool)
    case scan(start: Value, reduce: @Sendable (Value, Value) -> Value)
    case filteredScan(isIncluded: @Sendable (Value) -> Bool, start: Value, reduce: @Sendable (Value, Value) -> Value)
}
