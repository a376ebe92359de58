import Testing

@testable import Reactive

@Suite struct TimeIntervalTests {
    @Test func sendsTheTimeEveryPeriodStartingOnePeriodAfterSubscription() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(10))
        let (recorder, subscription) = Signal.interval(.seconds(2), on: scheduler).record()
        defer { subscription.dispose() }
        scheduler.advance(by: .milliseconds(1_999))
        #expect(recorder.values == [])
        scheduler.advance(by: .milliseconds(5_001))
        #expect(recorder.values == [.seconds(12), .seconds(14), .seconds(16)])
        #expect(!recorder.isTerminated)
    }

    @Test func disposalStopsTheTicks() {
        let scheduler = TestScheduler()
        let (recorder, subscription) = Signal.interval(.seconds(1), on: scheduler).record()
        scheduler.advance(by: .seconds(2))
        subscription.dispose()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.values == [.seconds(1), .seconds(2)])
    }

    @Test func eachSubscriptionHasItsOwnClock() {
        let scheduler = TestScheduler()
        let ticks = Signal.interval(.seconds(3), on: scheduler)
        let (first, firstSubscription) = ticks.record()
        scheduler.advance(by: .seconds(1))
        let (second, secondSubscription) = ticks.record()
        defer {
            firstSubscription.dispose()
            secondSubscription.dispose()
        }
        scheduler.advance(by: .seconds(6))
        #expect(first.values == [.seconds(3), .seconds(6)])
        #expect(second.values == [.seconds(4), .seconds(7)])
    }

    @Test func zipOfThreeIntervalsRunsAtThePaceOfTheSlowest() {
        // The article's example: intervals of 3, 1 and 4 seconds zipped; the n-th
        // tuple pairs the n-th tick of each and arrives with the slowest one.
        let scheduler = TestScheduler()
        let arrivals = Log()
        let zipped = Signal.interval(.seconds(3), on: scheduler)
            .zip(with: Signal.interval(.seconds(1), on: scheduler))
            .zip(with: Signal.interval(.seconds(4), on: scheduler))
            .map { pair, third in [pair.0, pair.1, third] }
            .map { ticks -> [Duration] in
                arrivals.append("\(scheduler.now)")
                return ticks
            }
            .take(3)
        let (recorder, _) = zipped.record()
        scheduler.advance(by: .seconds(11))
        #expect(recorder.values.count == 2)
        scheduler.advance(by: .seconds(1))
        #expect(
            recorder.values == [
                [.seconds(3), .seconds(1), .seconds(4)],
                [.seconds(6), .seconds(2), .seconds(8)],
                [.seconds(9), .seconds(3), .seconds(12)],
            ])
        #expect(arrivals.entries == ["\(Duration.seconds(4))", "\(Duration.seconds(8))", "\(Duration.seconds(12))"])
        #expect(recorder.isCompleted)
    }
}

@Suite struct TimeTimerTests {
    @Test func sendsOnceAfterTheDelayThenCompletes() {
        let scheduler = TestScheduler()
        let (recorder, _) = Signal.timer(after: .seconds(2), on: scheduler).record()
        scheduler.advance(by: .milliseconds(1_999))
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.events == [.next(.seconds(2)), .completed])
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events.count == 2)
    }

    @Test func disposalBeforeTheDelayCancelsIt() {
        let scheduler = TestScheduler()
        let (recorder, subscription) = Signal.timer(after: .seconds(2), on: scheduler).record()
        scheduler.advance(by: .seconds(1))
        subscription.dispose()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events.isEmpty)
    }

    @Test func aZeroDelayFiresAtTheNextAdvance() {
        let scheduler = TestScheduler()
        let (recorder, _) = Signal.timer(after: .zero, on: scheduler).record()
        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.events == [.next(.zero), .completed])
    }
}
