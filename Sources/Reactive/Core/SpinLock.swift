import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock stored inline in the object it guards, for critical sections of a few
/// instructions that never block or call out.
///
/// Taking it is one atomic compare-exchange and giving it back a plain releasing
/// store, where a pthread mutex costs an allocation to live in, an atomic
/// operation each way, and an initialization and a destruction call. A waiter
/// yields its time slice instead of spinning hot, since on a machine with few
/// cores the holder may have been preempted. The sanitizer sees the acquiring
/// and releasing atomics, so `swift test --sanitize=thread` checks what it guards.
@usableFromInline
struct SpinLock: ~Copyable, Sendable {
    @usableFromInline let isLocked = Atomic<Bool>(false)

    @inlinable
    init() {}

    /// Runs `body` with the lock held. Not recursive; `body` must not block.
    @inlinable
    func withLock<Result>(_ body: () -> Result) -> Result {
        while !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            sched_yield()
        }
        defer { isLocked.store(false, ordering: .releasing) }
        return body()
    }
}
