/// Holds one inner disposable that can be replaced (RAC's `RACSerialDisposable`).
///
/// Following RAC 2.5, setting a new inner disposable does **not** dispose the old
/// one — use ``swap(_:)`` to get it back and decide. Once the serial disposable
/// is disposed, its inner disposable is disposed, and anything set later is
/// disposed at once.
public final class SerialDisposable: Disposable {
    private struct State {
        var isDisposed = false
        var inner: (any Disposable)?
    }

    // Locked guards the inner disposable and the disposed flag together.
    private let state: Locked<State>

    /// A serial disposable holding `inner`, if any (RAC's
    /// `+serialDisposableWithDisposable:`).
    public init(_ inner: (any Disposable)? = nil) {
        state = Locked(State(inner: inner))
    }

    /// A serial disposable whose inner disposable runs `action` on disposal
    /// (RAC's `+disposableWithBlock:` on `RACSerialDisposable`); it can be
    /// swapped out like any other.
    public convenience init(_ action: @escaping @Sendable () -> Void) {
        self.init(ActionDisposable(action))
    }

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The current inner disposable. Setting it replaces the old one without disposing it.
    public var inner: (any Disposable)? {
        get { state.withLock { $0.inner } }
        set { swap(newValue) }
    }

    /// Replaces the inner disposable and returns the old one (not disposed).
    /// If this serial disposable is already disposed, `newInner` is disposed at once
    /// and `nil` is returned.
    @discardableResult
    public func swap(_ newInner: (any Disposable)?) -> (any Disposable)? {
        let (old, disposeNew) = state.withLock { state -> ((any Disposable)?, Bool) in
            if state.isDisposed { return (nil, true) }
            defer { state.inner = newInner }
            return (state.inner, false)
        }
        if disposeNew { newInner?.dispose() }
        return old
    }

    public func dispose() {
        let inner = state.withLock { state -> (any Disposable)? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.inner = nil }
            return state.inner
        }
        inner?.dispose()
    }
}
