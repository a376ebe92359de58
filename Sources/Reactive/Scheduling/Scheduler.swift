/// Decides where and when work runs (RAC's `RACScheduler`).
///
/// Time is measured as a `Duration` since the scheduler's own epoch, so a real
/// scheduler and the virtual-time ``TestScheduler`` are interchangeable in every
/// time-based operator.
public protocol Scheduler: Sendable {
    /// The scheduler's current time, measured from its epoch.
    var now: Duration { get }

    /// Runs `action` as soon as the scheduler allows.
    /// - Returns: a disposable that cancels the action if it has not started, or `nil`
    ///   if the action already ran (immediate scheduling) and cannot be cancelled.
    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)?

    /// Runs `action` once `delay` has passed (RAC's `after:schedule:`).
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> (any Disposable)?

    /// Runs `action` after `delay`, then every `interval`, until disposed
    /// (RAC's `after:repeatingEvery:withLeeway:schedule:`).
    @discardableResult
    func schedule(
        after delay: Duration,
        repeatingEvery interval: Duration,
        leeway: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)?

    /// Runs `action`, handing it a `reschedule` closure that runs it again
    /// (RAC's `scheduleRecursiveBlock:`). Rescheduling never grows the stack,
    /// whatever the depth: queued schedulers go through ``schedule(_:)``, and the
    /// immediate scheduler loops instead of recursing.
    /// - Returns: a disposable that stops any further run.
    func scheduleRecursive(
        _ action: @escaping @Sendable (_ reschedule: @escaping @Sendable () -> Void) -> Void
    ) -> any Disposable
}

extension Scheduler {
    /// Runs `action` after `delay` and then every `interval`, with no leeway.
    @discardableResult
    public func schedule(
        after delay: Duration,
        repeatingEvery interval: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        schedule(after: delay, repeatingEvery: interval, leeway: .zero, action)
    }

    /// Default recursive scheduling: each reschedule goes through ``schedule(_:)``.
    /// Right for any scheduler whose `schedule` does not run the action on the
    /// caller's stack.
    public func scheduleRecursive(
        _ action: @escaping @Sendable (_ reschedule: @escaping @Sendable () -> Void) -> Void
    ) -> any Disposable {
        let disposable = CompositeDisposable()
        scheduleRecursiveStep(action, disposable: disposable)
        return disposable
    }

    private func scheduleRecursiveStep(
        _ action: @escaping @Sendable (_ reschedule: @escaping @Sendable () -> Void) -> Void,
        disposable: CompositeDisposable
    ) {
        guard !disposable.isDisposed else { return }
        let scheduled = SerialDisposable()
        let token = disposable.add(scheduled)
        scheduled.inner = schedule {
            if let token { disposable.remove(token) }
            guard !disposable.isDisposed else { return }
            action { self.scheduleRecursiveStep(action, disposable: disposable) }
        }
    }
}
