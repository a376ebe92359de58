/// The lifetime of one inner subscription of ``Signal/flattenMap(_:)``: a
/// composite the inner signal runs within, and a node of its operator's
/// ``InnerLifetimes`` while the inner signal runs.
///
/// Being its own list node is what makes listing and unlisting it a few
/// stores under one lock: as an entry of the outer lifetime, a composite, it
/// cost an existential stored in a growing array, a bisection to find it
/// again and a compaction of the holes (about 200 instructions per inner
/// signal).
@usableFromInline
final class InnerLifetime: CompositeDisposable, @unchecked Sendable { // lock: `next`, `previous` and `isListed` are only touched under the owning InnerLifetimes' spin lock, or by its disposal once it has unlinked every node
    /// The node listed after this one; held strongly, so the list keeps its nodes.
    @exclusivity(unchecked) fileprivate var next: InnerLifetime?
    /// The node listed before this one; the list's strong reference runs the other way.
    @exclusivity(unchecked) fileprivate unowned(unsafe) var previous: InnerLifetime?
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
final class InnerLifetimes: Disposable, @unchecked Sendable { // lock: every stored var is only touched inside `lock.withLock`
    private let lock = SpinLock()
    @exclusivity(unchecked) private var first: InnerLifetime?
    @exclusivity(unchecked) private unowned(unsafe) var last: InnerLifetime?
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var sourceRuns = true

    @usableFromInline
    init() {}

    deinit {
        // One node at a time: releasing the head would release the chain
        // recursively, one stack frame per node still listed.
        var node = first
        first = nil
        while let current = node {
            node = current.next
            current.next = nil
        }
    }

    @usableFromInline
    var isDisposed: Bool { lock.withLock { disposed } }

    /// Lists `lifetime` last, or disposes it at once if this list is already
    /// disposed.
    /// - Returns: whether it was listed.
    @usableFromInline
    func insert(_ lifetime: InnerLifetime) -> Bool {
        let listed = lock.withLock { () -> Bool in
            guard !disposed else { return false }
            lifetime.isListed = true
            lifetime.previous = last
            if let last { last.next = lifetime } else { first = lifetime }
            last = lifetime
            return true
        }
        if !listed { lifetime.dispose() }
        return listed
    }

    /// Unlists `lifetime`, whose inner signal completed, without disposing
    /// it. The caller holds `lifetime`, so the list's reference is never the
    /// last one (no deinitializer runs under the lock).
    /// - Returns: whether nothing is left to complete: the source has
    ///   completed and `lifetime` was the last listed inner lifetime.
    @usableFromInline
    func remove(_ lifetime: InnerLifetime) -> Bool {
        lock.withLock { () -> Bool in
            guard !disposed, lifetime.isListed else { return false }
            lifetime.isListed = false
            let next = lifetime.next
            let previous = lifetime.previous
            lifetime.next = nil
            lifetime.previous = nil
            if let next { next.previous = previous } else { last = previous }
            if let previous { previous.next = next } else { first = next }
            return !sourceRuns && first == nil
        }
    }

    /// Records that the source has completed.
    /// - Returns: whether nothing is left to complete: no inner lifetime is listed.
    @usableFromInline
    func sourceCompleted() -> Bool {
        lock.withLock { () -> Bool in
            guard sourceRuns, !disposed else { return false }
            sourceRuns = false
            return first == nil
        }
    }

    /// Disposes every listed inner lifetime, in the order they were listed,
    /// outside the lock; later insertions are disposed at once.
    @usableFromInline
    func dispose() {
        let listed = lock.withLock { () -> InnerLifetime? in
            guard !disposed else { return nil }
            disposed = true
            defer { first = nil; last = nil }
            return first
        }
        // No other thread touches a node once `disposed` is set.
        var node = listed
        while let current = node {
            node = current.next
            current.next = nil
            current.previous = nil
            current.isListed = false
            current.dispose()
        }
    }
}
