extension Signal {
    /// The signal's values as an `AsyncSequence` whose failure is the
    /// signal's (RxSwift's and Combine's `values`): `for await value in
    /// signal.values` when `Failure` is `Never`, `for try await` otherwise.
    /// Keeps every value the consumer has not taken yet (see
    /// ``values(bufferingPolicy:)`` for a bounded buffer).
    public var values: SignalValues<Value, Failure> { SignalValues(self, policy: .unbounded) }

    /// The signal's values as an `AsyncSequence`, with a buffer bounded by
    /// `policy` for values that arrive faster than the consumer takes them.
    ///
    /// - Each iterator subscribes anew, at its first `next()`.
    /// - next: the signal's values, in order, minus those `policy` drops.
    /// - completed: the iteration ends (`next()` returns `nil`) after the
    ///   buffered values.
    /// - failed: `next()` throws the error after the buffered values, and
    ///   returns `nil` from then on.
    /// - cancellation: cancelling the consuming task, or dropping the
    ///   iterator, disposes the subscription at once; a `next()` waiting or
    ///   called after that returns `nil`, and nothing the signal sends after
    ///   it is delivered.
    ///
    /// A signal that sends synchronously when subscribed (`Signal.from`, a
    /// generator's loop) sends inside the first `next()`, on the consumer's
    /// own thread, before that call returns: nothing blocks a sender, so
    /// the buffer takes what the consumer cannot take yet. A synchronous
    /// signal that never ends therefore never returns from that first
    /// `next()` (and, unbounded, buffers without end): move its work to
    /// another thread with ``subscribe(on:)`` and bound the buffer
    /// (`.bufferingNewest(n)`) to iterate it, or take a prefix first
    /// (``take(_:)``), whose end disposes the source.
    public func values(bufferingPolicy policy: SignalBufferingPolicy) -> SignalValues<Value, Failure> {
        SignalValues(self, policy: policy)
    }
}

/// A signal's values as an `AsyncSequence` with the signal's typed failure
/// (made by ``Signal/values`` and ``Signal/values(bufferingPolicy:)``, which
/// state the events, the buffering and the cancellation).
public struct SignalValues<Value: Sendable, Failure: Error>: AsyncSequence, Sendable {
    /// The signal's values.
    public typealias Element = Value

    private let signal: Signal<Value, Failure>
    private let policy: SignalBufferingPolicy

    init(_ signal: Signal<Value, Failure>, policy: SignalBufferingPolicy) {
        self.signal = signal
        self.policy = policy
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(ValuesChannel(signal, policy: policy))
    }

    /// Iterates one subscription to the signal, made at the first `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        /// The signal's values.
        public typealias Element = Value

        private let owner: Owner

        init(_ channel: ValuesChannel<Value, Failure>) {
            owner = Owner(channel)
        }

        /// The next value; `nil` once the signal has completed or the
        /// consuming task is cancelled; throws the signal's error.
        public mutating func next() async throws(Failure) -> Value? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Value? {
            let channel = owner.channel
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in channel.request(continuation) }
            } onCancel: {
                channel.cancel()
            }
            return try result.get()
        }
    }

    /// Ends the subscription when the iterator is dropped; the subscription's
    /// observer holds the channel, not this, so nothing keeps it alive.
    private final class Owner: Sendable {
        let channel: ValuesChannel<Value, Failure>

        init(_ channel: ValuesChannel<Value, Failure>) {
            self.channel = channel
        }

        deinit { channel.cancel() }
    }
}
