/// Something that can be torn down: a subscription, a scheduled action, a resource.
///
/// Every disposable in this library is idempotent and thread-safe: `dispose()`
/// may be called any number of times from any thread, and the teardown runs once.
/// This is RAC's `RACDisposable` contract.
public protocol Disposable: AnyObject, Sendable {
    /// Whether `dispose()` has been called (or the disposable was created disposed).
    var isDisposed: Bool { get }

    /// Tears the resource down. Later calls do nothing.
    func dispose()
}
