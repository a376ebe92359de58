#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The schedulers RAC reaches through class methods of `RACScheduler`.
/// (Swift does not allow static members on a protocol's own name, so they
/// live here rather than on ``Scheduler``.)
public enum Schedulers {
    /// The scheduler whose action is running on this thread (RAC's
    /// `+currentScheduler`): inside an action of a ``QueueScheduler`` or a
    /// ``TestScheduler`` — including the subscription work of
    /// ``Signal/subscribe(on:)`` and the deliveries of ``Signal/deliver(on:)``
    /// — that scheduler. ``ImmediateScheduler`` runs its actions on the
    /// caller's thread without changing it, as RAC's immediate scheduler does.
    ///
    /// Inside a subscription — a generator of ``Signal/create(_:)`` or
    /// ``Signal/init(_:)-((Observer<Value,Failure>,CompositeDisposable)->Void)`` while it runs, a replaying subject's replay to a
    /// new subscriber, the events of ``Signal/return(_:)``, ``Signal/empty``
    /// and ``Signal/error(_:)`` subscribed directly, and every event and nested subscription they start on
    /// the same stack — it is never `nil`, as in RAC, where every
    /// subscription goes through `+subscriptionScheduler`: it is the
    /// scheduler running the action that subscribed, if any, and otherwise
    /// the background scheduler of ``Schedulers/subscription``. (A replay
    /// that waits behind a send on another thread runs on that thread, and
    /// sees that thread's current scheduler.) Elsewhere on a thread that is
    /// not running a scheduled action it is `nil`. There is no main thread
    /// scheduler on this platform, so the main thread is no exception.
    ///
    /// Where Reactive deliberately differs: RAC, subscribing from a thread
    /// with no current scheduler (other than its main thread), runs the
    /// subscription *later*, on that background scheduler. Reactive always
    /// subscribes at once, on the subscribing thread — every operator, law
    /// and test here relies on a subscription having started when
    /// `subscribe` returns — and reports the background scheduler RAC would
    /// have used, so that work a generator schedules on the current
    /// scheduler (RAC's `-delay:` does) runs where it would in RAC. Reading
    /// the subscription from the thread's `Trampoline`, which counts the
    /// subscriptions running on its stack anyway, keeps this off the
    /// subscription path: only reading `current` pays for it.
    public static var current: (any Scheduler)? {
        guard let pointer = unsafe pthread_getspecific(currentKey) else {
            return unsafe Trampoline.current.depth > 0 ? SubscriptionScheduler.background : nil
        }
        return unsafe pointer.assumingMemoryBound(to: (any Scheduler).self).pointee
    }

    /// The scheduler for starting subscriptions (RAC's `+subscriptionScheduler`):
    /// runs an action at once when the calling thread already has a
    /// ``current`` scheduler (it runs a scheduler's action, or a subscription),
    /// and on a background queue otherwise — so the work it runs always has a
    /// ``current`` scheduler.
    public static let subscription = SubscriptionScheduler()

    /// Runs `action` with `scheduler` as this thread's ``current`` scheduler,
    /// then restores the one before (schedulers' actions nest on a thread when
    /// one runs another's synchronously).
    static func perform(as scheduler: any Scheduler, _ action: () -> Void) {
        let previous = unsafe pthread_getspecific(currentKey)
        // The thread-specific slot points at the caller's own copy, valid
        // only inside `withUnsafePointer`'s closure: no allocation per
        // action. The slot is restored inside the closure, so the pointer
        // never outlives it: this thread, the only reader of its own slot,
        // cannot see it after the closure returns. The pointee is read as
        // the `any Scheduler` it was bound to by `withUnsafePointer`.
        unsafe withUnsafePointer(to: scheduler) { pointer in
            unsafe pthread_setspecific(currentKey, UnsafeRawPointer(pointer))
            defer { unsafe pthread_setspecific(currentKey, previous) }
            action()
        }
    }

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        let result = unsafe pthread_key_create(&key, nil)
        precondition(result == 0, "pthread_key_create failed: \(result)")
        return key
    }()
}
