import Synchronization

/// A weak reference to an object that tests hand across threads and closures,
/// to see whether a subscription still keeps the object alive.
final class WeakBox: Sendable {
    private let reference = Mutex<WeakReference?>(nil)
    init(_ object: AnyObject?) { reference.withLock { $0 = WeakReference(object) } }
    var object: AnyObject? { reference.withLock { $0?.object } }

    private struct WeakReference: Sendable {
        // Only read and written under `reference`'s lock.
        nonisolated(unsafe) weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }
}
