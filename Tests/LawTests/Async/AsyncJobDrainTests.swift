import Synchronization
import Testing

@testable import ReactiveLaws

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

extension AsyncLawSuites {
    /// The guard of the runtime hook (`AsyncJobDrain`, internal by design): if
    /// the runtime stops calling `swift_task_enqueueGlobal_hook`, or tasks stop
    /// inheriting the case's priority, these fail loudly instead of async laws
    /// silently running on the cooperative pool in any order.
    @Suite("Async: the runtime hook captures the case's jobs")
    struct AsyncJobDrainTests {
        /// Where a job ran: its thread, and whether the drain was running it.
        final class Sightings: Sendable {
            let threads = Mutex<[UInt]>([])
            func see() { threads.withLock { $0.append(currentThread()) } }
        }

        @Test("a Task {} started by a case's task runs on the drain, on the calling thread, only when drained")
        func unstructuredTaskRunsOnTheDrain() {
            let sightings = Sightings()
            let (ranBeforeDrain, jobs) = AsyncJobDrain.run { () -> (Bool, Int) in
                AsyncJobDrain.spawn {
                    sightings.see()
                    let inner = Task { sightings.see() }
                    await inner.value
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask { sightings.see() }
                    }
                    async let late: Void = sightings.see()
                    await late
                }
                // Nothing may run before the drain: with the hook off, the pool would have run it already or soon.
                let ranBeforeDrain = !sightings.threads.withLock { $0.isEmpty }
                return (ranBeforeDrain, AsyncJobDrain.drain())
            }
            #expect(!ranBeforeDrain, "a job of the case ran before the drain: the enqueue hook did not capture it")
            #expect(jobs >= 4, "the drain ran \(jobs) jobs; the case's tasks did not reach it")
            let threads = sightings.threads.withLock { $0 }
            #expect(threads.count == 4, "only \(threads.count) of 4 tasks ran on the drain")
            #expect(threads.allSatisfy { $0 == currentThread() }, "a task of the case ran on another thread")
        }

        @Test("a task that is not the case's goes to the pool while a case holds the hook")
        func otherTasksPassThrough() async {
            let sightings = Sightings()
            let (outside, ranOnTheDrain) = AsyncJobDrain.run { () -> (Task<Void, Never>, Int) in
                let outside = Task.detached { sightings.see() }
                return (outside, AsyncJobDrain.drain())
            }
            await outside.value
            #expect(ranOnTheDrain == 0, "the hook captured a job that was not the case's")
            #expect(sightings.threads.withLock { $0.count } == 1)
        }
    }
}

/// The calling thread's identity.
private func currentThread() -> UInt {
    #if canImport(Glibc)
        UInt(pthread_self())
    #else
        UInt(bitPattern: pthread_self())
    #endif
}
