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
@usableFromInline
final class Locked<State: Sendable>: @unchecked Sendable { // lock: `state` is only touched with `mutex` (a pthread mutex) held
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// Guards `initialState`.
    @inlinable
    init(_ initialState: State) {
        state = .allocate(capacity: 1)
        state.initialize(to: initialState)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state. Not recursive: `body` must
    /// not call anything that could take this lock again.
    @inlinable
    func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
