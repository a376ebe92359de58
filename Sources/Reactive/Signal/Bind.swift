extension Signal: ReactiveStream {
    public typealias Family = SignalFamily<Failure>

    /// Lazily binds a block to the values of the signal (RAC's `-bind:`).
    ///
    /// - next: for each value the block returns a signal, which is subscribed at
    ///   once; all of them run concurrently and their values are merged into the
    ///   result in the order they arrive.
    /// - stop: a block that returns `nil`, or sets `stop`, ends the *source*
    ///   subscription only; inner signals already subscribed keep delivering.
    /// - completed: once the source has ended and every inner signal has completed.
    /// - failed: the first error, from the source or any inner signal, at once;
    ///   everything else is disposed.
    /// - disposal: disposes the source and every inner subscription.
    public func bind<Output: ReactiveStream>(
        _ makeBlock: @escaping @Sendable () -> StreamBindBlock<Value, Output>
    ) -> Output where Output.Family == Family {
        let bound: Signal<Output.Value, Failure> = bindSignals {
            let block = makeBlock()
            return { value, stop in block(value, &stop).map { Signal<Output.Value, Failure>.fromFamily($0) } }
        }
        return bound.toFamily()
    }

    /// ``bind(_:)`` with the output type spelled out, for signals.
    @inlinable
    public func bindSignals<NewValue>(
        _ makeBlock: @escaping @Sendable () -> StreamBindBlock<Value, Signal<NewValue, Failure>>
    ) -> Signal<NewValue, Failure> {
        mergeInnerSignals { BlockBinder(block: makeBlock()) }
    }

    /// What ``bind(_:)`` and ``flattenMap(_:)`` share: subscribes the signal
    /// that a binder, made anew for each subscription, returns for each value,
    /// and merges them. The binder is a type, not a closure, so that the
    /// specialized operator calls flattenMap's transform directly (a closure
    /// around it cost about 45 instructions per value).
    @inlinable
    func mergeInnerSignals<Binder: InnerSignalBinder>(
        _ makeBinder: @escaping @Sendable () -> Binder
    ) -> Signal<Binder.NewValue, Failure> where Binder.Value == Value, Binder.Failure == Failure {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let inners = InnerSubscriptions(SerializedSink.handled(observer, lifetime: lifetime, claimed: true))
            defer { inners.sink.releaseClaimOfHandled() }
            let binder = makeBinder()
            let sourceLifetime = CompositeDisposable()
            guard lifetime.add(sourceLifetime) != nil, lifetime.add(inners.lifetimes) != nil else { return }
            let sourceEnded = SerialAccess(false)
            upstream.held.attach(
                Observer.inPlace { event in
                    guard !sourceEnded.value else { return }
                    switch event {
                    case .next(let value):
                        var stop = false
                        // Bound once and handed on: each copy of a signal retains and releases what it holds.
                        if let inner = binder.innerSignal(for: value, stop: &stop) { inners.subscribe(inner) }
                        // Unless a value sent re-entrantly by the inner signal's delivery ended the source already.
                        if stop, !sourceEnded.value {
                            sourceEnded.value = true
                            sourceLifetime.dispose()
                            inners.sourceCompleted()
                        }
                    case .failed(let failure):
                        inners.sink.send(.failed(failure))
                    case .completed:
                        sourceEnded.value = true
                        inners.sourceCompleted()
                    }
                }, lifetime: sourceLifetime)
        }
    }
}

/// How a merging operator turns each value of its source into an inner
/// signal: ``Signal/mergeInnerSignals(_:)``'s binder.
@usableFromInline
protocol InnerSignalBinder: Sendable {
    associatedtype Value: Sendable
    associatedtype NewValue: Sendable
    associatedtype Failure: Error

    /// The signal to subscribe for `value`, if any; sets `stop` to end the source.
    func innerSignal(for value: Value, stop: inout Bool) -> Signal<NewValue, Failure>?
}

/// RAC's bind block as a binder: a `nil` signal ends the source, as `stop` does.
@usableFromInline
struct BlockBinder<Value: Sendable, NewValue: Sendable, Failure: Error>: InnerSignalBinder {
    @usableFromInline let block: StreamBindBlock<Value, Signal<NewValue, Failure>>

    @inlinable
    init(block: @escaping StreamBindBlock<Value, Signal<NewValue, Failure>>) {
        self.block = block
    }

    @inlinable
    func innerSignal(for value: Value, stop: inout Bool) -> Signal<NewValue, Failure>? {
        guard let inner = block(value, &stop) else {
            stop = true
            return nil
        }
        return inner
    }
}

/// flattenMap's transform as a binder: a `nil` signal counts as empty, and
/// the source never stops early.
@usableFromInline
struct TransformBinder<Value: Sendable, NewValue: Sendable, Failure: Error>: InnerSignalBinder {
    @usableFromInline let transform: @Sendable (Value) -> Signal<NewValue, Failure>?

    @inlinable
    init(transform: @escaping @Sendable (Value) -> Signal<NewValue, Failure>?) {
        self.transform = transform
    }

    @inlinable
    func innerSignal(for value: Value, stop: inout Bool) -> Signal<NewValue, Failure>? {
        transform(value)
    }
}

/// The inner subscriptions of a merging operator: forwards their events to one
/// sink and completes it once the source and every inner signal have completed.
///
/// It is the only sender of its handled sink (see
/// ``SerializedSink/handled(_:lifetime:claimed:)``), and so its handle: once
/// the source and every inner signal have let go of it, the sink's observer
/// is released. Only the forwarding observers hold it; the sink's lifetime
/// holds the inner lifetimes through ``lifetimes``, which holds nothing back.
@usableFromInline
final class InnerSubscriptions<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let sink: SerializedSink<Value, Failure>
    /// The inner subscriptions not yet completed, and whether the source runs.
    @usableFromInline let lifetimes = InnerLifetimes()

    @inlinable
    init(_ sink: SerializedSink<Value, Failure>) {
        self.sink = sink
    }

    deinit {
        sink.sendersReleased()
    }

    /// Subscribes `inner`, forwarding its values and its error.
    @inlinable
    func subscribe(_ inner: Signal<Value, Failure>) {
        switch inner.producer {
        case .just(let value):
            sink.send(.next(value))
        case .empty:
            return
        case .failure(let failure):
            sink.send(.failed(failure))
        case .generator(let generator):
            guard let child = listedLifetime() else { return }
            // The merged sink serializes every inner signal: a generator needs no sink of its own.
            Signal.startUnserialized(
                generator,
                Observer(
                    inPlace: { event in
                        if Signal.admitsUnserialized(event, lifetime: child) { self.forward(&event, of: child) }
                    }, lifetime: child), lifetime: child)
        case .attach, .mapped:
            guard let child = listedLifetime() else { return }
            inner.attach(Observer.inPlace { event in self.forward(&event, of: child) }, lifetime: child)
        }
    }

    /// A new inner lifetime, listed; `nil` once the subscription is disposed.
    @inlinable
    func listedLifetime() -> InnerLifetime? {
        let child = InnerLifetime()
        return lifetimes.insert(child) ? child : nil
    }

    /// Passes on an event of the inner subscription whose lifetime is
    /// `child`: its completion only unlists it.
    @inlinable
    func forward(_ event: inout Event<Value, Failure>, of child: InnerLifetime) {
        if case .completed = event {
            if lifetimes.remove(child) { sink.send(.completed) }
        } else {
            sink.sendInPlace(&event)
        }
    }

    /// Marks the source as completed.
    @inlinable
    func sourceCompleted() {
        if lifetimes.sourceCompleted() { sink.send(.completed) }
    }
}
