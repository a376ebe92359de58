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
    /// - Each iterator subscribes anew, when it is made (`for await` makes
    ///   it just before its first `next()`), and buffers from then on.
    /// - next: the signal's values, in order, minus those `policy` drops.
    /// - completed: the iteration ends (`next()` returns `nil`) after the
    ///   buffered values.
    /// - failed: `next()` throws the error after the buffered values, and
    ///   returns `nil` from then on.
    /// - cancellation: cancelling the consuming task, or dropping the
    ///   iterator, disposes the subscription at once; a `next()` waiting or
    ///   called after that returns `nil`, as `AsyncStream`'s does, and nothing
    ///   the signal sends after it is delivered. (``toArray()``, ``first()``
    ///   and ``last()`` throw `CancellationError` instead.)
    ///
    /// When the subscription starts is where RxSwift's users and RAC's would
    /// disagree. RxSwift's `values` subscribes when the sequence is made, so
    /// a hot source's values sent between making it and iterating it are
    /// kept. Here the sequence is, like the signal, a description: making it
    /// runs nothing, and each iteration is a subscription of its own (a cold
    /// signal's work — a request, a file read — runs once per `for await`, as
    /// it runs once per `subscribe`, and never for a sequence that is made
    /// but not iterated). The iterator is the subscription, so it starts
    /// buffering when it is made, as Combine's `AsyncPublisher` does: to
    /// keep a hot source's values from some point on, make the iterator
    /// there (`var iterator = subject.signal.values.makeAsyncIterator()`)
    /// and call `next()` later.
    ///
    /// A signal that sends synchronously when subscribed (`Signal.from`, a
    /// generator's loop) sends inside `makeAsyncIterator()`, on the
    /// consumer's own thread, before it returns: nothing blocks a sender, so
    /// the buffer takes what the consumer cannot take yet. A synchronous
    /// signal that never ends therefore never returns from
    /// `makeAsyncIterator()` (and, unbounded, buffers without end): its loop
    /// holds the consumer's thread, and no `await` can suspend a loop that
    /// never reaches one. Move its work to another thread with
    /// ``subscribe(on:)`` and bound the buffer (`.bufferingNewest(n)`) to
    /// iterate it, or take a prefix first (``take(_:)``), whose end disposes
    /// the source; ``first()`` does so itself.
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

    /// Subscribes, and returns the iterator of that subscription. In a task
    /// already cancelled it does not subscribe, and its `next()` returns `nil`.
    public func makeAsyncIterator() -> Iterator {
        let channel = ValuesChannel(signal, policy: policy)
        if Task.isCancelled { channel.cancel() } else { channel.start() }
        return Iterator(channel)
    }

    /// ``makeAsyncIterator()``, with the subscription under the task's
    /// cancellation handler: cancelling the task while a synchronous signal
    /// is still sending inside the subscription disposes it, so a generator
    /// that checks its lifetime stops, and the iteration ends as cancelled.
    func makeCancellableIterator() async -> Iterator {
        let channel = ValuesChannel(signal, policy: policy)
        await withTaskCancellationHandler {
            channel.start()
        } onCancel: {
            channel.cancel()
        }
        return Iterator(channel)
    }

    /// Iterates one subscription to the signal, made with the iterator.
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

        /// ``next()``, isolated to the caller's `actor`, as `for await` calls it.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Value? {
            let channel = owner.channel
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in channel.request(continuation) }
            } onCancel: {
                channel.cancel()
            }
            return try result.get()
        }

        /// The next value; `nil` once the signal has completed; throws the
        /// signal's error, or `CancellationError` once the consuming task is
        /// cancelled before the end (for the awaiting forms, ``Signal/toArray()``…).
        mutating func nextUnlessCancelled() async throws -> Value? {
            guard let value = try await next() else {
                if owner.channel.wasCancelled { throw CancellationError() }
                return nil
            }
            return value
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
