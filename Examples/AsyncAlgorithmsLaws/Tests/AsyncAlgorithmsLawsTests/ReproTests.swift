import AsyncAlgorithms
import Testing

/// Standalone reproductions of the bugs the laws found in swift-async-algorithms
/// 1.1.4, on the real runtime, without the laws: both read the `nil` their
/// base returns on cancellation as its completion and send what they held.
/// `withKnownIssue`: each fails while the bug is there, and this test fails
/// once it is fixed, so the README's table is kept true.
@Suite("swift-async-algorithms 1.1.4: reproductions")
struct ReproTests {
    @Test("chunks(ofCount:) sends a partial chunk after its task is cancelled")
    func chunksAfterCancellation() async {
        let task = Task { () -> [Int]? in
            var chunks = OneThenCancellation().chunks(ofCount: 3).makeAsyncIterator()
            return await chunks.next()
        }
        task.cancel()
        let chunk = await task.value
        withKnownIssue("swift-async-algorithms 1.1.4: a cancelled chunks(ofCount:) sends [1]") {
            #expect(chunk == nil)
        }
    }

    @Test("_throttle(for:clock:) sends the element it held after its task is cancelled")
    func throttleAfterCancellation() async {
        let task = Task { () -> [Int?] in
            var throttled = OneThenCancellation(first: [1, 2])._throttle(for: .seconds(60), clock: ContinuousClock())
                .makeAsyncIterator()
            return [await throttled.next(), await throttled.next()]
        }
        task.cancel()
        let values = await task.value
        withKnownIssue("swift-async-algorithms 1.1.4: a cancelled _throttle sends the 2 it held") {
            #expect(values == [1, nil])
        }
    }
}

/// Sends `first`, then waits until its task is cancelled and ends (returns
/// nil), as a never-ending source does when its consumer is cancelled.
struct OneThenCancellation: AsyncSequence, Sendable {
    var first = [1]

    struct Iterator: AsyncIteratorProtocol {
        var pending: [Int]

        mutating func next() async -> Int? {
            if !pending.isEmpty { return pending.removeFirst() }
            // Suspends until cancelled (at once if it already is).
            try? await Task.sleep(for: .seconds(3600))
            return nil
        }
    }

    func makeAsyncIterator() -> Iterator { Iterator(pending: first) }
}
