import ReactiveLaws
import Synchronization

/// Async operators of one's own, correct and with planted bugs, written as a
/// user would: each iterator pulls its upstreams in tasks of its own and
/// hands values over through an `AsyncThrowingStream`.
enum OwnAsync {
    /// How an operator is broken, if it is.
    enum Bug: Sendable {
        case none
        /// `merge`: the iteration's cancellation does not reach the tasks pulling the sources.
        case cancellationNotPropagated
        /// `merge`: finishes as soon as one source finishes.
        case finishesEarly
        /// `debounce`: the value still waiting when the source completes is lost.
        case lastValueLostOnCompletion
        /// `debounce`: a burst sends its first value instead of its latest.
        case staleValue
        /// `takeLast`: the buffer of the last values is shared by every iteration.
        case sharedBuffer
    }

    /// An `AsyncThrowingStream`'s iterator that answers `nil` once it has
    /// thrown: Swift 6.3's throws the error a second time when
    /// `finish(throwing:)` resumed a `next()` that was waiting (found by the
    /// resource law; repro in Examples/AsyncAlgorithmsLaws/README.md).
    struct StreamIterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<Int, any Error>.Iterator
        var ended = false

        mutating func next() async throws -> Int? {
            guard !ended else { return nil }
            do {
                let value = try await base.next()
                ended = value == nil
                return value
            } catch {
                ended = true
                throw error
            }
        }
    }

    /// `merge(sources)`: every value of every source as it comes; finishes
    /// when all have finished; the first failure ends it.
    struct Merge<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element == Int {
        let bases: [Base]
        var bug: Bug = .none

        func makeAsyncIterator() -> StreamIterator {
            let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            let bases = bases
            let bug = bug
            let driver = Task {
                do {
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for base in bases {
                            group.addTask { for try await value in base { continuation.yield(value) } }
                        }
                        if bug == .finishesEarly {
                            try await group.next()
                            group.cancelAll()
                        } else {
                            // The first failure ends the group, which cancels the other sources.
                            for try await _ in group {}
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            if bug != .cancellationNotPropagated {
                continuation.onTermination = { _ in driver.cancel() }
            }
            return StreamIterator(base: stream.makeAsyncIterator())
        }
    }

    /// `debounce(for: interval, clock:)`: a value once `interval` passes
    /// without another; on completion the waiting value, then the end; a
    /// failure at once, dropping the waiting value.
    struct Debounce<Base: AsyncSequence & Sendable, C: Clock>: AsyncSequence, Sendable
    where Base.Element == Int, C.Duration == Duration {
        let base: Base
        let interval: Duration
        let clock: C
        var bug: Bug = .none

        func makeAsyncIterator() -> StreamIterator {
            let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            let base = base
            let interval = interval
            let clock = clock
            let bug = bug
            let driver = Task {
                let state = DebounceState()
                var generation = 0
                do {
                    for try await value in base {
                        generation += 1
                        let current = generation
                        state.waiting.withLock { waiting in
                            let kept = bug == .staleValue ? waiting?.value ?? value : value
                            waiting = (kept, current)
                        }
                        state.timer.withLock { $0?.cancel() }
                        state.timer.withLock {
                            $0 = Task {
                                guard (try? await clock.sleep(for: interval)) != nil else { return }
                                let due = state.waiting.withLock { w -> Int? in
                                    guard let pending = w, pending.generation == current else { return nil }
                                    w = nil
                                    return pending.value
                                }
                                if let due { continuation.yield(due) }
                            }
                        }
                    }
                    state.timer.withLock { $0?.cancel() }
                    if !Task.isCancelled, bug != .lastValueLostOnCompletion,
                        let pending = state.waiting.withLock({ $0 })
                    {
                        continuation.yield(pending.value)
                    }
                    continuation.finish()
                } catch {
                    state.timer.withLock { $0?.cancel() }
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in driver.cancel() }
            return StreamIterator(base: stream.makeAsyncIterator())
        }
    }

    /// The state of one iteration of `Debounce`: the waiting value and its
    /// generation (a timer sends it if no later value replaced it), and the timer.
    final class DebounceState: Sendable {
        let waiting = Mutex<(value: Int, generation: Int)?>(nil)
        let timer = Mutex<Task<Void, Never>?>(nil)
    }

    /// `takeLast(n)`: on completion the last `n` values, then the end; a failure at once.
    struct TakeLast<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element == Int {
        let base: Base
        let count: Int
        var bug: Bug = .none
        /// The buffer the `.sharedBuffer` bug keeps for every iteration.
        private let shared = Buffer()

        init(base: Base, count: Int, bug: Bug = .none) {
            self.base = base
            self.count = count
            self.bug = bug
        }

        final class Buffer: Sendable {
            let values = Mutex<[Int]>([])
        }

        struct Iterator: AsyncIteratorProtocol {
            var base: Base.AsyncIterator
            let count: Int
            let buffer: Buffer
            var collected = false

            mutating func next() async throws -> Int? {
                if !collected {
                    collected = true
                    do {
                        while let value = try await base.next() {
                            buffer.values.withLock { values in
                                values.append(value)
                                if values.count > count { values.removeFirst() }
                            }
                        }
                    } catch {
                        // A failure passes at once, and ends the iteration.
                        buffer.values.withLock { $0.removeAll() }
                        throw error
                    }
                    // The source's nil after a cancellation is not its completion: nothing more comes.
                    if Task.isCancelled { buffer.values.withLock { $0.removeAll() } }
                }
                return buffer.values.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            }
        }

        func makeAsyncIterator() -> Iterator {
            Iterator(base: base.makeAsyncIterator(), count: count, buffer: bug == .sharedBuffer ? shared : Buffer())
        }
    }
}
