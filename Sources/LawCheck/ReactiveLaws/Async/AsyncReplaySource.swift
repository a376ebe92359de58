import Reactive

/// A schedule's source replayed as an `AsyncSequence` of `Int`s failing
/// with ``TestFailure``: what an async operator under test is handed by
/// ``Schedule/asyncTrace(_:)``.
///
/// - Each iterator is a subscription of its own, made at its first `next()`
///   (as this package's `Signal.values` does): a cold source replays its
///   script from that tick (events listed before it arrive at it), a hot one
///   delivers the events after it.
/// - next: the values, each at its virtual tick, kept until asked for
///   (pull-driven: a value waits in the iterator until the consumer asks).
/// - failure: `next()` throws `TestFailure` naming the source, after the
///   values before it; completion: `next()` returns `nil`; both for good.
/// - cancellation: cancelling the task waiting in `next()`, or calling it
///   from a cancelled task, ends the subscription and returns `nil`; so does
///   dropping the iterator. The case's audit records how each ended.
public struct AsyncReplaySource: AsyncSequence, Sendable {
    /// The source's values: the schedule's numbers.
    public typealias Element = Int
    /// The source's failure, naming it.
    public typealias Failure = TestFailure

    let index: Int
    let replay: AsyncReplay

    /// A new iterator: a subscription of its own, made at its first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(owner: IteratorOwner(index: index, replay: replay))
    }

    /// Iterates one subscription to the source, made at the first `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        /// The source's values.
        public typealias Element = Int
        /// The source's failure.
        public typealias Failure = TestFailure

        let owner: IteratorOwner

        /// The next value at its tick; `nil` after completion or cancellation; throws the source's failure.
        public mutating func next() async throws(TestFailure) -> Int? {
            try await next(isolation: nil)
        }

        /// As ``next()``, on `actor`'s isolation.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(TestFailure) -> Int? {
            let subscription = owner.subscription()
            let event = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in subscription.request(continuation) }
            } onCancel: {
                subscription.cancel()
            }
            switch event {
            case .next(let value)?: return value
            case .failed(let failure)?: throw failure
            case .completed?, nil: return nil
            }
        }
    }
}

/// Subscribes an iterator at its first `next()` and ends the subscription
/// when the iterator is dropped; nothing but the iterator holds it.
final class IteratorOwner: Sendable {
    private let index: Int
    private let replay: AsyncReplay
    // Locked: an iterator may be moved between tasks, one at a time.
    private let made = Locked<AsyncSubscription?>(nil)

    init(index: Int, replay: AsyncReplay) {
        self.index = index
        self.replay = replay
    }

    func subscription() -> AsyncSubscription {
        if let subscription = made.withLock({ $0 }) { return subscription }
        let subscription = replay.subscribe(to: index)
        made.withLock { $0 = subscription }
        return subscription
    }

    deinit {
        made.withLock { $0 }?.release()
    }
}

/// One subscription to a replayed source: the events delivered and not yet
/// asked for, the `next()` waiting for one, and whether the subscription
/// ended — `next()` returned the source's terminal event, its task was
/// cancelled in or before a `next()`, or its iterator was dropped.
final class AsyncSubscription: Sendable {
    private struct State {
        var buffer: [Event<Int, TestFailure>] = []
        var waiting: CheckedContinuation<Event<Int, TestFailure>?, Never>?
        var ended = false
    }

    /// The source's marble name.
    let name: String
    /// The tick of the first `next()`.
    let subscribedAt: Int
    private let onPull: @Sendable (AsyncSubscription) -> Void
    // Locked: deliveries come from the driver, requests and cancellations from the case's tasks.
    private let state = Locked(State())

    init(name: String, subscribedAt: Int, onPull: @escaping @Sendable (AsyncSubscription) -> Void) {
        self.name = name
        self.subscribedAt = subscribedAt
        self.onPull = onPull
    }

    /// Whether the subscription has ended.
    var hasEnded: Bool { state.withLock { $0.ended } }

    /// Whether a `next()` is waiting for an event.
    var isAwaited: Bool { state.withLock { $0.waiting != nil } }

    /// A `next()`: answered at once with a kept event (or `nil` once ended), else when one arrives.
    func request(_ continuation: CheckedContinuation<Event<Int, TestFailure>?, Never>) {
        onPull(self)
        let answer: Event<Int, TestFailure>?? = state.withLock { state in
            if state.ended { return .some(nil) }
            guard !state.buffer.isEmpty else {
                state.waiting = continuation
                return nil
            }
            let event = state.buffer.removeFirst()
            if event.isTerminal { state.ended = true }
            return .some(event)
        }
        if let answer { continuation.resume(returning: answer) }
    }

    /// An event of the source, at its tick: to the waiting `next()`, else kept.
    func deliver(_ event: Event<Int, TestFailure>) {
        let waiting = state.withLock { state -> CheckedContinuation<Event<Int, TestFailure>?, Never>? in
            guard !state.ended else { return nil }
            guard let waiting = state.waiting else {
                state.buffer.append(event)
                return nil
            }
            state.waiting = nil
            if event.isTerminal { state.ended = true }
            return waiting
        }
        waiting?.resume(returning: event)
    }

    /// The cancellation of the task in or entering `next()`.
    func cancel() {
        let waiting = state.withLock { state -> CheckedContinuation<Event<Int, TestFailure>?, Never>? in
            state.ended = true
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: nil)
    }

    /// The iterator was dropped (no `next()` can be waiting: it holds the iterator).
    func release() {
        state.withLock { $0.ended = true }
    }
}
