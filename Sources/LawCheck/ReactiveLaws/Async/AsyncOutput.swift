/// The output of an async operator under test, whatever its type, as the
/// case consumes it: iterated in a task of the case, each element recorded
/// at the virtual tick it arrived.
public struct AsyncOutput: Sendable {
    let iterate: @Sendable (AsyncConsumer) async -> Void

    /// The failure a trace records for an error no source threw (a
    /// `CancellationError` the consumer was not cancelled for, an error of
    /// the operator's own): `TestFailure(s99)`.
    public static let foreignFailure = TestFailure(source: 99)

    /// The answer of an async function as an output: one element (`1` for
    /// `true`, `0` for `false`, as the verdict laws observe a `Bool`) and the
    /// end, or the error it throws. Each iteration calls `answer` anew. An
    /// answer that comes after the iteration's task was cancelled (the
    /// disposal) is not delivered: a function such as `contains(where:)`
    /// reads a cancelled source's `nil` as its end and cannot tell its caller
    /// it was cancelled, so its caller, the consumer, drops the answer.
    public init(answer: @escaping @Sendable () async throws -> Bool) {
        iterate = { consumer in
            do {
                let verdict = try await answer()
                if !Task.isCancelled { consumer.receive(verdict ? 1 : 0) }
                consumer.finish(throwing: nil)
            } catch {
                consumer.finish(throwing: error)
            }
        }
    }

    /// `sequence` as an output: every iteration of it is one consumer's.
    public init<Output: AsyncSequence & Sendable>(_ sequence: Output) where Output.Element == Int {
        iterate = { consumer in
            var iterator = sequence.makeAsyncIterator()
            do {
                while let value = try await iterator.next() {
                    consumer.receive(value)
                }
                consumer.finish(throwing: nil)
            } catch {
                consumer.finish(throwing: error)
            }
            guard consumer.asksAfterEnd else { return }
            // AsyncIteratorProtocol: once `next()` has returned nil or thrown, it returns nil.
            do {
                if let value = try await iterator.next() { consumer.afterEnd("the value \(value)") }
            } catch {
                consumer.afterEnd("the error \(error)")
            }
        }
    }
}
