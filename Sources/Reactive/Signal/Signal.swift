/// A cold, push-driven stream of events (RAC's `RACSignal`).
///
/// A signal describes work; nothing happens until it is subscribed to, and
/// every subscription runs that work again (RAC's `createSignal:` — see the
/// "pea shooter" example in the README). Each subscription delivers
/// `next* (failed | completed)?`:
///
/// - no event after a terminal event, and none after the subscription's
///   disposable is disposed;
/// - the resources of a subscription (the disposable returned by the creation
///   closure, inner subscriptions of operators) are disposed exactly once, at
///   the terminal event or at disposal, whichever comes first;
/// - one observer never receives events from two threads at once, even when a
///   source sends from many threads; a send from inside an observer's own
///   callback, on its thread, is delivered at once, nested in that callback,
///   as RAC's subscriber does under its recursive lock — it neither deadlocks
///   nor waits behind what the callback's sender goes on to send.
///
/// `Failure` may be `Never` for a signal that cannot fail.
public struct Signal<Value: Sendable, Failure: Error>: Sendable {
    /// How a subscription starts: most signals attach an observer; the trivial ones
    /// are kept as data so that `bind`, `concat` and `flattenMap` can skip a
    /// subscription for them.
    @usableFromInline
    enum Producer: Sendable {
        case just(Value)
        case empty
        case failure(Failure)
        case attach(@Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void)
        /// A user's generator, run behind a claimed ``SerializedSink`` (see
        /// ``Signal/runGenerator(_:_:_:)``). Merging operators that serialize
        /// anyway run the generator alone.
        case generator(@Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void)
        /// A `map`, or a `filter` built on one: its closure, made where the
        /// map's input type is known, attaches the map's stage followed by a
        /// tail (a `filter`, or a `scan` into the map's output type, built on
        /// the map; see ``MappedTail``), so that these run in the map's stage
        /// without the map keeping any object but the closure's context.
        /// Subscribed directly, it attaches that stage with no tail.
        case mapped(MappedAttach<Value, Failure>)
    }

    @usableFromInline
    let producer: Producer

    /// What this signal keeps about how it was made, so that an operator built
    /// on it can take a shortcut: the concatenation it is (a
    /// ``ConcatParts/Prefix``, see ``concatenated``), the filter it is (a
    /// ``SignalFusion``, see ``fusion``), or the filter on a map it is
    /// (a ``MappedFilter``, see ``filter(_:)``), which never meet.
    ///
    /// One reference, so that a signal of values up to two words wide takes
    /// four registers (the producer's two words and its case, and this): a
    /// wider signal is kept in memory by the compiler's lowering of large
    /// loadable types, and the module using the signal then destroys each
    /// field from memory through its type's metadata and value witnesses. A
    /// reference and a count here cost 74 instructions to destroy, against
    /// one release (create + subscribe + dispose 2,010 → 1,941). A second
    /// field, or an enum of the two records, made every copy and release of a
    /// signal dearer too.
    @usableFromInline
    let shape: (AnyObject & Sendable)?

    /// Set when this signal concatenates others, so that further `concat`s
    /// extend the list instead of nesting.
    var concatenated: ConcatParts<Value, Failure>.Prefix? {
        shape as? ConcatParts<Value, Failure>.Prefix
    }

    /// Set when this signal is a `filter` whose predicate the operator built
    /// on it may test in its own stage (see ``SignalFusion``).
    @inlinable
    var fusion: SignalFusion<Value, Failure>? {
        shape as? SignalFusion<Value, Failure>
    }

    @inlinable
    init(producer: Producer) {
        self.producer = producer
        shape = nil
    }

    init(producer: Producer, concatenated: ConcatParts<Value, Failure>.Prefix) {
        self.producer = producer
        shape = concatenated
    }

    @inlinable
    init(producer: Producer, fusion: SignalFusion<Value, Failure>) {
        self.producer = producer
        shape = fusion
    }

    @inlinable
    init(producer: Producer, mappedFilter: MappedFilter<Value, Failure>) {
        self.producer = producer
        shape = mappedFilter
    }

    /// A signal whose subscriptions run `attach` with the subscriber's observer and
    /// the subscription's lifetime, without serializing anything: for operators
    /// that forward from an upstream that already delivers one event at a time.
    /// Whatever `attach` adds to the lifetime is disposed with the subscription.
    @inlinable
    static func unserialized(
        _ attach: @escaping @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void
    ) -> Signal {
        Signal(producer: .attach(attach))
    }

    /// A cold signal that runs `generator` for each subscription with the
    /// subscriber's observer and the subscription's lifetime (ReactiveSwift's
    /// `SignalProducer { observer, lifetime in }`).
    ///
    /// Add teardown work to `lifetime`; it runs exactly once, after the first
    /// terminal event or at disposal. A generator that loops (over a long or
    /// infinite source) should stop once `lifetime.isDisposed` turns true —
    /// `take(3)` of an infinite synchronous signal relies on it.
    ///
    /// While the generator runs, its thread delivers every event: a send from
    /// another thread meanwhile returns at once, and its event is delivered by
    /// the generator's thread, in order, before the generator's next event or
    /// when the generator returns. (That is what lets a synchronous loop send
    /// without an atomic operation per event.) Use ``deliver(on:)`` when the
    /// delivering thread matters.
    @inlinable
    public init(_ generator: @escaping @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void) {
        self.producer = .generator(generator)
        shape = nil
    }

    /// A cold signal that runs `generator` for each subscription (RAC's `createSignal:`).
    ///
    /// The generator receives an observer to send events into, from any thread,
    /// and may return a disposable that tears its work down. That disposable runs
    /// exactly once: after the first terminal event is delivered, or when the
    /// subscription is disposed, whichever comes first. As with ``init(_:)-((Observer<Value,Failure>,CompositeDisposable)->Void)``,
    /// the generator's thread delivers what other threads send while it runs.
    @inlinable
    public static func create(_ generator: @escaping @Sendable (Observer<Value, Failure>) -> (any Disposable)?)
        -> Signal
    {
        // A generator of ``init(_:)``, so that it shares that form's
        // subscription path (its sink is the lifetime when subscribed directly).
        Signal { observer, lifetime in
            if let cleanup = generator(observer) {
                lifetime.add(cleanup)
            }
        }
    }

    /// Starts a subscription that delivers to `observer` within `lifetime`.
    ///
    /// Disposing `lifetime` ends the subscription; the signal disposes it after
    /// a terminal event. Operators use this to share one lifetime down a chain.
    @inlinable
    func attach(_ observer: Observer<Value, Failure>, lifetime: CompositeDisposable) {
        switch producer {
        case .attach(let attach):
            Self.startInFrame(observer, lifetime, escaping: { attach }, attach)
        case .generator(let generator):
            // The sink is made when a subscription starts, not kept in a closure
            // made with the signal: one allocation less per signal created.
            Self.startInFrame(
                observer, lifetime,
                escaping: {
                    { observer, lifetime in Self.runGenerator(generator, observer, lifetime) }
                }
            ) { observer, lifetime in
                Self.runGenerator(generator, observer, lifetime)
            }
        case .mapped(let attach):
            Self.startInFrame(
                observer, lifetime,
                escaping: {
                    { observer, lifetime in attach(observer, lifetime, .none) }
                }
            ) { observer, lifetime in
                attach(observer, lifetime, .none)
            }
        case .just(let value):
            guard !lifetime.isDisposed else { return }
            observer.send(.next(value))
            guard !lifetime.isDisposed else { return }
            observer.send(.completed)
            lifetime.dispose()
        case .empty:
            guard !lifetime.isDisposed else { return }
            observer.send(.completed)
            lifetime.dispose()
        case .failure(let failure):
            guard !lifetime.isDisposed else { return }
            observer.send(.failed(failure))
            lifetime.dispose()
        }
    }

    /// Runs a generator of ``init(_:)`` for one subscription, behind a sink
    /// claimed by this thread while the generator runs.
    @inlinable
    static func runGenerator(
        _ generator: (Observer<Value, Failure>, CompositeDisposable) -> Void,
        _ observer: Observer<Value, Failure>,
        _ lifetime: CompositeDisposable
    ) {
        let sink = SerializedSink.handled(observer, lifetime: lifetime, claimed: true)
        generator(SinkHandle(sink).observer(in: lifetime), lifetime)
        sink.releaseClaimOfHandled()
    }

    /// Runs `start` counted on this thread's ``Trampoline``: as the outermost
    /// subscription, which drains what deeper ones defer, nested one level
    /// deeper, or — too deep in a chain — deferred to the draining frame below,
    /// which needs `escaping`. Callers pass the same closure twice: the
    /// non-escaping `start` is what lets the optimizer specialize a known
    /// generator with its observer where this is inlined (zip of two
    /// generators runs about 46 instructions per event slower without it).
    @inlinable
    static func startInFrame(
        _ observer: Observer<Value, Failure>,
        _ lifetime: CompositeDisposable,
        escaping: () -> @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void,
        _ start: (Observer<Value, Failure>, CompositeDisposable) -> Void
    ) {
        Trampoline.withCurrent { trampoline in
            if unsafe trampoline.depth >= Trampoline.hopDepth {
                // Deep in a chain: start this subscription from the draining frame below.
                let deferred = escaping()
                // Held through a link: the stages above hold the observers
                // below, and a hop's link breaks their release into runs of
                // at most ``Trampoline/hopDepth`` nested levels.
                let downstream = ChainLink(observer)
                let outerLifetime = observer.lifetime
                trampoline.enqueue {
                    deferred(
                        Observer(
                            inPlace: { event in
                                let event = event
                                Trampoline.current.runOrDefer { downstream.held.send(event) }
                            }, lifetime: outerLifetime), lifetime)
                }
            } else {
                trampoline.runNested { start(observer, lifetime) }
            }
        }
    }

    /// Subscribes `observer` to a generator of ``init(_:)``: the generator's
    /// sink is the subscription's lifetime (see
    /// ``SerializedSink/owningLifetime(_:claimed:)``), unless the subscription
    /// is too deep in a chain to start here and is deferred (see
    /// ``startInFrame(_:_:escaping:_:)``) with a lifetime of its own.
    @inlinable
    static func subscribe(
        generator: @escaping @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void,
        _ observer: Observer<Value, Failure>
    ) -> any Disposable {
        Trampoline.withCurrent { trampoline -> any Disposable in
            guard unsafe trampoline.depth < Trampoline.hopDepth else {
                return subscribeDeferred(generator: generator, observer)
            }
            let sink = SerializedSink.owningLifetime(observer, claimed: true)
            if let outer = observer.lifetime { sink.nest(in: outer) }
            start(generator, sink, on: trampoline)
            return sink
        }
    }

    /// ``subscribe(generator:_:)`` for a subscriber's three callbacks, which
    /// the sink keeps itself (see
    /// ``SerializedSink/init(next:failed:completed:claimed:)``).
    @inlinable
    static func subscribe(
        generator: @escaping @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void,
        next: __owned (@Sendable (Value) -> Void)?,
        failed: __owned (@Sendable (Failure) -> Void)?,
        completed: __owned (@Sendable () -> Void)?
    ) -> any Disposable {
        // The callbacks are moved into the sink's box, not captured by a
        // closure, which would borrow them and make the box copy them.
        let trampoline = unsafe Trampoline.currentReference
        guard unsafe trampoline._withUnsafeGuaranteedRef({ unsafe $0.depth < Trampoline.hopDepth }) else {
            return subscribeDeferred(generator: generator, Observer(next: next, failed: failed, completed: completed))
        }
        let sink = SerializedSink(next: next, failed: failed, completed: completed, claimed: true)
        unsafe trampoline._withUnsafeGuaranteedRef { start(generator, sink, on: $0) }
        return sink
    }

    /// Runs `generator` for the subscription `sink` is the lifetime of, as
    /// the claimant of `sink`. Always inlined: the optimizer left it a call
    /// of its own in `subscribe(next:)` (42 instructions per subscription, most
    /// of them the retains and releases around the call).
    @inlinable @inline(__always)
    static func start(
        _ generator: (Observer<Value, Failure>, CompositeDisposable) -> Void,
        _ sink: SerializedSink<Value, Failure>, on trampoline: Trampoline
    ) {
        trampoline.runNested {
            generator(SinkHandle(sink).observer(in: sink), sink)
            sink.releaseClaimOfHandled()
        }
    }

    /// Subscribes `observer` to a generator too deep in a chain to start here,
    /// with a lifetime of its own (see ``startInFrame(_:_:escaping:_:)``).
    @usableFromInline
    static func subscribeDeferred(
        generator: @escaping @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void,
        _ observer: Observer<Value, Failure>
    ) -> any Disposable {
        let lifetime = CompositeDisposable()
        if let outer = observer.lifetime { lifetime.nest(in: outer) }
        Signal(producer: .generator(generator)).attach(observer, lifetime: lifetime)
        return lifetime
    }

    /// The generator of a signal made with ``init(_:)``, for a consumer that
    /// serializes what it receives anyway (a merged sink, a funnel): started
    /// with ``startUnserialized(_:_:lifetime:)``, it sends straight to the
    /// consumer without a sink of its own — which would cost one or two
    /// atomic operations per event and four allocations per subscription to
    /// order events the consumer orders again. `nil` for any other signal.
    @inlinable
    var unserializedGenerator: (@Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void)? {
        if case .generator(let generator) = producer { return generator }
        return nil
    }

    /// Starts a generator from ``unserializedGenerator`` with `observer`,
    /// which must pass each event through ``admitsUnserialized(_:lifetime:)``.
    @inlinable
    static func startUnserialized(
        _ generator: @escaping @Sendable (Observer<Value, Failure>, CompositeDisposable) -> Void,
        _ observer: Observer<Value, Failure>,
        lifetime: CompositeDisposable
    ) {
        startInFrame(observer, lifetime, escaping: { generator }, generator)
    }

    /// Whether to forward `event` from a generator started without a sink:
    /// nothing after its end, and its end disposes `lifetime` exactly once,
    /// before being forwarded (RAC's subscriber disposes before calling its
    /// completion block).
    @inlinable
    static func admitsUnserialized(_ event: Event<Value, Failure>, lifetime: CompositeDisposable) -> Bool {
        guard !lifetime.isDisposed else { return false }
        return !event.isTerminal || lifetime.disposeIfLive()
    }

    /// Subscribes `observer`; the returned disposable ends the subscription
    /// (RAC's `subscribe:`). Each call runs the signal's work anew.
    ///
    /// When `observer` was handed out by another subscription (inside
    /// ``create(_:)`` or ``init(_:)-((Observer<Value,Failure>,CompositeDisposable)->Void)``), this subscription becomes part of that
    /// one, as in RAC: it is disposed when that one is disposed or ends, and
    /// released from it when it ends first. If that one has already ended,
    /// this signal's work still runs and is disposed at once.
    @inlinable
    @discardableResult
    public func subscribe(_ observer: Observer<Value, Failure>) -> any Disposable {
        if case .generator(let generator) = producer { return Self.subscribe(generator: generator, observer) }
        // A subscription nested in the observer's would be disposed with it:
        // one that ends at once sends nothing more once that one is disposed.
        if let ended = subscribeEndingAtOnce(observer.send, while: { !(observer.lifetime?.isDisposed ?? false) }) {
            return ended
        }
        let lifetime = CompositeDisposable()
        if let outer = observer.lifetime { lifetime.nest(in: outer) }
        attach(observer, lifetime: lifetime)
        return lifetime
    }

    /// Subscribes with a closure per kind of event, each optional
    /// (RAC's `subscribeNext:error:completed:` family).
    @inlinable
    @discardableResult
    public func subscribe(
        next: __owned (@Sendable (Value) -> Void)? = nil,
        failed: __owned (@Sendable (Failure) -> Void)? = nil,
        completed: __owned (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        if case .generator(let generator) = producer {
            return Self.subscribe(generator: generator, next: next, failed: failed, completed: completed)
        }
        // A function of its own: inlined here, the closure that sends to the
        // callbacks made the optimizer stop inlining the generator's path
        // above (create + subscribe + dispose 1,918 → 2,076 instructions).
        return subscribeNonGenerator(next: next, failed: failed, completed: completed)
    }

    /// ``subscribe(next:failed:completed:)`` for a signal not made with
    /// ``init(_:)-((Observer<Value,Failure>,CompositeDisposable)->Void)``.
    @inlinable
    func subscribeNonGenerator(
        next: __owned (@Sendable (Value) -> Void)?,
        failed: __owned (@Sendable (Failure) -> Void)?,
        completed: __owned (@Sendable () -> Void)?
    ) -> any Disposable {
        let ended = subscribeEndingAtOnce(
            { event in
                switch event {
                case .next(let value): next?(value)
                case .failed(let failure): failed?(failure)
                case .completed: completed?()
                }
            }, while: { true })
        return ended ?? subscribe(Observer(next: next, failed: failed, completed: completed))
    }

    /// Subscribes to a signal made with ``return(_:)``, ``empty`` or
    /// ``error(_:)``, whose subscription ends before `subscribe` returns: sends
    /// its events through `send`, each only while `isLive` (the subscription
    /// is not disposed), and returns ``EndedSubscription/shared``, which it
    /// can for want of anything to tear down. `nil`, having sent nothing, for
    /// any other signal.
    ///
    /// No lifetime or observer object is made (two allocations, about 410 of
    /// the 890 instructions of `Signal.return` + subscribe + dispose). The
    /// events are sent as from a subscription on this thread's trampoline, as
    /// RAC sends them through its subscription scheduler: inside them
    /// ``Schedulers/current`` is never `nil`, and a subscription made inside
    /// them counts one level deeper, as inside any other subscription.
    @inlinable @inline(__always)
    func subscribeEndingAtOnce(
        _ send: (Event<Value, Failure>) -> Void,
        while isLive: () -> Bool
    ) -> (any Disposable)? {
        let first: Event<Value, Failure>
        let second: Event<Value, Failure>?
        switch producer {
        case .just(let value): (first, second) = (.next(value), .completed)
        case .empty: (first, second) = (.completed, nil)
        case .failure(let failure): (first, second) = (.failed(failure), nil)
        case .attach, .generator, .mapped: return nil
        }
        Trampoline.withCurrent { trampoline in
            trampoline.runNested {
                guard isLive() else { return }
                send(first)
                guard let second, isLive() else { return }
                send(second)
            }
        }
        return EndedSubscription.shared
    }
}
