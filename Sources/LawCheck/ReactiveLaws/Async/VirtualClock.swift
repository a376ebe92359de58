import Reactive

/// The clock of an async law's case (``Schedule/asyncTrace(_:)``): its time
/// is the replay's virtual time, one tick a second, starting at zero.
/// Operators under test that take a `Clock` (`debounce(for:clock:)`,
/// `throttle(for:clock:)`) get this one.
///
/// `sleep(until:)` never sleeps for real: it suspends the task until the
/// case's driver reaches the deadline, which it does as soon as every job
/// before it has run, so a case's wall time does not grow with the virtual
/// time it covers. Cancelling the sleeping task ends the sleep at once with
/// `CancellationError`.
public struct VirtualClock: Clock {
    /// A point of virtual time: the duration since the case began.
    public struct Instant: InstantProtocol {
        /// The virtual time since the case began.
        public var offset: Duration

        /// The instant `offset` after the case began.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The virtual time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    let scheduler: TestScheduler
    let sleeps: Locked<Int>
    /// What runs after a sleeper is woken: the case's drain, so that the
    /// woken task runs before virtual time moves on.
    let afterWake: Locked<@Sendable () -> Void>

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        sleeps = Locked(0)
        afterWake = Locked({ AsyncJobDrain.drain() })
    }

    /// The case's virtual time.
    public var now: Instant { Instant(offset: scheduler.now) }

    /// Any duration can be waited for.
    public var minimumResolution: Duration { .zero }

    /// Suspends until the case's virtual time reaches `deadline`; a deadline
    /// already reached wakes after the work already due now, as a timer of
    /// the signal replay's scheduler would. Throws `CancellationError` if the
    /// task is or gets cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let sleeper = Sleeper()
        sleeps.withLock { $0 += 1 }
        defer { sleeps.withLock { $0 -= 1 } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleeper.wait(continuation)
                let afterWake = afterWake.withLock { $0 }
                sleeper.hold(
                    scheduler.schedule(after: max(.zero, deadline.offset - scheduler.now)) {
                        sleeper.wake()
                        afterWake()
                    })
            }
        } onCancel: {
            sleeper.cancel()
        }
    }

    /// How many tasks are sleeping on this clock now.
    var sleeping: Int { sleeps.withLock { $0 } }
}

/// One sleep: woken by the driver at its deadline or by cancellation,
/// whichever comes first; the other then does nothing.
private final class Sleeper: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Void, any Error>)
        case cancelled
        case done
    }

    // Locked: the driver wakes and the canceller cancels from their own calls.
    private let state = Locked<State>(.idle)
    private let wakeUp = Locked<(any Disposable)?>(nil)

    func wait(_ continuation: CheckedContinuation<Void, any Error>) {
        let cancelled = state.withLock { state -> Bool in
            if case .cancelled = state {
                state = .done
                return true
            }
            state = .waiting(continuation)
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
    }

    func hold(_ work: (any Disposable)?) {
        wakeUp.withLock { $0 = work }
    }

    func wake() {
        if let continuation = take(replacingWith: .done) { continuation.resume() }
    }

    func cancel() {
        if let continuation = take(replacingWith: .cancelled) {
            continuation.resume(throwing: CancellationError())
        }
        wakeUp.withLock { $0 }?.dispose()
    }

    /// The waiting continuation, if any, leaving `next` in its place; a sleep
    /// not yet waiting remembers a cancellation.
    private func take(replacingWith next: State) -> CheckedContinuation<Void, any Error>? {
        state.withLock { state in
            switch state {
            case .waiting(let continuation):
                state = .done
                return continuation
            case .idle:
                if case .cancelled = next { state = .cancelled }
                return nil
            case .cancelled, .done:
                return nil
            }
        }
    }
}
