#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that is only ever read or written while a pthread mutex is held.
///
/// Why not `Synchronization.Mutex`: on Linux its lock lives in the
/// uninstrumented runtime, so ThreadSanitizer cannot see it and reports every
/// access it guards as a race. A pthread mutex is intercepted by TSan, so
/// `swift test --sanitize=thread` proves what it should. Uncontended, both cost
/// about the same: one atomic read-modify-write to lock and one to unlock.
///
/// Public, so that an operator of one's own guards its state with it: an
/// operator under test on Linux that keeps its state in a `Mutex` makes
/// `swift test --sanitize=thread` report races that are not there (and hide
/// the ones that are among them), while this lock is seen. Same use as
/// `Mutex`: `let count = Locked(0)`, `count.withLock { $0 += 1 }`.
public struct Locked<State: Sendable>: @unchecked Sendable {  // lock: the state is only touched with the storage's
    // pthread mutex held
    @usableFromInline let storage: LockedStorage<State>

    /// Guards `initialState`.
    @inlinable
    public init(_ initialState: State) {
        storage = LockedStorage.make(initialState)
    }

    /// Runs `body` with exclusive access to the state. Not recursive: `body` must
    /// not call anything that could take this lock again.
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        unsafe try storage.withUnsafeMutablePointers { (state, mutex) throws(Failure) -> Result in
            unsafe pthread_mutex_lock(mutex)
            defer { unsafe pthread_mutex_unlock(mutex) }
            return unsafe try body(&state.pointee)
        }
    }
}

/// The state and its mutex in one heap object: one allocation per lock, and
/// the mutex never moves (a pthread mutex must not be copied once used).
///
/// Soundness (`@safe`): binding: the elements are one `pthread_mutex_t`,
/// initialized by `make` (checked with a precondition, release builds too)
/// and deinitialized by the deinitializer; lifetimes: the pointers
/// `withUnsafeMutablePointers` hands out are used only inside its closure,
/// while `Locked` holds the storage; exclusivity: the state's pointer is
/// dereferenced only with the mutex held.
@usableFromInline
@safe final class LockedStorage<State: Sendable>: ManagedBuffer<State, pthread_mutex_t> {
    @inlinable
    static func make(_ initialState: State) -> LockedStorage {
        let buffer = unsafe create(minimumCapacity: 1) { _ in initialState }
        unsafe buffer.withUnsafeMutablePointerToElements { mutex in
            unsafe mutex.initialize(to: pthread_mutex_t())
            let result = unsafe pthread_mutex_init(mutex, nil)
            precondition(result == 0, "pthread_mutex_init failed: \(result)")
        }
        // `create` called on this class makes an instance of it; checked,
        // once per lock made.
        return unsafe buffer as! LockedStorage
    }

    deinit {
        unsafe withUnsafeMutablePointerToElements { mutex in
            unsafe pthread_mutex_destroy(mutex)
            unsafe mutex.deinitialize(count: 1)
        }
    }
}
