import Testing

@testable import Reactive

@Suite struct UtilityTakeLastTests {
    @Test func takeLastSendsTheLastValuesOnCompletion() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.take(last: 2).record()
        source.send(values: 1, 2, 3, 4, 5)
        #expect(recorder.events.isEmpty)
        source.send(.completed)
        #expect(recorder.events == [.next(4), .next(5), .completed])
    }

    @Test func takeLastMoreThanTheCountSendsEverything() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2, 3]).take(last: 10).record()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
        let (empty, _) = Signal<Int, TestError>.empty.take(last: 3).record()
        #expect(empty.events == [.completed])
    }

    @Test func takeLastZeroSendsOnlyTheCompletion() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2, 3]).take(last: 0).record()
        #expect(recorder.events == [.completed])
    }

    @Test func takeLastForwardsTheFailureAndDropsTheBuffer() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2]).concat(.error(.boom)).take(last: 1).record()
        #expect(recorder.events == [.failed(.boom)])
    }

    @Test func takeLastSendsNothingAfterDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = source.signal.take(last: 2).record()
        source.send(values: 1, 2)
        disposable.dispose()
        source.send(.completed)
        #expect(recorder.events.isEmpty)
        #expect(source.disposals == 1)
    }

    @Test func takeLastStopsSendingWhenDisposedMidway() {
        let (recorder, _) = Signal<Int, TestError>.from(1...100_000).take(last: 5).take(2).record()
        #expect(recorder.events == [.next(99_996), .next(99_997), .completed])
    }

    @Test func skipLastHoldsBackTheLastValues() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.skip(last: 2).record()
        source.send(values: 1, 2)
        #expect(recorder.values.isEmpty)
        source.send(values: 3)
        #expect(recorder.values == [1])
        source.send(values: 4)
        #expect(recorder.values == [1, 2])
        source.send(.completed)
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func skipLastZeroSendsEverything() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2, 3]).skip(last: 0).record()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func skipLastMoreThanTheCountSendsNothing() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2, 3]).skip(last: 3).record()
        #expect(recorder.events == [.completed])
    }

    @Test func skipLastForwardsTheFailureAfterTheValuesReleased() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2, 3]).concat(.error(.boom)).skip(last: 1).record()
        #expect(recorder.events == [.next(1), .next(2), .failed(.boom)])
    }

    @Test func skipLastStopsAtDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = source.signal.skip(last: 1).record()
        source.send(values: 1, 2)
        disposable.dispose()
        source.send(values: 3)
        #expect(recorder.events == [.next(1)])
        #expect(source.disposals == 1)
    }
}
