import Synchronization

/// Shares one subscription to a source signal among many subscribers through
/// a subject (RAC's `RACMulticastConnection`). Made by
/// ``Signal/multicast(_:)`` and ``Signal/publish()``.
///
/// Subscribing to ``signal`` subscribes to the subject and starts no work;
/// ``connect()`` subscribes the subject to the source, once.
public final class MulticastConnection<Value: Sendable, Failure: Error>: Sendable {
    private let source: Signal<Value, Failure>
    private let subject: any SubjectProtocol<Value, Failure>
    private let hasConnected = Atomic<Bool>(false)
    /// The subject's subscription to the source; created up front so that every
    /// `connect()` can return it, even while the first one is still subscribing.
    private let connection = CompositeDisposable()

    init(source: Signal<Value, Failure>, subject: any SubjectProtocol<Value, Failure>) {
        self.source = source
        self.subject = subject
    }

    /// The subject's signal: the events of the source, shared, once connected
    /// (RAC's `signal` property). What a subscriber receives before the live
    /// events is the subject's business: nothing for a ``Subject``, the history
    /// for a ``ReplaySubject``.
    public var signal: Signal<Value, Failure> { subject.signal }

    /// Subscribes the subject to the source the first time it is called, and
    /// returns the disposable of that subscription on every call (RAC's
    /// `-connect`).
    ///
    /// Disposing the returned disposable ends the source subscription for
    /// good: later calls do not reconnect, and return the same, disposed,
    /// disposable. Calling `connect()` from several threads at once subscribes
    /// exactly once.
    @discardableResult
    public func connect() -> any Disposable {
        if !hasConnected.exchange(true, ordering: .acquiringAndReleasing), !connection.isDisposed {
            subject.receive(from: source, lifetime: connection)
        }
        return connection
    }

    /// A signal that connects on its first subscription and disposes the
    /// connection when its number of subscribers falls back to zero
    /// (RAC's `-autoconnect`).
    ///
    /// - next / failed / completed: those of ``signal``.
    /// - subscription: subscribes to the subject first, then calls ``connect()``.
    /// - disposal: ends the subscription; when it was the last one, disposes
    ///   the connection. Following RAC 2.5 the connection is then over: a later
    ///   subscriber is subscribed to the subject but the source is not
    ///   subscribed again (with a ``ReplaySubject`` it still gets the replay).
    ///   ReactiveSwift's and RxSwift's `refCount` reconnect instead.
    public func autoconnect() -> Signal<Value, Failure> {
        let subscriberCount = Atomic<Int>(0)
        return .unserialized { observer, lifetime in
            subscriberCount.add(1, ordering: .acquiringAndReleasing)
            let counted = lifetime.add {
                if subscriberCount.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                    self.connection.dispose()
                }
            }
            guard counted != nil else { return }
            self.signal.attach(observer, lifetime: lifetime)
            self.connect()
        }
    }
}
