import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The state word of a step computed at most once (a memoized head, tail or
/// block of a ``ReactiveSequence``): `pending → running → done`, or
/// `pending → running → runningWithWaiters → done` when other threads asked
/// while it ran.
///
/// Why not a lock per cell: a sequence allocates one cell per element it
/// builds from closures, and a pthread mutex costs two allocations and a
/// lock/unlock pair per read. Here a read of a done cell is one acquiring
/// load, the first read is one compare-exchange and one exchange, and only a
/// reader that finds another thread computing touches a (shared, striped)
/// mutex to sleep on. The mutexes are pthread ones and the state is an
/// atomic, so ThreadSanitizer sees every happens-before edge.
@usableFromInline
enum OnceState {
    @usableFromInline static var pending: UInt8 { 0 }
    @usableFromInline static var running: UInt8 { 1 }
    @usableFromInline static var runningWithWaiters: UInt8 { 2 }
    @usableFromInline static var done: UInt8 { 3 }

    /// Whether the caller has claimed the computation and must run it, then
    /// call ``publish(_:owner:)``. `false` means the result is there: done
    /// already, or done by another thread while this one waited.
    @inlinable @inline(__always)
    static func claim(_ state: borrowing Atomic<UInt8>, owner: AnyObject) -> Bool {
        let (claimed, found) = state.compareExchange(
            expected: pending, desired: running, successOrdering: .acquiring, failureOrdering: .acquiring
        )
        if claimed { return true }
        if found != done { OnceParking.shared.wait(until: state, isDoneFor: ObjectIdentifier(owner)) }
        return false
    }

    /// Marks the computation claimed by ``claim(_:owner:)`` done, after its
    /// result has been stored, and wakes the threads waiting for it.
    @inlinable @inline(__always)
    static func publish(_ state: borrowing Atomic<UInt8>, owner: AnyObject) {
        if state.exchange(done, ordering: .acquiringAndReleasing) == runningWithWaiters {
            OnceParking.shared.wake(ObjectIdentifier(owner))
        }
    }
}

/// Where readers sleep while another thread computes a cell they need: a
/// fixed table of pthread mutex/condition pairs, picked by the cell's address.
///
/// Soundness (`@safe`): binding: `mutexes` and `conditions` are allocated
/// and initialized here as `stripes` pthread mutexes and conditions, never
/// moved, and only passed to pthread calls; bounds: `stripe(_:)` masks with
/// `stripes - 1`; lifetimes: the one instance, `shared`, lives as long as
/// the process, so the memory is never freed while a thread waits.
@usableFromInline
@safe final class OnceParking: @unchecked Sendable {  // lock: each condition is waited on and broadcast only with its
    // stripe's pthread mutex held
    @usableFromInline static let shared = OnceParking()

    private static var stripes: Int { 64 }
    private let mutexes: UnsafeMutablePointer<pthread_mutex_t>
    private let conditions: UnsafeMutablePointer<pthread_cond_t>

    private init() {
        unsafe mutexes = .allocate(capacity: Self.stripes)
        unsafe conditions = .allocate(capacity: Self.stripes)
        for stripe in 0..<Self.stripes {
            unsafe (mutexes + stripe).initialize(to: pthread_mutex_t())
            unsafe (conditions + stripe).initialize(to: pthread_cond_t())
            unsafe pthread_mutex_init(mutexes + stripe, nil)
            unsafe pthread_cond_init(conditions + stripe, nil)
        }
    }

    private func stripe(_ owner: ObjectIdentifier) -> Int {
        Int(bitPattern: UInt(bitPattern: owner.hashValue) >> 4) & (Self.stripes - 1)
    }

    /// Sleeps until `state` is done. Marks it `runningWithWaiters` under the
    /// stripe's mutex first, so the publisher (which must take that mutex to
    /// wake anyone) cannot wake before this thread waits.
    @usableFromInline
    func wait(until state: borrowing Atomic<UInt8>, isDoneFor owner: ObjectIdentifier) {
        let index = stripe(owner)
        unsafe pthread_mutex_lock(mutexes + index)
        defer { unsafe pthread_mutex_unlock(mutexes + index) }
        while true {
            let current = state.load(ordering: .acquiring)
            if current == OnceState.done { return }
            if current == OnceState.running {
                _ = state.compareExchange(
                    expected: OnceState.running, desired: OnceState.runningWithWaiters, ordering: .acquiring)
                continue
            }
            unsafe pthread_cond_wait(conditions + index, mutexes + index)
        }
    }

    /// Sleeps while `state` is `running` (or `runningWithWaiters`): for a
    /// state its holder sets back to `pending` when done (the producer of a
    /// ``SequenceLazyBlock``), and wakes this stripe if it finds waiters.
    @usableFromInline
    func wait(whileRunning state: borrowing Atomic<UInt8>, for owner: ObjectIdentifier) {
        let index = stripe(owner)
        unsafe pthread_mutex_lock(mutexes + index)
        defer { unsafe pthread_mutex_unlock(mutexes + index) }
        while true {
            let current = state.load(ordering: .acquiring)
            if current == OnceState.running {
                _ = state.compareExchange(
                    expected: OnceState.running, desired: OnceState.runningWithWaiters, ordering: .acquiring)
                continue
            }
            if current != OnceState.runningWithWaiters { return }
            unsafe pthread_cond_wait(conditions + index, mutexes + index)
        }
    }

    @usableFromInline
    func wake(_ owner: ObjectIdentifier) {
        let index = stripe(owner)
        unsafe pthread_mutex_lock(mutexes + index)
        unsafe pthread_cond_broadcast(conditions + index)
        unsafe pthread_mutex_unlock(mutexes + index)
    }
}
