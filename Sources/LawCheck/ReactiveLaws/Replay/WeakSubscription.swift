import Reactive

/// A subscription's disposable held weakly: whether a subscription its
/// subscriber dropped without disposing it is still kept alive by something.
final class WeakSubscription: @unchecked Sendable {  // lock: none needed: written once by the initializer; the weak
    // reference is read after the replay, on the thread that ran it
    private weak var object: AnyObject?

    init(_ subscription: any Disposable) {
        object = subscription as AnyObject
    }

    /// Whether the subscription is still alive.
    var isAlive: Bool { object != nil }
}
