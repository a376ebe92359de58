import Testing

@testable import Reactive

@Suite struct TimeThrottleTests {
    @Test func sendsTheLatestValueOnceTheIntervalHasPassedQuietly() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.throttle(.seconds(1), on: scheduler).record()
        defer { subscription.dispose() }
        pipe.send(value: 1)
        scheduler.advance(by: .milliseconds(500))
        pipe.send(value: 2)
        scheduler.advance(by: .milliseconds(900))
        #expect(recorder.values == [])
        scheduler.advance(by: .milliseconds(100))
        #expect(recorder.values == [2])
        pipe.send(value: 3)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [2, 3])
        #expect(!recorder.isTerminated)
    }

    @Test func aValueExactlyAtTheBoundaryAfterTheTimerFiredIsThrottledAgain() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.throttle(.seconds(1), on: scheduler).record()
        defer { subscription.dispose() }
        pipe.send(value: 1)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [1])
        pipe.send(value: 2)
        #expect(recorder.values == [1])
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [1, 2])
    }

    @Test func aValueAtTheBoundaryBeforeTheTimerFiredReplacesThePendingOne() {
        // The source's action for t = 1 s was scheduled before the throttle's
        // timer for value 1, so at t = 1 s it runs first and supersedes it.
        let scheduler = TestScheduler()
        let source = Signal<Int, Never>.atTimes([(.zero, .next(1)), (.seconds(1), .next(2))], on: scheduler)
        let (recorder, subscription) = source.throttle(.seconds(1), on: scheduler).record()
        defer { subscription.dispose() }
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [])
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [2])
    }

    @Test func completionFlushesThePendingValueAtOnce() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, _) = pipe.signal.throttle(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(value: 2)
        scheduler.advance(by: .milliseconds(200))
        pipe.send(.completed)
        #expect(recorder.events == [.next(2), .completed])
        #expect(scheduler.now == .milliseconds(200))
        #expect(pipe.disposals == 1)
    }

    @Test func synchronousSourceKeepsOnlyItsLastValue() {
        let (recorder, _) = Signal<Int, Never>.from([1, 2, 3]).throttle(.seconds(1), on: TestScheduler()).record()
        #expect(recorder.events == [.next(3), .completed])
    }

    @Test func emptySourceJustCompletes() {
        let (recorder, _) = Signal<Int, Never>.empty.throttle(.seconds(1), on: TestScheduler()).record()
        #expect(recorder.events == [.completed])
    }

    @Test func errorDropsThePendingValueAndFailsAtOnce() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.throttle(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(.failed(.boom))
        #expect(recorder.events == [.failed(.boom)])
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events == [.failed(.boom)])
    }

    @Test func errorAfterASentValueKeepsThatValue() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.throttle(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        scheduler.advance(by: .seconds(1))
        pipe.send(value: 2)
        pipe.send(.failed(.boom))
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [.next(1), .failed(.boom)])
    }

    @Test func disposalWhileAValueIsPendingCancelsIt() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.throttle(.seconds(1), on: scheduler).record()
        pipe.send(value: 1)
        subscription.dispose()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events.isEmpty)
        #expect(pipe.disposals == 1)
    }

    @Test func valuesFailingThePredicatePassAtOnceAndDropThePendingValue() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, _) = pipe.signal
            .throttle(.seconds(1), on: scheduler, valuesPassing: { $0.isMultiple(of: 2) })
            .record()
        pipe.send(value: 2)
        pipe.send(value: 3)
        #expect(recorder.values == [3])
        scheduler.advance(by: .seconds(2))
        #expect(recorder.values == [3])
        pipe.send(value: 4)
        scheduler.advance(by: .milliseconds(500))
        pipe.send(value: 6)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [3, 6])
        pipe.send(.completed)
        #expect(recorder.events.last == .completed)
    }

    @Test func eachSubscriptionThrottlesIndependently() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let throttled = pipe.signal.throttle(.seconds(1), on: scheduler)
        let (first, firstSubscription) = throttled.record()
        pipe.send(value: 1)
        scheduler.advance(by: .milliseconds(500))
        let (second, secondSubscription) = throttled.record()
        defer {
            firstSubscription.dispose()
            secondSubscription.dispose()
        }
        pipe.send(value: 2)
        scheduler.advance(by: .seconds(1))
        #expect(first.values == [2])
        #expect(second.values == [2])
        #expect(pipe.subscriptions == 2)
    }
}
