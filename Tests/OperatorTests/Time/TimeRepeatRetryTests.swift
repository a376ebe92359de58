import Testing

@testable import Reactive

@Suite struct TimeRepeatTests {
    @Test func repeatingASynchronousSignalDoesNotGrowTheStack() {
        let (recorder, _) = Signal<Int, Never>.return(1).repeat().take(100_000).record()
        #expect(recorder.values.count == 100_000)
        #expect(recorder.values.allSatisfy { $0 == 1 })
        #expect(recorder.isCompleted)
    }

    @Test func resubscribesOnEachCompletion() {
        let subscriptions = Counter()
        let source = Signal<Int, Never>.defer {
            subscriptions.increment()
            return .from([1, 2])
        }
        let (recorder, _) = source.repeat().take(5).record()
        #expect(recorder.events == [.next(1), .next(2), .next(1), .next(2), .next(1), .completed])
        #expect(subscriptions.value == 3)
    }

    @Test func anErrorEndsTheRepetition() {
        let subscriptions = Counter()
        let source = Signal<Int, TestError>.defer {
            subscriptions.increment() == 3 ? .error(.boom) : .return(subscriptions.value)
        }
        let (recorder, _) = source.repeat().record()
        #expect(recorder.events == [.next(1), .next(2), .failed(.boom)])
        #expect(subscriptions.value == 3)
    }

    @Test func repeatsAnAsynchronousSource() {
        let scheduler = TestScheduler()
        let (recorder, _) = Signal.timer(after: .seconds(1), on: scheduler).repeat().take(3).record()
        scheduler.advance(by: .milliseconds(2_500))
        #expect(recorder.values == [.seconds(1), .seconds(2)])
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(recorder.isCompleted)
    }

    @Test func disposalStopsResubscribing() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.repeat().record()
        pipe.send(value: 1)
        pipe.send(.completed)
        #expect(pipe.subscriptions == 2)
        subscription.dispose()
        pipe.send(value: 2)
        pipe.send(.completed)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [.next(1)])
        #expect(pipe.subscriptions == 2)
        #expect(pipe.disposals == 2)
    }
}

@Suite struct TimeRetryTests {
    @Test func retriesCountTimesThenForwardsTheError() {
        let subscriptions = Counter()
        let source = Signal<Int, TestError>.defer {
            .return(subscriptions.increment()).concat(.error(.other("attempt \(subscriptions.value)")))
        }
        let (recorder, _) = source.retry(2).record()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .failed(.other("attempt 3"))])
        #expect(subscriptions.value == 3)
    }

    @Test func retryZeroNeverResubscribes() {
        let subscriptions = Counter()
        let source = Signal<Int, TestError>.defer {
            subscriptions.increment()
            return .error(.boom)
        }
        let (recorder, _) = source.retry(0).record()
        #expect(recorder.events == [.failed(.boom)])
        #expect(subscriptions.value == 1)
    }

    @Test func completesWhenAnAttemptSucceeds() {
        let subscriptions = Counter()
        let source = Signal<Int, TestError>.defer {
            subscriptions.increment() < 3 ? .error(.boom) : .from([7, 8])
        }
        let (recorder, _) = source.retry(5).record()
        #expect(recorder.events == [.next(7), .next(8), .completed])
        #expect(subscriptions.value == 3)
    }

    @Test func retryingForeverIsStackSafe() {
        let subscriptions = Counter()
        let source = Signal<Int, TestError>.defer {
            subscriptions.increment() < 100_000 ? .error(.boom) : .return(42)
        }
        let (recorder, _) = source.retry().record()
        #expect(recorder.events == [.next(42), .completed])
        #expect(subscriptions.value == 100_000)
    }

    @Test func retriesAnAsynchronousSource() {
        let scheduler = TestScheduler()
        let subscriptions = Counter()
        let source = Signal<Int, TestError>.defer {
            let attempt = subscriptions.increment()
            return Signal.atTimes(
                [(.seconds(1), attempt < 3 ? .failed(.boom) : .next(attempt)), (.seconds(1), .completed)],
                on: scheduler
            )
        }
        let (recorder, _) = source.retry().record()
        scheduler.advance(by: .seconds(2))
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [.next(3), .completed])
    }

    @Test func disposalStopsRetrying() {
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, subscription) = pipe.signal.retry().record()
        pipe.send(.failed(.boom))
        #expect(pipe.subscriptions == 2)
        subscription.dispose()
        pipe.send(.failed(.boom))
        #expect(recorder.events.isEmpty)
        #expect(pipe.subscriptions == 2)
        #expect(pipe.disposals == 2)
    }

    @Test func completionIsForwardedWithoutRetrying() {
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.retry(3).record()
        pipe.send(value: 1)
        pipe.send(.completed)
        #expect(recorder.events == [.next(1), .completed])
        #expect(pipe.subscriptions == 1)
    }
}
