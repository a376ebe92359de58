/// The machinery of the replaying subjects (``ReplaySubject``, ``BehaviorSubject``):
/// a history of the latest values and the terminal event, and a handoff that
/// gives each new subscriber the history and then the live events, each value
/// exactly once and in order.
///
/// Sends and subscriptions go through one ``FanIn``, so they are processed one
/// at a time, in arrival order, by whichever thread gets there first; nobody
/// blocks. Processing a subscription replays the history to the new
/// subscriber and only then adds it to the list, and no send can be processed
/// in between, so the replayed and the live values join without a gap or a
/// duplicate. When nothing else is being processed (the usual case) the replay
/// runs synchronously inside `subscribe`; a subscription made while another
/// thread sends, or from inside a subscriber's callback, is replayed right
/// after the event being delivered.
@usableFromInline
struct ReplayCore<Value: Sendable, Failure: Error>: Sendable {
    private enum Input: Sendable {
        case event(Event<Value, Failure>)
        case subscribe(SerializedSink<Value, Failure>)
    }

    private struct History {
        var values: Queue<Value>
        var terminal: Event<Value, Failure>?
    }

    let subscribers = SubjectSubscribers<Value, Failure>()
    private let funnel: FanIn<Input>

    /// - Parameters:
    ///   - capacity: how many of the latest values to keep.
    ///   - initial: the history before anything is sent.
    ///   - replaysTermination: whether a subscriber arriving after the terminal
    ///     event receives it after the replayed values.
    init(capacity: Int, initial: [Value] = [], replaysTermination: Bool) {
        precondition(capacity >= 0, "a replay capacity must not be negative")
        let subscribers = self.subscribers
        var values = Queue<Value>()
        for value in initial.suffix(capacity) { values.append(value) }
        // SerialAccess: only the funnel's serialized `process` touches the history.
        let history = SerialAccess(History(values: values, terminal: nil))
        // The funnel must outlive every send; its lifetime is never disposed.
        // It holds the subscribers weakly, as ``Subject/signal`` does: the
        // subject holds them, and once it is gone nothing can send to them,
        // while the funnel lives on in the subject's signals to replay the
        // history; a subscription holding such a signal (`repeat`, `retry`)
        // must not keep them, and itself through them, alive.
        funnel = FanIn(lifetime: CompositeDisposable()) { [weak subscribers] input in
            switch input {
            case .event(var event):
                guard history.value.terminal == nil else { return }
                if case .next(let value) = event {
                    if capacity > 0 {
                        history.value.values.append(value)
                        if history.value.values.count > capacity { _ = history.value.values.removeFirst() }
                    }
                    subscribers?.forEachCurrent { $0.sendInPlace(&event) }
                } else {
                    history.value.terminal = event
                    for sink in subscribers?.terminate() ?? [] { sink.sendInPlace(&event) }
                }
            case .subscribe(let sink):
                for value in history.value.values.elements {
                    guard !sink.lifetime.isDisposed else { return }
                    sink.send(.next(value))
                }
                if let terminal = history.value.terminal {
                    if replaysTermination { sink.send(terminal) }
                } else if !sink.lifetime.isDisposed {
                    subscribers?.insert(sink)
                }
            }
        }
    }

    var signal: Signal<Value, Failure> {
        let funnel = self.funnel
        return .unserialized { observer, lifetime in
            guard !lifetime.isDisposed else { return }
            funnel.send(.subscribe(SerializedSink(observer, lifetime: lifetime)))
        }
    }

    func send(_ event: Event<Value, Failure>) {
        funnel.send(.event(event))
    }

    func receive(
        from source: Signal<Value, Failure>, into observer: Observer<Value, Failure>, lifetime: CompositeDisposable
    ) {
        subscribers.receive(from: source, into: observer, lifetime: lifetime)
    }
}
