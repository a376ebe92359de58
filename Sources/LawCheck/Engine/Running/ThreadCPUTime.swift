#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU time the calling thread has used so far. The generation health
/// check measures this rather than wall time: on a loaded machine a
/// descheduled process would otherwise make a fast generator look slow, and
/// fail a property that has nothing wrong with it.
@usableFromInline
enum ThreadCPUTime {
    @inlinable
    static var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
