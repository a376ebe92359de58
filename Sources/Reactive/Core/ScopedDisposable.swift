/// Disposes its inner disposable when it is released (RAC's `-asScopedDisposable`).
///
/// Keep one in a property or a local to tie a subscription to an owner's lifetime.
public final class ScopedDisposable: Disposable {
    /// The disposable disposed when this one is disposed or released.
    public let inner: any Disposable

    /// Wraps `inner` so that it is disposed when this object goes away.
    public init(_ inner: any Disposable) {
        self.inner = inner
    }

    deinit { inner.dispose() }

    public var isDisposed: Bool { inner.isDisposed }

    public func dispose() { inner.dispose() }
}

extension Disposable {
    /// A disposable that disposes `self` when it is released.
    public func scoped() -> ScopedDisposable { ScopedDisposable(self) }
}
