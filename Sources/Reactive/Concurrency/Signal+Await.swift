// Awaiting one result of a signal, without blocking a thread (the blocking
// forms, `first(timeout:)` and friends, are RAC's `-first`, `-toArray`). In
// an async context these overloads are the ones chosen. Each subscribes
// anew, and the cancellation of the awaiting task disposes the subscription.

extension Signal {
    /// The signal's first value, awaited (RAC's `-first`, without blocking).
    ///
    /// - next: the first value is returned, and the subscription disposed.
    /// - completed: `nil`, when it completes without a value.
    /// - failed: throws the error, when it fails before a value.
    /// - cancellation of the awaiting task: disposes the subscription and
    ///   returns `nil`. Buffers at most one value.
    public func first() async throws(Failure) -> Value? {
        var iterator = values(bufferingPolicy: .bufferingOldest(1)).makeAsyncIterator()
        return try await iterator.next()
    }

    /// The signal's last value, awaited once it completes (RAC's `-last`
    /// style of `-toArray`, without blocking).
    ///
    /// - next: remembered; only the latest is kept.
    /// - completed: returns the last value, or `nil` if there was none.
    /// - failed: throws the error.
    /// - cancellation of the awaiting task: disposes the subscription and
    ///   returns the last value received before it, or `nil`. Buffers at
    ///   most one value.
    public func last() async throws(Failure) -> Value? {
        var last: Value?
        for try await value in values(bufferingPolicy: .bufferingNewest(1)) {
            last = value
        }
        return last
    }

    /// Every value of the signal, awaited once it completes (RAC's
    /// `-toArray`, without blocking).
    ///
    /// - next: appended.
    /// - completed: returns the values, in order.
    /// - failed: throws the error.
    /// - cancellation of the awaiting task: disposes the subscription and
    ///   returns the values received before it.
    public func collect() async throws(Failure) -> [Value] {
        var collected: [Value] = []
        for try await value in values {
            collected.append(value)
        }
        return collected
    }
}
