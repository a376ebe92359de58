import Dispatch

@testable import Reactive

/// Suspends until `condition` holds, polling; fails the wait after about five seconds.
func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
    for _ in 0..<5_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}

/// An async sequence over an `AsyncStream` that counts the iterations begun
/// and the iterations over (their iterator released): a task that iterates it
/// and is gone leaves the two equal.
struct ProbedSequence: AsyncSequence, Sendable {
    typealias Element = Int

    let stream: AsyncStream<Int>
    let begun = Counter()
    let over = Counter()

    func makeAsyncIterator() -> Iterator {
        begun.increment()
        return Iterator(base: stream.makeAsyncIterator(), end: IterationEnd(over))
    }

    struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Int>.Iterator
        let end: IterationEnd

        mutating func next() async -> Int? { await base.next() }
    }

    /// Counts its own release.
    final class IterationEnd: Sendable {
        let over: Counter
        init(_ over: Counter) { self.over = over }
        deinit { over.increment() }
    }
}
