// Awaiting one result of a signal, without blocking a thread. These overload
// the blocking `first(timeout:)`, `last(timeout:)` and `toArray(timeout:)`
// (RAC's `-first`, `-toArray`), and an async context picks them, so code
// there cannot block by accident. All values are awaited with `toArray()`,
// not `collect()`: in an async context an async `collect()` would be picked
// over the `collect()` operator (RAC's `-collect`, a signal of one array),
// and `signal.collect().subscribe(…)` would stop compiling there. Each call
// subscribes anew, and the cancellation of the awaiting task disposes the
// subscription.
//
// They throw `CancellationError` when the awaiting task is cancelled before
// the answer is known, as `Task.sleep` does, rather than return what a
// completion would: a partial array or a `nil` would be indistinguishable
// from a signal that ended there. So they are untyped `throws`: the
// signal's `Failure`, or `CancellationError`.

extension Signal {
    /// The signal's first value, awaited (RAC's `-first`, without blocking).
    ///
    /// Subscribes to ``take(_:)`` of 1: the subscription ends right after the
    /// first value, so a synchronous signal that never ends (a generator
    /// looping until its lifetime is disposed) still answers.
    ///
    /// - next: the first value is returned, and the subscription disposed.
    /// - completed: `nil`, when it completes without a value.
    /// - failed: throws the signal's error, when it fails before a value.
    /// - cancellation of the awaiting task before a value: disposes the
    ///   subscription and throws `CancellationError`.
    public func first() async throws -> Value? {
        var iterator = await take(1).values(bufferingPolicy: .bufferingOldest(1)).makeCancellableIterator()
        return try await iterator.nextUnlessCancelled()
    }

    /// The signal's last value, awaited once it completes (the async form of
    /// ``last(timeout:)``).
    ///
    /// - next: remembered; only the latest is kept.
    /// - completed: returns the last value, or `nil` if there was none.
    /// - failed: throws the signal's error.
    /// - cancellation of the awaiting task before the end: disposes the
    ///   subscription and throws `CancellationError`.
    ///
    /// A signal that never completes never answers. One that sends
    /// synchronously forever holds the awaiting task's thread — it never
    /// yields — until the task is cancelled, which stops a generator that
    /// checks its lifetime; use ``first()`` or ``take(_:)`` on such a signal.
    public func last() async throws -> Value? {
        var iterator = await values(bufferingPolicy: .bufferingNewest(1)).makeCancellableIterator()
        var last: Value?
        while let value = try await iterator.nextUnlessCancelled() {
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
    /// - failed: throws the signal's error — never a partial array.
    /// - cancellation of the awaiting task before the end: disposes the
    ///   subscription and throws `CancellationError` — never a partial array.
    ///
    /// A signal that never completes never answers. One that sends
    /// synchronously forever holds the awaiting task's thread — it never
    /// yields — and buffers without end, until the task is cancelled, which
    /// stops a generator that checks its lifetime; take a prefix first
    /// (``take(_:)``).
    public func toArray() async throws -> [Value] {
        var iterator = await values.makeCancellableIterator()
        var collected: [Value] = []
        while let value = try await iterator.nextUnlessCancelled() {
            collected.append(value)
        }
        return collected
    }
}
