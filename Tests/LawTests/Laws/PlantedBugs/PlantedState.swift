import Synchronization

/// The per-subscription state of a planted operator. Signal closures are
/// `@Sendable`, so the state sits behind a `Mutex` even though a replay
/// delivers on one thread.
final class PlantedState<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    /// Runs `body` on the state with the mutex held.
    func with<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
}
