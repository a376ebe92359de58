import Reactive  // Locked: a lock ThreadSanitizer sees (Mutex is invisible to it on Linux)

/// A count shared by a subscription's callbacks, which may run on any thread.
final class Counter: Sendable {
    private let value = Locked(0)

    /// Adds one and returns the new count.
    func increment() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}
