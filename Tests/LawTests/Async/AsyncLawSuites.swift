import Testing

/// Every async law test of this target, serialized as one: an async case
/// holds a process-wide lock and runs its jobs on the calling thread, so at
/// most one thread of the cooperative pool is ever blocked by these tests
/// (the other tests keep the rest of the pool), and a case never waits for
/// the pool (its jobs run on the drain), so nothing can deadlock.
@Suite("Async laws", .serialized)
struct AsyncLawSuites {}
