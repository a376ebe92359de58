/// Funnels the events of several upstream subscriptions into one sequential
/// state machine — the pattern behind every operator that combines sources
/// (zip, combineLatest, merge, takeUntil, sample, …).
///
/// Inputs from any thread go through one ``SerializedSink``, so `process` runs
/// one input at a time and may keep plain mutable state (in a
/// ``SerialAccess``) and call its downstream observer directly — never while
/// holding a lock, so a downstream callback that sends into one of the sources
/// cannot deadlock. Once `lifetime` is disposed, no input is processed.
///
/// An input sent re-entrantly, on the thread running `process` (from its
/// downstream callback, or by a source it subscribes), waits until `process`
/// returns — unless the funnel `nestsReentrantInputs`, as RAC's operators do
/// under their recursive locks: then `process` runs it at once, nested, and
/// must be written for that (state updated before each downstream call, and
/// a flag that stops it after its terminal event).
@usableFromInline
struct FanIn<Input: Sendable>: Sendable {
    @usableFromInline let sink: SerializedSink<Input, Never>

    /// A funnel that runs `process` for each input until `lifetime` is disposed.
    ///
    /// A `claimed` funnel is held by the calling thread until ``releaseClaim()``
    /// (see ``SerializedSink/init(_:lifetime:claimed:nestsReentrantSends:)``): operators that attach
    /// their sources synchronously claim it, so that sources sending from that
    /// call are processed without atomic operations. Operators that promise
    /// the thread their events arrive on (a scheduler's) do not claim.
    ///
    /// An operator whose `process` is re-entrant passes `nestsReentrantInputs`,
    /// for RAC's order: merge, zip, takeUntil… must order re-entrant events as
    /// flattenMap and their own sources do, or their laws fail under echoes.
    ///
    /// `process` takes its input in place, as an observer takes its event
    /// (see ``Observer/action``), and must leave it as it found it: a closure
    /// taking a generic value by value is called through a reabstraction
    /// thunk (11 instructions per event of a merge).
    @inlinable
    init(
        lifetime: CompositeDisposable, claimed: Bool = false, nestsReentrantInputs: Bool = false,
        process: @escaping @Sendable (inout Input) -> Void
    ) {
        sink = SerializedSink(
            Observer.inPlace { event in
                if case .next(var input) = event { process(&input) }
            }, lifetime: lifetime, claimed: claimed, nestsReentrantSends: nestsReentrantInputs)
    }

    /// Ends a `claimed` funnel's claim, processing whatever other threads sent meanwhile.
    @inlinable
    func releaseClaim() { sink.releaseClaim() }

    @inlinable
    func send(_ input: Input) {
        var event = Event<Input, Never>.next(input)
        sink.sendInPlace(&event)
    }

    /// Subscribes to `upstream` in a lifetime of its own, nested in `lifetime`,
    /// tagging each of its events with `tag`.
    @inlinable
    func attach<Value, Failure>(
        _ upstream: Signal<Value, Failure>,
        tag: @escaping @Sendable (Event<Value, Failure>) -> Input
    ) {
        let child = CompositeDisposable()
        guard sink.lifetime.add(child) != nil else { return }
        // A generator needs no sink of its own: this funnel serializes its events.
        if let generator = upstream.unserializedGenerator {
            Signal.startUnserialized(
                generator,
                Observer(
                    inPlace: { event in
                        if Signal.admitsUnserialized(event, lifetime: child) { self.send(tag(event)) }
                    }, lifetime: child), lifetime: child)
        } else {
            upstream.attach(Observer.inPlace { event in self.send(tag(event)) }, lifetime: child)
        }
    }

    /// Subscribes to `upstream` in a lifetime of its own, nested in `lifetime`,
    /// its events being the inputs themselves: no tag to call per event (a
    /// closure returning a generic value, called through a reabstraction
    /// thunk: 8 instructions per event of a merge).
    @inlinable
    func attach<Value, Failure>(_ upstream: Signal<Value, Failure>) where Input == Event<Value, Failure> {
        let child = CompositeDisposable()
        guard sink.lifetime.add(child) != nil else { return }
        if let generator = upstream.unserializedGenerator {
            Signal.startUnserialized(
                generator,
                Observer(
                    inPlace: { event in
                        if Signal.admitsUnserialized(event, lifetime: child) { self.send(event) }
                    }, lifetime: child), lifetime: child)
        } else {
            upstream.attach(Observer.inPlace { event in self.send(event) }, lifetime: child)
        }
    }
}

extension FanIn {
    /// ``attach(_:tag:)`` for the left input of a pair (`zip`,
    /// `combineLatest`): the input's case is made here, not by a tag closure
    /// (a closure returning a generic value, called through a reabstraction
    /// thunk: 8 instructions per event).
    @inlinable
    func attachLeft<Left, Right, Failure>(_ upstream: Signal<Left, Failure>)
    where Input == ZipInput<Left, Right, Failure> {
        let child = CompositeDisposable()
        guard sink.lifetime.add(child) != nil else { return }
        if let generator = upstream.unserializedGenerator {
            Signal.startUnserialized(
                generator,
                Observer(
                    inPlace: { event in
                        if Signal.admitsUnserialized(event, lifetime: child) { self.send(.left(event)) }
                    }, lifetime: child), lifetime: child)
        } else {
            upstream.attach(Observer.inPlace { event in self.send(.left(event)) }, lifetime: child)
        }
    }

    /// ``attachLeft(_:)`` for the right input of a pair.
    @inlinable
    func attachRight<Left, Right, Failure>(_ upstream: Signal<Right, Failure>)
    where Input == ZipInput<Left, Right, Failure> {
        let child = CompositeDisposable()
        guard sink.lifetime.add(child) != nil else { return }
        if let generator = upstream.unserializedGenerator {
            Signal.startUnserialized(
                generator,
                Observer(
                    inPlace: { event in
                        if Signal.admitsUnserialized(event, lifetime: child) { self.send(.right(event)) }
                    }, lifetime: child), lifetime: child)
        } else {
            upstream.attach(Observer.inPlace { event in self.send(.right(event)) }, lifetime: child)
        }
    }
}
