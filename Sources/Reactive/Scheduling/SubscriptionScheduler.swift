/// The scheduler subscriptions are started on when they need a known one
/// (RAC's private `RACSubscriptionScheduler`, reached as
/// ``Schedulers/subscription``).
///
/// When the calling thread already has a current scheduler
/// (``Schedulers/current`` is not `nil`: it runs an action of a scheduler, or
/// a subscription), ``schedule(_:)`` runs the action at once, on that thread,
/// and returns `nil`; otherwise it hands the action to a
/// background ``QueueScheduler`` shared by the process. Delayed, repeating and
/// recursive actions go to the current scheduler, or to that background
/// scheduler when there is none; ``now`` is the clock of the same scheduler.
public struct SubscriptionScheduler: Scheduler {
    /// The background scheduler used from threads that run no scheduler's action.
    static let background = QueueScheduler(label: "Reactive.SubscriptionScheduler")

    init() {}

    /// The scheduler that gets everything but an immediate ``schedule(_:)``.
    private var target: any Scheduler { Schedulers.current ?? Self.background }

    public var now: Duration { target.now }

    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        guard Schedulers.current != nil else { return Self.background.schedule(action) }
        action()
        return nil
    }

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        target.schedule(after: delay, action)
    }

    @discardableResult
    public func schedule(
        after delay: Duration,
        repeatingEvery interval: Duration,
        leeway: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        target.schedule(after: delay, repeatingEvery: interval, leeway: leeway, action)
    }

    /// Recursion goes to the target scheduler: the immediate path would grow
    /// the stack with every reschedule.
    public func scheduleRecursive(
        _ action: @escaping @Sendable (_ reschedule: @escaping @Sendable () -> Void) -> Void
    ) -> any Disposable {
        target.scheduleRecursive(action)
    }
}
