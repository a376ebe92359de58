/// The lifetime of one inner subscription of ``Signal/flattenMap(_:)``: a
/// composite the inner signal runs within, and a node of its operator's
/// ``InnerLifetimes`` while the inner signal runs.
///
/// Being its own list node is what makes listing and unlisting it a few
/// stores under one lock: as an entry of the outer lifetime, a composite, it
/// cost an existential stored in a growing array, a bisection to find it
/// again and a compaction of the holes (with the atomic counter that the
/// list's lock replaced, about 350 instructions per inner signal).
@usableFromInline
@safe final class InnerLifetime: CompositeDisposable, @unchecked Sendable {  // lock: `next`, `previous` and `isListed`
    // are only touched under the owning InnerLifetimes' spin lock, or by its disposal once it has unlinked every node
    // The links are unmanaged: the list holds one reference to each node it
    // lists, taken when it lists it, and stores and reads its links without
    // reference counting (a strong or unowned link cost two retains and two
    // releases to list a node).
    // Soundness (`@safe`; lifetimes): a link is followed only while the
    // list holds its node (retained by `insert`, released once by `remove`,
    // `dispose` or the list's deinitializer, each after unlinking it, and
    // `isListed` says which one owes it), so `_withUnsafeGuaranteedRef` on a
    // link never meets a freed node. Exclusivity: see the class comment's
    // lock; `insert` checks with a precondition, in release builds too, that
    // a node is never listed twice, which would break both.
    @exclusivity(unchecked) fileprivate var next: Unmanaged<InnerLifetime>?
    @exclusivity(unchecked) fileprivate var previous: Unmanaged<InnerLifetime>?
    @exclusivity(unchecked) fileprivate var isListed = false

    @inlinable
    override init() {
        super.init(callingDidEnd: false)
    }
}

/// The inner lifetimes of one ``Signal/flattenMap(_:)`` subscription that
/// have not completed, in the order they were listed, and whether its source
/// still runs: one entry of the subscription's lifetime, which disposes every
/// listed inner lifetime when it is disposed.
///
/// It also counts what has yet to complete for the merged signal to
/// complete (the source and each listed inner signal), under the lock it
/// lists them with, instead of in an atomic counter of its own.
///
/// It holds the inner lifetimes, never the operator's forwarding observers,
/// so it keeps nothing alive that a source must be able to let go of (see
/// ``InnerSubscriptions``).
@usableFromInline
@safe final class InnerLifetimes: Disposable, @unchecked Sendable {  // lock: every stored var is only touched inside
    // `lock.withLock`
    private let lock = SpinLock()
    /// The first and last listed nodes, each retained once by the list.
    @exclusivity(unchecked) private var first: Unmanaged<InnerLifetime>?
    @exclusivity(unchecked) private var last: Unmanaged<InnerLifetime>?
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var sourceRuns = true

    @usableFromInline
    init() {}

    deinit {
        // The list's references to the nodes still listed (a subscription
        // dropped without being disposed): released one by one, as no node
        // holds the next.
        var node = unsafe first
        while let current = unsafe node {
            unsafe node = unsafe current._withUnsafeGuaranteedRef { unsafe $0.next }
            unsafe current.release()
        }
    }

    @usableFromInline
    var isDisposed: Bool { lock.withLock { unsafe disposed } }

    /// Lists `lifetime` last, or disposes it at once if this list is already
    /// disposed.
    /// - Returns: whether it was listed.
    @usableFromInline
    func insert(_ lifetime: InnerLifetime) -> Bool {
        // Retained before it is listed: a disposal right after the lock may release it.
        let node = unsafe Unmanaged.passRetained(lifetime)
        let listed = lock.withLock { () -> Bool in
            guard unsafe !disposed else { return false }
            precondition(unsafe !lifetime.isListed, "an inner lifetime listed twice")
            unsafe lifetime.isListed = true
            unsafe lifetime.previous = unsafe last
            if let last = unsafe last {
                unsafe last._withUnsafeGuaranteedRef { unsafe $0.next = unsafe node }
            } else {
                unsafe first = unsafe node
            }
            unsafe last = unsafe node
            return true
        }
        if !listed {
            unsafe node.release()
            lifetime.dispose()
        }
        return listed
    }

    /// Unlists `lifetime`, whose inner signal completed, without disposing
    /// it. The list's reference is released after the lock is given back, so
    /// that no deinitializer can run under it, whoever else holds `lifetime`.
    /// - Returns: whether nothing is left to complete: the source has
    ///   completed and `lifetime` was the last listed inner lifetime.
    @usableFromInline
    func remove(_ lifetime: InnerLifetime) -> Bool {
        let (unlisted, isLast) = lock.withLock { () -> (Bool, Bool) in
            guard unsafe !disposed, unsafe lifetime.isListed else { return (false, false) }
            unsafe lifetime.isListed = false
            let next = unsafe lifetime.next
            let previous = unsafe lifetime.previous
            unsafe lifetime.next = nil
            unsafe lifetime.previous = nil
            if let next = unsafe next {
                unsafe next._withUnsafeGuaranteedRef { unsafe $0.previous = unsafe previous }
            } else {
                unsafe last = unsafe previous
            }
            if let previous = unsafe previous {
                unsafe previous._withUnsafeGuaranteedRef { unsafe $0.next = unsafe next }
            } else {
                unsafe first = unsafe next
            }
            return unsafe (true, !sourceRuns && first == nil)
        }
        // The reference `insert` retained for the list, owed while
        // `isListed` was true, and no longer reachable from the list.
        if unlisted { unsafe Unmanaged.passUnretained(lifetime).release() }
        return isLast
    }

    /// Records that the source has completed.
    /// - Returns: whether nothing is left to complete: no inner lifetime is listed.
    @usableFromInline
    func sourceCompleted() -> Bool {
        lock.withLock { () -> Bool in
            guard unsafe sourceRuns, unsafe !disposed else { return false }
            unsafe sourceRuns = false
            return unsafe first == nil
        }
    }

    /// Disposes every listed inner lifetime, in the order they were listed,
    /// outside the lock; later insertions are disposed at once.
    @usableFromInline
    func dispose() {
        let listed = unsafe lock.withLock { () -> Unmanaged<InnerLifetime>? in
            guard unsafe !disposed else { return nil }
            unsafe disposed = true
            defer {
                unsafe first = nil
                unsafe last = nil
            }
            return unsafe first
        }
        // No other thread touches a node once `disposed` is set.
        var node = unsafe listed
        while let current = unsafe node {
            let lifetime = unsafe current.takeRetainedValue()
            unsafe node = unsafe lifetime.next
            unsafe lifetime.next = nil
            unsafe lifetime.previous = nil
            unsafe lifetime.isListed = false
            lifetime.dispose()
        }
    }
}
