import Dispatch

@testable import Reactive

/// A test scheduler that only runs actions "now": its clock stays at zero,
/// delayed actions ignore their delay, and repeating actions are not supported.
protocol NowOnlyTimeScheduler: Scheduler {}

extension NowOnlyTimeScheduler {
    var now: Duration { .zero }

    /// Ignores the delay: the tests using this scheduler only schedule "now".
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        schedule(action)
    }

    func schedule(
        after delay: Duration,
        repeatingEvery interval: Duration,
        leeway: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        preconditionFailure("not used by the tests")
    }
}

/// Runs every action on a concurrent Dispatch queue: actions may overlap and
/// run in any order, which `deliver(on:)` must hide from its observer.
///
/// Nothing runs until ``start()``, so that a test can pile actions up and then
/// release them all at once onto several threads.
struct ConcurrentTimeScheduler: NowOnlyTimeScheduler {
    let queue = DispatchQueue(label: "TimeTests.concurrent", attributes: [.concurrent, .initiallyInactive])

    func start() { queue.activate() }

    func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        let disposable = ActionDisposable()
        queue.async { if !disposable.isDisposed { action() } }
        return disposable
    }
}

/// A QueueScheduler whose queue can tell whether code runs on it.
final class TimeMarkedQueueScheduler: Sendable {
    let scheduler = QueueScheduler(label: "TimeTests.marked")
    private let key = DispatchSpecificKey<Int>()

    init() {
        scheduler.queue.setSpecific(key: key, value: 1)
    }

    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == 1 }
}

/// Holds actions until ``runNewestFirst()``, which runs them in reverse order:
/// the worst order a concurrent scheduler could pick.
final class TimeReversingScheduler: NowOnlyTimeScheduler {
    private let actions = Locked<[(ActionDisposable, @Sendable () -> Void)]>([])

    init() {}

    func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        let disposable = ActionDisposable()
        actions.withLock { $0.append((disposable, action)) }
        return disposable
    }

    func runNewestFirst() {
        let pending = actions.withLock { actions in
            defer { actions = [] }
            return actions
        }
        for (disposable, action) in pending.reversed() where !disposable.isDisposed { action() }
    }
}
