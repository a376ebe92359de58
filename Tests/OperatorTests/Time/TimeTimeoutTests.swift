import Testing

@testable import Reactive

@Suite struct TimeTimeoutTests {
    @Test func failsWithTheGivenErrorWhenTheSourceTakesTooLong() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.timeout(after: .seconds(1), on: scheduler, raising: .other("timed out"))
            .record()
        scheduler.advance(by: .milliseconds(500))
        pipe.send(value: 1)
        scheduler.advance(by: .milliseconds(499))
        #expect(recorder.events == [.next(1)])
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.events == [.next(1), .failed(.other("timed out"))])
        #expect(pipe.disposals == 1)
        pipe.send(value: 2)
        #expect(recorder.events.count == 2)
    }

    @Test func doesNotFireWhenTheSourceCompletesInTime() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.timeout(after: .seconds(1), on: scheduler, raising: .boom).record()
        pipe.send(value: 1)
        scheduler.advance(by: .milliseconds(999))
        pipe.send(.completed)
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func forwardsTheSourcesErrorInTime() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.timeout(after: .seconds(1), on: scheduler, raising: .boom).record()
        pipe.send(.failed(.other("source")))
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events == [.failed(.other("source"))])
    }

    @Test func emptySourceCompletesWithoutTimingOut() {
        let scheduler = TestScheduler()
        let (recorder, _) = Signal<Int, TestError>.empty.timeout(after: .seconds(1), on: scheduler, raising: .boom)
            .record()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events == [.completed])
    }

    @Test func disposalCancelsTheTimer() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, subscription) = pipe.signal.timeout(after: .seconds(1), on: scheduler, raising: .boom).record()
        subscription.dispose()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events.isEmpty)
        #expect(pipe.disposals == 1)
    }

    @Test func theTimerStartsAtEachSubscription() {
        let scheduler = TestScheduler()
        let timed = Signal<Int, TestError>.never.timeout(after: .seconds(1), on: scheduler, raising: .boom)
        let (first, _) = timed.record()
        scheduler.advance(by: .milliseconds(600))
        let (second, _) = timed.record()
        scheduler.advance(by: .milliseconds(400))
        #expect(first.events == [.failed(.boom)])
        #expect(second.events.isEmpty)
        scheduler.advance(by: .milliseconds(600))
        #expect(second.events == [.failed(.boom)])
    }
}
