import Synchronization

/// Runs a closure once, when first disposed (RAC's `[RACDisposable disposableWithBlock:]`).
public final class ActionDisposable: Disposable {
    // Locked: hands the action to exactly one disposing thread.
    private let action: Locked<(@Sendable () -> Void)?>
    private let disposed = Atomic<Bool>(false)

    /// A disposable that runs `action` the first time it is disposed.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    /// A disposable with nothing to do; `isDisposed` still turns true on `dispose()`.
    public init() {
        self.action = Locked(nil)
    }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let taken = action.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        taken?()
    }
}
