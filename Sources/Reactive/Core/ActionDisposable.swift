import Synchronization

/// Runs a closure once, when first disposed (RAC's `[RACDisposable disposableWithBlock:]`).
public final class ActionDisposable: Disposable, @unchecked Sendable {  // atomic: the exchange on `disposed` hands
    // `action` to exactly one disposing thread; nothing else touches it after init
    private var action: (@Sendable () -> Void)?
    private let disposed = Atomic<Bool>(false)

    /// A disposable that runs `action` the first time it is disposed, and
    /// releases it then.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    /// A disposable that only records that it was disposed.
    public init() {
        self.action = nil
    }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let taken = action
        action = nil
        taken?()
    }
}
