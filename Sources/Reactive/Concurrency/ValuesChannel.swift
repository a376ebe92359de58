/// The meeting point of one subscription, which pushes events from any
/// thread, and the async iterator of ``SignalValues``, which pulls them one
/// `next()` at a time: a buffer bounded by a ``SignalBufferingPolicy``, the
/// terminal event, and at most one waiting `next()`.
///
/// The subscription starts at ``start()``, when the iterator is made, and is
/// disposed when the signal terminates, when the consuming task is
/// cancelled, or when the iterator is dropped. Continuations are resumed
/// outside the lock.
final class ValuesChannel<Value: Sendable, Failure: Error>: Sendable {
    typealias Continuation = CheckedContinuation<Result<Value?, Failure>, Never>

    private struct State {
        var buffer = Queue<Value>()
        /// The terminal event, once received, until it is handed out.
        var terminal: Result<Value?, Failure>?
        /// Set once the terminal result or the cancellation has been handed
        /// out: every later `next()` returns `nil`.
        var isFinished = false
        /// Set when ``cancel()`` ended the iteration before the terminal
        /// result was handed out.
        var wasCancelled = false
        var waiting: Continuation?
    }

    // Locked guards the buffer, the terminal event and the waiting
    // continuation: the signal's thread and the consumer's meet here.
    private let state = Locked(State())
    /// The subscription's parent: made before it starts, so that a
    /// cancellation arriving while a synchronous signal is still sending
    /// inside ``start()`` disposes it there, and a generator that checks its
    /// lifetime stops.
    private let lifetime = CompositeDisposable()
    private let signal: Signal<Value, Failure>
    private let policy: SignalBufferingPolicy

    init(_ signal: Signal<Value, Failure>, policy: SignalBufferingPolicy) {
        if case .bufferingOldest(let limit) = policy { precondition(limit >= 0, "a buffer limit must not be negative") }
        if case .bufferingNewest(let limit) = policy { precondition(limit >= 0, "a buffer limit must not be negative") }
        self.signal = signal
        self.policy = policy
    }

    /// Subscribes to the signal; what it sends synchronously is buffered
    /// before this returns. Does nothing once cancelled.
    func start() {
        guard !state.withLock({ $0.isFinished }) else { return }
        // Part of `lifetime`: disposed with it, and released from it when the signal ends.
        signal.subscribe(Observer(inPlace: { event in self.receive(event) }, lifetime: lifetime))
    }

    /// Answers `continuation` with the next buffered value, the terminal
    /// result, or — once something arrives — the next event.
    func request(_ continuation: Continuation) {
        let answer = state.withLock { state -> Result<Value?, Failure>? in
            if state.isFinished { return .success(nil) }
            if let value = state.buffer.popFirst() { return .success(value) }
            if let terminal = state.terminal {
                state.isFinished = true
                state.terminal = nil
                return terminal
            }
            state.waiting = continuation
            return nil
        }
        if let answer { continuation.resume(returning: answer) }
    }

    /// Whether ``cancel()`` ended the iteration before its terminal result
    /// was handed out (a `next()` returning `nil` then means cancellation,
    /// not completion).
    var wasCancelled: Bool { state.withLock { $0.wasCancelled } }

    /// Ends the iteration for the consumer: disposes the subscription, drops
    /// the buffer, and answers a waiting `next()` with `nil`.
    func cancel() {
        let waiting = state.withLock { state -> Continuation? in
            if !state.isFinished { state.wasCancelled = true }
            state.isFinished = true
            state.buffer = Queue()
            state.terminal = nil
            defer { state.waiting = nil }
            return state.waiting
        }
        lifetime.dispose()
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
                if event.isTerminal { state.isFinished = true }
                return waiting
            }
            if event.isTerminal {
                state.terminal = result
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
