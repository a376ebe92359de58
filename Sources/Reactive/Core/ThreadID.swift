#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A number that identifies the calling thread among the threads alive now,
/// never 0: how a claimed ``SerializedSink`` recognizes its claimant without
/// an atomic read-modify-write.
@inlinable
func currentThreadID() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}
