import Testing

@testable import Reactive

/// `Signal` from any `AsyncSequence`: events, typed failure, cancellation.
@Suite struct AsyncSequenceSignalTests {
    @Test func sendsTheElementsThenCompletes() async throws {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        #expect(try await Signal(stream).toArray() == [1, 2, 3])
    }

    @Test func failsWithTheErrorTheIterationThrows() async {
        let stream = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        let (recorder, _) = Signal(stream).record()
        #expect(await eventually { recorder.isTerminated })
        #expect(recorder.values == [1])
        #expect(recorder.failure as? TestError == .boom)
    }

    @Test func aRoundTripKeepsTheValuesAndTheTypedTerminal() async {
        let original = Signal<Int, TestError>.from([1, 2, 3]).concat(.error(.boom))
        let roundTrip: Signal<Int, TestError> = Signal(original.values)
        let (recorder, _) = roundTrip.record()
        #expect(await eventually { recorder.isTerminated })
        #expect(recorder.events == [.next(1), .next(2), .next(3), .failed(.boom)])
        await #expect(throws: TestError.boom) { try await roundTrip.toArray() }
    }

    @Test func eachSubscriptionIteratesAnew() async throws {
        let signal = Signal(Signal<Int, Never>.from([4, 5]).values)
        #expect(try await signal.toArray() == [4, 5])
        #expect(try await signal.toArray() == [4, 5])
    }

    @Test func disposalCancelsTheProducingTaskAndNothingFollowsIt() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let sequence = ProbedSequence(stream: stream)
        let (recorder, subscription) = Signal(sequence).record()
        continuation.yield(1)
        #expect(await eventually { recorder.values == [1] })
        subscription.dispose()
        #expect(await eventually { sequence.over.value == 1 }, "the task iterating the sequence ended")
        #expect(sequence.begun.value == 1)
        continuation.yield(2)
        continuation.finish()
        #expect(recorder.events == [.next(1)])
    }

    @Test func disposalBeforeTheFirstElementEndsTheTaskAndSendsNothing() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let sequence = ProbedSequence(stream: stream)
        let (recorder, subscription) = Signal(sequence).record()
        subscription.dispose()
        continuation.yield(1)
        #expect(await eventually { sequence.over.value == sequence.begun.value && sequence.begun.value <= 1 })
        try? await Task.sleep(for: .milliseconds(5))
        #expect(sequence.over.value == sequence.begun.value, "no iteration is left running")
        #expect(recorder.events.isEmpty)
    }
}

/// `await`ing a signal's first value, last value, or all of them.
@Suite struct SignalAwaitTests {
    @Test func firstReturnsTheFirstValueAndDisposes() async throws {
        let source = HandDrivenSource<Int, TestError>()
        let first = Task { try await source.signal.first() }
        #expect(await eventually { source.active == 1 })
        source.send(values: 1, 2)
        #expect(try await first.value == 1)
        #expect(source.active == 0)
        #expect(try await Signal<Int, TestError>.empty.first() == nil)
        await #expect(throws: TestError.boom) { try await Signal<Int, TestError>.error(.boom).first() }
    }

    @Test func lastReturnsTheLastValueOnceItCompletes() async throws {
        #expect(try await Signal<Int, Never>.from([1, 2, 3]).last() == 3)
        #expect(try await Signal<Int, Never>.empty.last() == nil)
        await #expect(throws: TestError.boom) {
            try await Signal<Int, TestError>.return(1).concat(.error(.boom)).last()
        }
    }

    @Test func toArrayReturnsEveryValueOnceItCompletes() async throws {
        #expect(try await Signal<Int, Never>.from(Array(0..<1_000)).toArray() == Array(0..<1_000))
        await #expect(throws: TestError.boom) {
            try await Signal<Int, TestError>.return(1).concat(.error(.boom)).toArray()
        }
    }

    @Test func theCollectOperatorStaysASignalInAsyncCode() async throws {
        let collected = Signal<Int, Never>.from([1, 2]).collect()
        #expect(try await collected.first() == [1, 2])
    }
}
