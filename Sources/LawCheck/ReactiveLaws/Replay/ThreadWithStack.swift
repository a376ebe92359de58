#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread with a stack of a given size, started to run one closure and
/// joined: the stack-safety law replays a deep pipeline on the 512 KB stack
/// of the secondary threads and Dispatch workers of Apple's platforms (test
/// threads have 8 MB, which hides recursion a user's worker would overflow
/// on), and computes its model, which recurses once per stage, on a large one.
enum ThreadWithStack {
    /// The stack of a secondary thread on Apple's platforms: what a user's work may run on.
    static let small = 512 * 1024
    /// A stack for recursion as deep as a nested pipeline's model: reserved, not used, until it is touched.
    static let large = 1 << 30

    /// Runs `body` on a new thread with a stack of `bytes` and returns its result once the thread has ended.
    static func run<Result>(stackSize bytes: Int, _ body: @escaping () -> Result) -> Result {
        let job = Job(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        precondition(
            pthread_attr_setstacksize(&attributes, bytes) == 0, "a thread stack of \(bytes) bytes is not allowed here")
        let argument = Unmanaged.passRetained(job as AnyObject).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
            let created = pthread_create(
                &thread, &attributes,
                { argument in
                    (Unmanaged<AnyObject>.fromOpaque(argument).takeRetainedValue() as! Runnable).run()
                    return nil
                }, argument)
            precondition(created == 0, "pthread_create failed: \(created)")
            pthread_join(thread!, nil)
        #else
            var thread = pthread_t()
            let created = pthread_create(
                &thread, &attributes,
                { argument in
                    (Unmanaged<AnyObject>.fromOpaque(argument!).takeRetainedValue() as! Runnable).run()
                    return nil
                }, argument)
            precondition(created == 0, "pthread_create failed: \(created)")
            pthread_join(thread, nil)
        #endif
        return job.result!
    }

    /// What the started thread runs, without the result's type (a C callback cannot be generic).
    private protocol Runnable: AnyObject {
        func run()
    }

    /// The closure and, once the thread has run it, its result: written by
    /// that thread before `pthread_join` returns and read after, so never
    /// touched by two threads at once.
    private final class Job<Result>: Runnable {
        let body: () -> Result
        var result: Result?

        init(_ body: @escaping () -> Result) { self.body = body }

        func run() { result = body() }
    }
}
