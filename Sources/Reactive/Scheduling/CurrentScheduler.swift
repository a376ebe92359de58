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
    /// — that scheduler; `nil` on a thread that is not running a scheduled
    /// action. ``ImmediateScheduler`` runs its actions on the caller's thread
    /// without changing it, as RAC's immediate scheduler does. There is no main
    /// thread scheduler on this platform, so the main thread is no exception.
    public static var current: (any Scheduler)? {
        guard let pointer = unsafe pthread_getspecific(currentKey) else { return nil }
        return unsafe pointer.assumingMemoryBound(to: (any Scheduler).self).pointee
    }

    /// The scheduler for starting subscriptions (RAC's `+subscriptionScheduler`):
    /// runs an action at once when the calling thread is already running a
    /// scheduler's action, and on a background queue otherwise — so the work it
    /// runs always has a ``current`` scheduler.
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
