import Dispatch

/// Why a blocking wait on a signal (``Signal/first(timeout:)``,
/// ``Signal/toArray(timeout:)``, …) produced no answer.
///
/// RAC reported these through `success:` / `error:` out-parameters and a `nil`
/// result; here they are one typed error.
public enum WaitError<Failure: Error>: Error {
    /// The signal failed before the answer was known.
    case failed(Failure)
    /// The timeout passed before the signal gave the answer; its subscription was disposed.
    case timedOut
    /// The signal completed without the value asked for (``Signal/first(timeout:)`` or
    /// ``Signal/last(timeout:)`` of a signal that sent none).
    case empty
}

extension WaitError: Equatable where Failure: Equatable {}

extension Signal {
    /// Blocks the calling thread until the signal sends its first value, and
    /// returns it (RAC's `-first`, `-firstOrDefault:success:error:`).
    ///
    /// Subscribes to `take(1)`: the subscription ends right after the first value.
    /// - Throws: ``WaitError/empty`` if the signal completes without a value,
    ///   ``WaitError/failed(_:)`` if it fails first, ``WaitError/timedOut`` if
    ///   `timeout` passes first (`nil`, the default, waits forever, as RAC does).
    ///
    /// Never call this from the thread or queue the signal delivers on: it would
    /// wait for itself.
    public func first(timeout: Duration? = nil) throws(WaitError<Failure>) -> Value {
        let first = try wait(timeout: timeout, stopAfterFirst: true, initial: Value?.none) { $0 = $1 }
        guard let first else { throw .empty }
        return first
    }

    /// Blocks until the signal sends its first value and returns it, or returns
    /// `defaultValue` if the signal completes without a value (RAC's `-firstOrDefault:`).
    /// - Throws: ``WaitError/failed(_:)`` or ``WaitError/timedOut``, as ``first(timeout:)``.
    public func first(default defaultValue: Value, timeout: Duration? = nil) throws(WaitError<Failure>) -> Value {
        try wait(timeout: timeout, stopAfterFirst: true, initial: defaultValue) { $0 = $1 }
    }

    /// Blocks until the signal completes, and returns its last value (RAC has no
    /// such method; it is `-toArray`'s last element without keeping the others).
    /// - Throws: ``WaitError/empty`` if it completed without a value,
    ///   ``WaitError/failed(_:)`` if it failed (even after values),
    ///   ``WaitError/timedOut`` if `timeout` passed first.
    public func last(timeout: Duration? = nil) throws(WaitError<Failure>) -> Value {
        let last = try wait(timeout: timeout, stopAfterFirst: false, initial: Value?.none) { $0 = $1 }
        guard let last else { throw .empty }
        return last
    }

    /// Blocks until the signal completes, ignoring its values (RAC's `-waitUntilCompleted:`).
    /// - Throws: ``WaitError/failed(_:)`` if it failed, ``WaitError/timedOut``
    ///   if `timeout` passed first.
    public func waitUntilCompleted(timeout: Duration? = nil) throws(WaitError<Failure>) {
        try wait(timeout: timeout, stopAfterFirst: false, initial: ()) { _, _ in }
    }

    /// Blocks until the signal completes, and returns all its values in order
    /// (RAC's `-toArray`, i.e. `[[signal collect] first]`).
    /// - Throws: ``WaitError/failed(_:)`` if it failed — never a partial array —
    ///   or ``WaitError/timedOut`` if `timeout` passed first.
    public func toArray(timeout: Duration? = nil) throws(WaitError<Failure>) -> [Value] {
        try wait(timeout: timeout, stopAfterFirst: false, initial: [Value]()) { $0.append($1) }
    }

    /// Subscribes, folds the values into `initial` with `accumulate`, and blocks
    /// until the signal terminates (or, with `stopAfterFirst`, sends a value).
    private func wait<Answer: Sendable>(
        timeout: Duration?,
        stopAfterFirst: Bool,
        initial: Answer,
        accumulate: @escaping @Sendable (inout Answer, Value) -> Void
    ) throws(WaitError<Failure>) -> Answer {
        // Locked: the answer is built on the signal's thread and read on the waiting one.
        let progress = Locked(WaitProgress<Answer, Failure>(answer: initial))
        let finished = DispatchSemaphore(value: 0)
        let subscription = (stopAfterFirst ? take(1) : self).subscribe(
            Observer.inPlace { event in
                let ended = progress.withLock { progress -> Bool in
                    guard progress.outcome == nil else { return false }
                    switch event {
                    case .next(let value):
                        accumulate(&progress.answer, value)
                        return false
                    case .failed(let failure):
                        progress.outcome = .failed(failure)
                    case .completed:
                        progress.outcome = .completed
                    }
                    return true
                }
                if ended { finished.signal() }
            })
        if let timeout, finished.wait(timeout: .now() + .nanoseconds(max(0, timeout.nanoseconds))) == .timedOut {
            subscription.dispose()
        } else if timeout == nil {
            finished.wait()
        }
        // The first outcome recorded wins: an event that raced the timeout is kept.
        let (answer, outcome) = progress.withLock { progress in
            if progress.outcome == nil { progress.outcome = .timedOut }
            return (progress.answer, progress.outcome!)
        }
        switch outcome {
        case .completed: return answer
        case .failed(let failure): throw .failed(failure)
        case .timedOut: throw .timedOut
        }
    }
}

/// What a blocking wait has gathered so far, and how it ended.
private struct WaitProgress<Answer: Sendable, Failure: Error>: Sendable {
    enum Outcome {
        case completed
        case failed(Failure)
        case timedOut
    }

    var answer: Answer
    var outcome: Outcome?
}
