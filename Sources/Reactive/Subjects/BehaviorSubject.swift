/// A subject that sends its latest value, or its initial one, to every new
/// subscriber, then the live events (RAC's `RACBehaviorSubject`).
///
/// - next: on subscription, the value most recently sent (or `initial` if none
///   was); then each value sent from then on.
/// - failed / completed: the first terminal event goes to every current
///   subscriber and ends the subject: later events are ignored and its source
///   subscriptions (`signal.subscribe(subject)`) are disposed.
/// - late subscribers: one that subscribes after the terminal event receives
///   the latest value and nothing else — RAC 2.5's `RACBehaviorSubject` sends
///   its current value on every subscription and, being a `RACSubject`, never
///   replays the terminal event. RxSwift's `BehaviorSubject` sends only the
///   terminal event instead.
/// - disposal: disposing a subscription removes the subscriber.
///
/// The latest value and the live values join without a gap or a duplicate,
/// even when a subscriber arrives while another thread sends; as with
/// ``ReplaySubject``, such a subscriber (or one subscribing from inside a
/// callback) gets its first value right after the event being delivered.
public final class BehaviorSubject<Value: Sendable, Failure: Error>: SubjectProtocol {
    private let core: ReplayCore<Value, Failure>

    /// A subject whose current value is `initial` until a value is sent
    /// (RAC's `+behaviorSubjectWithDefaultValue:`).
    public init(initial: Value) {
        core = ReplayCore(capacity: 1, initial: [initial], replaysTermination: false)
    }

    public var signal: Signal<Value, Failure> { core.signal }

    public func send(_ event: Event<Value, Failure>) { core.send(event) }

    public func receive(from source: Signal<Value, Failure>, lifetime: CompositeDisposable) {
        core.receive(from: source, into: observer, lifetime: lifetime)
    }
}
