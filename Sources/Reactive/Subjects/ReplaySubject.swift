/// A subject that replays its latest values and its terminal event to every
/// new subscriber, then forwards the live events (RAC's `RACReplaySubject`).
///
/// - next: on subscription, the latest `capacity` values sent so far (all of
///   them by default), oldest first; then each value sent from then on.
/// - failed / completed: the first terminal event goes to every current
///   subscriber, and is replayed, after the kept values, to every later one.
///   Later events are ignored and the subject's source subscriptions
///   (`signal.subscribe(subject)`) are disposed.
/// - disposal: disposing a subscription stops its replay between two values
///   and removes the subscriber.
///
/// A subscriber that arrives while another thread is sending receives every
/// value exactly once and in order: the history up to some send, then every
/// later send. All subscribers receive the values in one order, the order of
/// the history (RAC: "the same order live as when replaying").
///
/// Sends and subscriptions are processed one at a time, in arrival order, by
/// whichever thread gets there first, and no lock is held around delivery
/// (RAC holds one). When the subject is idle the replay runs inside
/// `subscribe`; a subscription made while another thread sends, or from inside
/// a subscriber's callback, is replayed right after the event being delivered.
public final class ReplaySubject<Value: Sendable, Failure: Error>: SubjectProtocol {
    private let core: ReplayCore<Value, Failure>

    /// A subject that replays the latest `capacity` values
    /// (RAC's `+replaySubjectWithCapacity:`; the default, `Int.max`, is RAC's
    /// unlimited `+subject`). A capacity of 0 replays only the terminal event.
    public init(capacity: Int = .max) {
        core = ReplayCore(capacity: capacity, replaysTermination: true)
    }

    public var signal: Signal<Value, Failure> { core.signal }

    public func send(_ event: Event<Value, Failure>) { core.send(event) }

    public func receive(from source: Signal<Value, Failure>, lifetime: CompositeDisposable) {
        core.receive(from: source, into: observer, lifetime: lifetime)
    }
}
