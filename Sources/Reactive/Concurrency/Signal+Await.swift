// Awaiting one result of a signal, without blocking a thread. These overload
// the blocking `first(timeout:)`, `last(timeout:)` and `toArray(timeout:)`
// (RAC's `-first`, `-toArray`), and an async context picks them, so code
// there cannot block by accident. All values are awaited with `toArray()`,
// not `collect()`: in an async context an async `collect()` would be picked
// over the `collect()` operator (RAC's `-collect`, a signal of one array),
// and `signal.collect().subscribe(…)` would stop compiling there. Each call
// subscribes anew, and the cancellation of the awaiting task disposes the
// subscription.

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

    /// The signal's last value, awaited once it completes (the async form of
    /// ``last(timeout:)``).
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
    /// `-toArray`, without blocking; the signal-returning `-collect` is
    /// ``collect()``).
    ///
    /// - next: appended.
    /// - completed: returns the values, in order.
    /// - failed: throws the error.
    /// - cancellation of the awaiting task: disposes the subscription and
    ///   returns the values received before it.
    public func toArray() async throws(Failure) -> [Value] {
        var collected: [Value] = []
        for try await value in values {
            collected.append(value)
        }
        return collected
    }
}
