import Testing

@testable import Reactive

@Suite struct TimeDelayTests {
    @Test func valuesArriveTheIntervalLaterInOrder() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.delay(.seconds(1), on: scheduler).record()
        defer { subscription.dispose() }
        pipe.send(value: 1)
        scheduler.advance(by: .milliseconds(500))
        pipe.send(value: 2)
        scheduler.advance(by: .milliseconds(499))
        #expect(recorder.values == [])
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == [1])
        scheduler.advance(by: .milliseconds(500))
        #expect(recorder.values == [1, 2])
    }

    @Test func completionIsDelayedAfterTheValues() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, _) = pipe.signal.delay(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(.completed)
        #expect(pipe.disposals == 1)
        scheduler.advance(by: .milliseconds(999))
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func emptySourceCompletesTheIntervalLater() {
        let scheduler = TestScheduler()
        let (recorder, _) = Signal<Int, Never>.empty.delay(.seconds(2), on: scheduler).record()
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [.completed])
    }

    @Test func errorsAreNotDelayedAndDropWaitingValues() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.delay(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(.failed(.boom))
        #expect(recorder.events == [.failed(.boom)])
        scheduler.advance(by: .seconds(2))
        #expect(recorder.events == [.failed(.boom)])
    }

    @Test func errorAfterDeliveredValuesFollowsThem() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.delay(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        scheduler.advance(by: .seconds(1))
        pipe.send(.failed(.boom))
        #expect(recorder.events == [.next(1), .failed(.boom)])
    }

    @Test func disposalCancelsWaitingDeliveries() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.delay(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(.completed)
        subscription.dispose()
        scheduler.advance(by: .seconds(2))
        #expect(recorder.events.isEmpty)
    }

    @Test func aLongSynchronousSourceKeepsItsOrder() {
        let scheduler = TestScheduler()
        let (recorder, _) = Signal<Int, Never>.from(0..<1_000).delay(.seconds(1), on: scheduler).record()
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == Array(0..<1_000))
        #expect(recorder.isCompleted)
    }
}
