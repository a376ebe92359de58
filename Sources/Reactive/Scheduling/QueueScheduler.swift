import Dispatch
import Foundation

/// Runs actions on a serial Dispatch queue (RAC's `RACQueueScheduler` /
/// `RACTargetQueueScheduler`). Actions never run concurrently with each other,
/// and while one runs, ``Schedulers/current`` is this scheduler.
public final class QueueScheduler: Scheduler {
    /// The serial queue actions run on.
    public let queue: DispatchQueue

    /// A scheduler on a new serial queue with the given label and quality of service.
    public init(label: String = "Reactive.QueueScheduler", qos: DispatchQoS = .default) {
        queue = DispatchQueue(label: label, qos: qos)
    }

    /// A scheduler that targets `targetQueue` through a serial queue of its own,
    /// so actions stay serialized even when the target is concurrent.
    public init(targeting targetQueue: DispatchQueue, label: String = "Reactive.QueueScheduler") {
        queue = DispatchQueue(label: label, target: targetQueue)
    }

    public var now: Duration { SystemClock.now }

    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        let disposable = ActionDisposable()
        queue.async { [self] in
            guard !disposable.isDisposed else { return }
            Schedulers.perform(as: self, action)
        }
        return disposable
    }

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        let disposable = ActionDisposable()
        queue.asyncAfter(deadline: .now() + .nanoseconds(max(0, delay.nanoseconds))) { [self] in
            guard !disposable.isDisposed else { return }
            Schedulers.perform(as: self, action)
        }
        return disposable
    }

    @discardableResult
    public func schedule(
        after delay: Duration,
        repeatingEvery interval: Duration,
        leeway: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        // Each tick is scheduled against an absolute deadline, so ticks do not drift.
        let disposable = ActionDisposable()
        let period = DispatchTimeInterval.nanoseconds(max(1, interval.nanoseconds))
        let slack = max(0, leeway.nanoseconds)
        @Sendable func tick(at deadline: DispatchTime) {
            queue.asyncAfter(deadline: deadline + .nanoseconds(slack / 2)) {
                guard !disposable.isDisposed else { return }
                Schedulers.perform(as: self, action)
                tick(at: deadline + period)
            }
        }
        tick(at: .now() + .nanoseconds(max(0, delay.nanoseconds)))
        return disposable
    }
}
