#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex that ThreadSanitizer can see: a pthread mutex on the heap, so its
/// address never changes.
///
/// Why not `Synchronization.Mutex`: on Linux it locks with futexes inside the
/// uninstrumented runtime, so TSan sees no ordering between the critical
/// sections it guards and reports them as races. Users run their law tests
/// under `--sanitize=thread`; the engine's own locks must not be what it reports.
final class VisibleMutex: @unchecked Sendable {  // lock: the pthread mutex itself; it is only used through lock/unlock
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the mutex held. Not recursive.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
