import Reactive

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs every job of an async law's case on the calling thread, one at a
/// time, in the order the runtime enqueued them: the deterministic executor
/// of ``Schedule/asyncTrace(_:)``. This is the only file that touches the
/// concurrency runtime below its public API.
///
/// How: while a case runs, the runtime's global enqueue hook
/// (`swift_task_enqueueGlobal_hook`, the variable swift-async-algorithms'
/// own `AsyncSequenceValidation` sets) is pointed at a function that keeps
/// the jobs of the case's tasks in a FIFO queue instead of handing them to
/// the cooperative pool; ``drain()`` runs them with the public
/// `UnownedJob.runSynchronously(on:)` until the queue is empty, which is
/// exactly when the case is quiescent. The case's tasks are told apart by
/// their priority, ``priority``: every task started by a task inherits it
/// (`Task {}`, task groups, `async let`, actor hops, resumed continuations),
/// so the jobs of other tests running in the same process go to the pool as
/// usual and never run here.
///
/// Why not public API: task executor preference (SE-0417) does not reach
/// `Task {}`, which most async operators use to pull their upstreams, and
/// custom global executors (SE-0471) are SPI in Swift 6.3; the hook is the
/// only way to capture those jobs. It is a runtime variable read without
/// synchronization, process-wide, so only one case may install it at a time
/// (``run(_:)`` holds a process lock), and it is removed after each case.
///
/// What breaks if the runtime changes: if the symbol disappears, ``run(_:)``
/// stops with a message naming it; if it stops being consulted, or priorities
/// stop being inherited, the case's jobs run on the pool, concurrently and
/// in any order, and the test `AsyncJobDrainTests` fails loudly (a `Task {}`
/// started in a case must run on the drain, on the drain's thread). Not
/// captured, by design or by the runtime: `Task.detached` and tasks given
/// an explicit priority (they do not inherit the mark), a task escalated by a
/// higher-priority task awaiting it (nothing outside a case awaits its tasks),
/// the main actor, and real sleeps (`Task.sleep`, `ContinuousClock`):
/// operators under test take the case's ``VirtualClock`` instead. A task of a
/// case still suspended at its end and resumed later runs on the pool, at
/// this priority, like any task.
enum AsyncJobDrain {
    /// The priority that marks the case's tasks: below every named priority
    /// (background is 9), so nothing outside a case uses it and no task of a
    /// case is ever escalated by another of the case.
    static let priority = TaskPriority(rawValue: 3)

    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The runtime's hook variable. Sound: a pointer found once (a static's
    /// initialization is thread-safe) and written only by ``run(_:)``, which
    /// holds ``processLock``; the runtime reads it, pointer-sized and aligned.
    nonisolated(unsafe) private static let hookSlot: UnsafeMutablePointer<Hook?> = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else {
            preconditionFailure(
                "AsyncJobDrain: the Swift runtime has no swift_task_enqueueGlobal_hook; async laws cannot run deterministically"
            )
        }
        return symbol.assumingMemoryBound(to: Hook?.self)
    }()

    /// One async case at a time in the process: the hook and the queue are global.
    private static let processLock = Locked(())

    /// The captured jobs, first in first out (`head` is the next to run).
    private static let queue = Locked<(jobs: [UnownedJob], head: Int)>(([], 0))

    /// The executor captured jobs run "on": they belong to no actor, and a
    /// job enqueued on it directly joins the queue like any other.
    private final class DrainExecutor: SerialExecutor {
        func enqueue(_ job: consuming ExecutorJob) {
            AsyncJobDrain.append(UnownedJob(job))
        }
    }

    private static let executor = DrainExecutor()

    private static func append(_ job: UnownedJob) {
        queue.withLock { $0.jobs.append(job) }
    }

    /// Runs `body` with the hook installed, holding the process lock; drains
    /// what `body` left queued before removing the hook, so no job of the
    /// case reaches the pool.
    static func run<Result>(_ body: () -> Result) -> Result {
        processLock.withLock { _ in
            hookSlot.pointee = { job, original in
                if job.priority.rawValue == AsyncJobDrain.priority.rawValue {
                    AsyncJobDrain.append(job)
                } else {
                    original(job)
                }
            }
            defer {
                drain()
                hookSlot.pointee = nil
            }
            return body()
        }
    }

    /// Starts `operation` as a task of the case: its jobs, and those of every
    /// task it starts, run on the drain. Call inside ``run(_:)``.
    @discardableResult
    static func spawn(_ operation: sending @escaping @isolated(any) () async -> Void) -> Task<Void, Never> {
        Task(priority: priority, operation: operation)
    }

    /// Runs queued jobs on this thread until none is left; returns how many ran.
    @discardableResult
    static func drain() -> Int {
        var count = 0
        while let job = next() {
            job.runSynchronously(on: executor.asUnownedSerialExecutor())
            count += 1
        }
        return count
    }

    private static func next() -> UnownedJob? {
        queue.withLock { queue in
            guard queue.head < queue.jobs.count else {
                queue = ([], 0)
                return nil
            }
            defer { queue.head += 1 }
            return queue.jobs[queue.head]
        }
    }
}
