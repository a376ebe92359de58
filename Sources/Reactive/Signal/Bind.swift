import Synchronization

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
        .unserialized { observer, lifetime in
            let inners = InnerSubscriptions(SerializedSink.handled(observer, lifetime: lifetime, claimed: true))
            defer { inners.sink.releaseClaimOfHandled() }
            let block = makeBlock()
            let sourceLifetime = CompositeDisposable()
            guard lifetime.add(sourceLifetime) != nil else { return }
            let sourceEnded = SerialAccess(false)
            self.attach(Observer.inPlace { event in
                guard !sourceEnded.value else { return }
                switch event {
                case .next(let value):
                    var stop = false
                    let inner = block(value, &stop)
                    if let inner { inners.subscribe(inner) }
                    // Unless a value sent re-entrantly by the inner signal's delivery ended the source already.
                    if inner == nil || stop, !sourceEnded.value {
                        sourceEnded.value = true
                        sourceLifetime.dispose()
                        inners.finishOne()
                    }
                case .failed(let failure):
                    inners.sink.send(.failed(failure))
                case .completed:
                    sourceEnded.value = true
                    inners.finishOne()
                }
            }, lifetime: sourceLifetime)
        }
    }
}

/// The inner subscriptions of a merging operator: forwards their events to one
/// sink and completes it once the source and every inner signal have completed.
///
/// It is the only sender of its handled sink (see
/// ``SerializedSink/handled(_:lifetime:claimed:)``), and so its handle: once
/// the source and every inner signal have let go of it, the sink's observer
/// is released.
@usableFromInline
final class InnerSubscriptions<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let sink: SerializedSink<Value, Failure>
    /// The source plus every inner subscription not yet completed.
    @usableFromInline let active = Atomic<Int>(1)

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
        case .generator, .attach:
            let child = CompositeDisposable()
            guard let token = sink.lifetime.add(child) else { return }
            active.add(1, ordering: .relaxed)
            if let generator = inner.unserializedGenerator {
                // The merged sink serializes every inner signal: a generator needs no sink of its own.
                Signal.startUnserialized(generator, Observer(inPlace: { event in
                    if Signal.admitsUnserialized(event, lifetime: child) { self.forward(&event, of: token) }
                }, lifetime: child), lifetime: child)
            } else {
                inner.attach(Observer.inPlace { event in self.forward(&event, of: token) }, lifetime: child)
            }
        }
    }

    /// Passes on an event of the inner subscription whose lifetime is `token`
    /// in the sink's lifetime: its completion only counts down.
    @inlinable
    func forward(_ event: inout Event<Value, Failure>, of token: CompositeDisposable.Token) {
        if case .completed = event {
            sink.lifetime.remove(token)
            finishOne()
        } else {
            sink.sendInPlace(&event)
        }
    }

    /// Marks the source or one inner subscription as completed.
    @inlinable
    func finishOne() {
        if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            sink.send(.completed)
        }
    }
}
