#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mutual exclusion for writing corpus files, across the threads of this
/// process and across processes.
///
/// Two locks, because neither covers both cases everywhere:
/// - across processes, `flock` on the corpus *directory* (a lock file would
///   land in the user's repository, and the corpus file itself is replaced by
///   `rename`, so a lock on it would guard an inode that is about to vanish);
/// - within the process, a mutex. `flock` locks belong to the open file
///   description, so separately opened descriptors do exclude each other
///   locally too on Linux and macOS, but where `flock` is emulated with
///   `fcntl` record locks (NFS on Linux) locks are per process and threads
///   would not exclude each other. The mutex makes that case correct.
///
/// Recording is rare (once per failing property), so one process-wide mutex
/// for all directories costs nothing measurable.
enum CorpusLock {
    private static let inProcess = VisibleMutex()

    /// Runs `body` while holding both locks for `directory`, which must exist.
    static func withLock<Result>(
        directory: String, _ body: () throws(CorpusError) -> Result
    ) throws(CorpusError) -> Result {
        try inProcess.withLock { () throws(CorpusError) -> Result in
            let descriptor = open(directory, O_RDONLY)
            if descriptor < 0 {
                throw CorpusError("cannot lock corpus directory \(directory): \(String(cString: strerror(errno)))")
            }
            // Closing the descriptor releases the lock, also on a throw.
            defer { close(descriptor) }
            while flock(descriptor, LOCK_EX) != 0 {
                if errno != EINTR {
                    throw CorpusError("cannot lock corpus directory \(directory): \(String(cString: strerror(errno)))")
                }
            }
            return try body()
        }
    }
}
