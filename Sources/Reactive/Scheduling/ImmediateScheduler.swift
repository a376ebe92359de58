import Foundation

/// Runs every action at once, on the caller's thread (RAC's `RACImmediateScheduler`).
///
/// Delayed actions block the caller until their time has come, as RAC's do.
/// Recursive scheduling is trampolined: a reschedule requested from inside the
/// action runs after the action returns, in a loop, so 100,000 levels of
/// recursion use constant stack.
public struct ImmediateScheduler: Scheduler {
    /// The immediate scheduler.
    public init() {}

    public var now: Duration { SystemClock.now }

    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        action()
        return nil
    }

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        if delay > .zero { Thread.sleep(forTimeInterval: delay.timeInterval) }
        action()
        return nil
    }

    /// Repeating on the immediate scheduler would never return; like RAC, this traps.
    @discardableResult
    public func schedule(
        after delay: Duration,
        repeatingEvery interval: Duration,
        leeway: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        preconditionFailure("ImmediateScheduler cannot schedule repeating actions: it would block forever")
    }

    public func scheduleRecursive(
        _ action: @escaping @Sendable (_ reschedule: @escaping @Sendable () -> Void) -> Void
    ) -> any Disposable {
        let disposable = ActionDisposable()
        // Locked: the reschedule closure may be called from any thread.
        let requested = Locked(1)
        while !disposable.isDisposed {
            let run = requested.withLock { count -> Bool in
                guard count > 0 else { return false }
                count -= 1
                return true
            }
            guard run else { break }
            action { requested.withLock { $0 += 1 } }
        }
        return disposable
    }
}

/// The process-wide monotonic clock the real schedulers measure `now` against.
enum SystemClock {
    static let epoch = ContinuousClock.now
    static var now: Duration { ContinuousClock.now - epoch }
}

extension Duration {
    /// The duration in seconds, as Foundation and Dispatch want it.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// The duration in whole nanoseconds, rounding down, clamped to `Int`.
    var nanoseconds: Int {
        let (seconds, attoseconds) = components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? Int.min : Int.max }
        return Int(product) + Int(attoseconds / 1_000_000_000)
    }
}
