import Testing

@testable import Reactive

@Suite struct TimeBufferWithTimeTests {
    @Test func collectsTheValuesOfEachIntervalStartedByItsFirstValue() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.buffer(.seconds(1), on: scheduler).record()
        defer { subscription.dispose() }
        scheduler.advance(by: .milliseconds(700))
        pipe.send(value: 1)
        scheduler.advance(by: .milliseconds(500))
        pipe.send(value: 2)
        scheduler.advance(by: .milliseconds(499))
        #expect(recorder.values == [])
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == [[1, 2]])
        pipe.send(value: 3)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [[1, 2], [3]])
    }

    @Test func sendsNoEmptyArrays() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.buffer(.seconds(1), on: scheduler).record()
        defer { subscription.dispose() }
        scheduler.advance(by: .seconds(10))
        pipe.send(value: 1)
        scheduler.advance(by: .seconds(10))
        #expect(recorder.values == [[1]])
    }

    @Test func completionFlushesTheBufferAtOnce() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, _) = pipe.signal.buffer(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(value: 2)
        pipe.send(.completed)
        #expect(recorder.events == [.next([1, 2]), .completed])
        scheduler.advance(by: .seconds(2))
        #expect(recorder.events == [.next([1, 2]), .completed])
    }

    @Test func emptySourceJustCompletes() {
        let (recorder, _) = Signal<Int, Never>.empty.buffer(.seconds(1), on: TestScheduler()).record()
        #expect(recorder.events == [.completed])
    }

    @Test func errorIsForwardedAtOnceAndDropsTheBuffer() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.buffer(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(.failed(.boom))
        scheduler.advance(by: .seconds(2))
        #expect(recorder.events == [.failed(.boom)])
    }

    @Test func errorAfterAFlushKeepsTheFlushedArray() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.buffer(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        scheduler.advance(by: .seconds(1))
        pipe.send(.failed(.boom))
        #expect(recorder.events == [.next([1]), .failed(.boom)])
    }

    @Test func disposalCancelsThePendingBuffer() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.buffer(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        subscription.dispose()
        scheduler.advance(by: .seconds(2))
        #expect(recorder.events.isEmpty)
        #expect(pipe.disposals == 1)
    }
}
