/// A hot signal you send events into by hand (RAC's `RACSubject`).
///
/// Every event sent into the subject goes to the subscribers of ``signal``
/// present at that moment; a subscriber receives nothing sent before it
/// subscribed.
///
/// - next: each value sent, to every current subscriber, in subscription order.
/// - failed / completed: the first terminal event sent goes to every current
///   subscriber and ends the subject: later events are ignored, the subject's
///   source subscriptions (`signal.subscribe(subject)`) are disposed and its
///   subscribers are released.
/// - late subscribers: one that subscribes after the terminal event receives
///   nothing at all and is not kept. This follows RAC 2.5, whose `RACSubject`
///   does not remember its terminal event; RxSwift's `PublishSubject` replays
///   it, and ReactiveSwift's `Signal` sends `interrupted`.
/// - disposal: disposing a subscription removes that subscriber in amortized
///   O(1); the subject and its other subscribers are unaffected.
///
/// Thread safety: events may be sent from any number of threads at once. Each
/// subscriber receives them one at a time (concurrent sends may reach two
/// subscribers in different orders, as in RAC), and a subscriber that sends
/// into the subject from its own callback gets the new event right after the
/// current one returns, without deadlock (RAC PR #1877). Subscribing and
/// disposing during a send are safe; a subscription made during a send may or
/// may not receive that send.
///
/// RAC 2.5 also forwards a send made after termination to subscribers that
/// arrived after termination; this port treats the subject as ended, following
/// the `next* (failed | completed)?` grammar.
public final class Subject<Value: Sendable, Failure: Error>: SubjectProtocol {
    @usableFromInline let subscribers = SubjectSubscribers<Value, Failure>()

    /// A subject with no subscribers (RAC's `+subject`).
    public init() {}

    public var signal: Signal<Value, Failure> {
        // Weak: once the subject is gone nothing can send to its subscribers,
        // and a subscription that holds this signal (`repeat` and `retry`
        // keep their source to subscribe again) must not keep them, and
        // itself through them, alive. A subscription made after that
        // receives nothing, as one to a subject kept but never sent to.
        return .unserialized { [weak subscribers] observer, lifetime in
            subscribers?.subscribe(observer, lifetime: lifetime)
        }
    }

    @inlinable
    public func send(_ event: Event<Value, Failure>) {
        subscribers.broadcast(event)
    }

    public func receive(from source: Signal<Value, Failure>, lifetime: CompositeDisposable) {
        subscribers.receive(from: source, into: observer, lifetime: lifetime)
    }
}
