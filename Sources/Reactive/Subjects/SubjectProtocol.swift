/// A hot signal that is also an observer (RAC's `RACSubject` as a type of
/// its own): events sent into it go to every current subscriber of its
/// ``signal``.
///
/// ``Subject``, ``ReplaySubject`` and ``BehaviorSubject`` conform; they differ
/// only in what a new subscriber receives before the live events.
/// ``Signal/multicast(_:)`` accepts any of them.
public protocol SubjectProtocol<Value, Failure>: AnyObject, Sendable {
    /// The type of the values sent through the subject.
    associatedtype Value: Sendable
    /// The type of the error that fails the subject.
    associatedtype Failure: Error

    /// The hot signal of the subject: each subscription receives the events
    /// sent into the subject from then on (after a replay, for the replaying
    /// subjects). Subscribing runs no work and never re-runs anything.
    var signal: Signal<Value, Failure> { get }

    /// Sends `event` to the current subscribers. The first terminal event ends
    /// the subject: every later event is ignored.
    func send(_ event: Event<Value, Failure>)

    /// Sends the events of `source` into the subject for as long as `lifetime`
    /// lasts (RAC's `[source subscribe:subject]` with the subject's
    /// `didSubscribeWithDisposable:`).
    ///
    /// The subject owns these source subscriptions: its first terminal event,
    /// whichever source sent it, disposes all of them, and a subscription
    /// started after that is disposed at once — the source is still
    /// subscribed (its creation closure runs) and torn down right away, as in
    /// RAC. Disposing `lifetime` ends this one subscription and releases it
    /// from the subject.
    func receive(from source: Signal<Value, Failure>, lifetime: CompositeDisposable)
}

extension SubjectProtocol {
    /// An observer that sends into the subject (RAC: the subject is its own
    /// `RACSubscriber`).
    @inlinable
    public var observer: Observer<Value, Failure> {
        Observer.inPlace { event in self.send(event) }
    }

    /// Sends a value to the current subscribers (RAC's `sendNext:`).
    @inlinable
    public func send(value: Value) { send(.next(value)) }

    /// Fails the subject (RAC's `sendError:`): the current subscribers receive
    /// the error, and every later event is ignored.
    @inlinable
    public func send(error: Failure) { send(.failed(error)) }

    /// Completes the subject (RAC's `sendCompleted`): the current subscribers
    /// complete, and every later event is ignored.
    @inlinable
    public func sendCompleted() { send(.completed) }

    /// Subscribes `observer` to the subject's ``signal``; the returned
    /// disposable ends the subscription (RAC's `subscribe:`).
    @discardableResult
    public func subscribe(_ observer: Observer<Value, Failure>) -> any Disposable {
        signal.subscribe(observer)
    }

    /// Subscribes to the subject's ``signal`` with a closure per kind of event
    /// (RAC's `subscribeNext:error:completed:` family).
    @discardableResult
    public func subscribe(
        next: (@Sendable (Value) -> Void)? = nil,
        failed: (@Sendable (Failure) -> Void)? = nil,
        completed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        signal.subscribe(Observer(next: next, failed: failed, completed: completed))
    }
}

extension Signal {
    /// Subscribes `subject` to this signal, so that the signal's events are sent
    /// into the subject (RAC's `[signal subscribe:subject]`).
    ///
    /// Unlike subscribing ``SubjectProtocol/observer``, the subject owns the
    /// subscription (see ``SubjectProtocol/receive(from:lifetime:)``): once the
    /// subject has terminated, from this signal or any other, the subscription
    /// is disposed. Subscribing an already terminated subject still runs this
    /// signal's work and disposes it at once, delivering nothing (RAC 2.5).
    /// - Returns: a disposable that ends this subscription.
    @discardableResult
    public func subscribe<Target: SubjectProtocol>(
        _ subject: Target
    ) -> any Disposable where Target.Value == Value, Target.Failure == Failure {
        let lifetime = CompositeDisposable()
        subject.receive(from: self, lifetime: lifetime)
        return lifetime
    }
}
