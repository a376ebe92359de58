/// The meeting point of one subscription, which pushes events from any
/// thread, and the async iterator of ``SignalValues``, which pulls them one
/// `next()` at a time: a buffer bounded by a ``SignalBufferingPolicy``, the
/// terminal event, and at most one waiting `next()`.
///
/// The subscription starts at the first `next()` and is disposed when the
/// signal terminates, when the consuming task is cancelled, or when the
/// iterator is dropped. Continuations are resumed outside the lock.
final class ValuesChannel<Value: Sendable, Failure: Error>: Sendable {
    typealias Continuation = CheckedContinuation<Result<Value?, Failure>, Never>

    /// What a `next()` gets: an answer at once, a wait, or a wait that starts the subscription.
    private enum RequestAction {
        case resume(Result<Value?, Failure>)
        case subscribe
        case wait
    }

    private struct State {
        var buffer = Queue<Value>()
        /// The terminal event, once received, until it is handed out.
        var terminal: Result<Value?, Failure>?
        /// Set once the terminal result or the cancellation has been handed
        /// out: every later `next()` returns `nil`.
        var isFinished = false
        var waiting: Continuation?
        var hasSubscribed = false
        /// The subscription, once made and while it may need disposing.
        var subscription: (any Disposable)?
    }

    // Locked guards the buffer, the terminal event, the waiting continuation
    // and the subscription: the signal's thread and the consumer's meet here.
    private let state = Locked(State())
    private let signal: Signal<Value, Failure>
    private let policy: SignalBufferingPolicy

    init(_ signal: Signal<Value, Failure>, policy: SignalBufferingPolicy) {
        if case .bufferingOldest(let limit) = policy { precondition(limit >= 0, "a buffer limit must not be negative") }
        if case .bufferingNewest(let limit) = policy { precondition(limit >= 0, "a buffer limit must not be negative") }
        self.signal = signal
        self.policy = policy
    }

    /// Answers `continuation` with the next buffered value, the terminal
    /// result, or — once something arrives — the next event. Subscribes on
    /// the first call.
    func request(_ continuation: Continuation) {
        let action = state.withLock { state -> RequestAction in
            if state.isFinished { return .resume(.success(nil)) }
            if let value = state.buffer.popFirst() { return .resume(.success(value)) }
            if let terminal = state.terminal {
                state.isFinished = true
                state.terminal = nil
                return .resume(terminal)
            }
            state.waiting = continuation
            if state.hasSubscribed { return .wait }
            state.hasSubscribed = true
            return .subscribe
        }
        switch action {
        case .resume(let result): continuation.resume(returning: result)
        case .wait: break
        case .subscribe:
            let subscription = signal.subscribe(Observer.inPlace { event in self.receive(event) })
            let disposeNow = state.withLock { state -> Bool in
                if state.isFinished || state.terminal != nil { return true }
                state.subscription = subscription
                return false
            }
            if disposeNow { subscription.dispose() }
        }
    }

    /// Ends the iteration for the consumer: disposes the subscription, drops
    /// the buffer, and answers a waiting `next()` with `nil`.
    func cancel() {
        let (waiting, subscription) = state.withLock { state -> (Continuation?, (any Disposable)?) in
            state.isFinished = true
            state.buffer = Queue()
            state.terminal = nil
            defer { state.waiting = nil; state.subscription = nil }
            return (state.waiting, state.subscription)
        }
        subscription?.dispose()
        waiting?.resume(returning: .success(nil))
    }

    private func receive(_ event: Event<Value, Failure>) {
        let result: Result<Value?, Failure>
        switch event {
        case .next(let value): result = .success(value)
        case .failed(let failure): result = .failure(failure)
        case .completed: result = .success(nil)
        }
        let waiting = state.withLock { state -> Continuation? in
            guard !state.isFinished, state.terminal == nil else { return nil }
            if let waiting = state.waiting {
                state.waiting = nil
                if event.isTerminal {
                    state.isFinished = true
                    state.subscription = nil
                }
                return waiting
            }
            if event.isTerminal {
                state.terminal = result
                state.subscription = nil
            } else if case .next(let value) = event {
                buffer(value, in: &state.buffer)
            }
            return nil
        }
        waiting?.resume(returning: result)
    }

    private func buffer(_ value: Value, in buffer: inout Queue<Value>) {
        switch policy {
        case .unbounded:
            buffer.append(value)
        case .bufferingOldest(let limit):
            if buffer.count < limit { buffer.append(value) }
        case .bufferingNewest(let limit):
            guard limit > 0 else { return }
            if buffer.count == limit { _ = buffer.removeFirst() }
            buffer.append(value)
        }
    }
}
