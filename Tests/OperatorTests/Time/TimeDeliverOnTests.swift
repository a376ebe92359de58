import Dispatch
import Synchronization
import Testing

@testable import Reactive

/// Notices when two callbacks run at once.
final class TimeOverlapDetector: Sendable {
    private let inside = Atomic<Bool>(false)
    let overlaps = Counter()

    init() {}

    /// Runs `body`, lingering inside so that a second callback arriving meanwhile
    /// overlaps visibly, on entry or on exit.
    func run<T>(_ body: () -> T) -> T {
        if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.increment() }
        for _ in 0..<1_000 { _ = inside.load(ordering: .relaxed) }
        let result = body()
        if !inside.exchange(false, ordering: .acquiringAndReleasing) { overlaps.increment() }
        return result
    }
}

@Suite struct TimeDeliverOnTests {
    @Test func eventsWaitForTheScheduler() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, _) = pipe.signal.deliver(on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(value: 2)
        pipe.send(.completed)
        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func theErrorIsDeliveredAfterTheValuesBeforeIt() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, TestError>()
        let (recorder, _) = pipe.signal.deliver(on: scheduler).record()
        pipe.send(value: 1)
        pipe.send(.failed(.boom))
        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.events == [.next(1), .failed(.boom)])
    }

    @Test func emptySourceCompletesOnTheScheduler() {
        let scheduler = TestScheduler()
        let (recorder, _) = Signal<Int, Never>.empty.deliver(on: scheduler).record()
        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.events == [.completed])
    }

    @Test func disposalCancelsPendingDeliveries() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.deliver(on: scheduler).record()
        pipe.send(value: 1)
        subscription.dispose()
        pipe.send(value: 2)
        scheduler.advance()
        #expect(recorder.events.isEmpty)
        #expect(pipe.disposals == 1)
    }

    @Test func deliveriesRunInAnyOrderStillDeliverTheEventsInOrder() {
        let scheduler = TimeReversingScheduler()
        let (recorder, _) = Signal<Int, Never>.from(1...5).deliver(on: scheduler).record()
        #expect(recorder.events.isEmpty)
        scheduler.runNewestFirst()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .next(4), .next(5), .completed])
    }

    @Test func tenThousandEventsArriveInOrderOnTheQueue() throws {
        let marked = TimeMarkedQueueScheduler()
        let delivered = try Signal<Int, Never>.from(0..<10_000)
            .deliver(on: marked.scheduler)
            .map { ($0, marked.isCurrent) }
            .toArray(timeout: .seconds(20))
        #expect(delivered.map(\.0) == Array(0..<10_000))
        #expect(delivered.allSatisfy { $0.1 })
    }

    @Test func concurrentSendersAndAConcurrentSchedulerStillDeliverOneEventAtATimeInOrder() throws {
        let threads = 8
        let perThread = 1_000
        let scheduler = ConcurrentTimeScheduler()
        let source = Signal<(thread: Int, index: Int), Never>.create { observer in
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread { observer.send(value: (thread, index)) }
            }
            observer.sendCompleted()
            // Every delivery is waiting now; release them onto the concurrent queue together.
            scheduler.start()
            return nil
        }
        let detector = TimeOverlapDetector()
        let received =
            try source
            .subscribe(on: QueueScheduler())
            .deliver(on: scheduler)
            .map { value in detector.run { value } }
            .toArray(timeout: .seconds(30))
        #expect(received.count == threads * perThread)
        #expect(detector.overlaps.value == 0)
        for thread in 0..<threads {
            #expect(received.filter { $0.thread == thread }.map(\.index) == Array(0..<perThread))
        }
    }
}

@Suite struct TimeSubscribeOnTests {
    @Test func theGeneratorRunsOnTheScheduler() throws {
        let marked = TimeMarkedQueueScheduler()
        let source = Signal<Bool, Never> { observer, _ in
            observer.send(value: marked.isCurrent)
            observer.sendCompleted()
        }
        let direct = try source.toArray(timeout: .seconds(5))
        let scheduled = try source.subscribe(on: marked.scheduler).toArray(timeout: .seconds(5))
        #expect(direct == [false])
        #expect(scheduled == [true])
    }

    @Test func subscriptionWaitsForTheScheduler() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, _) = pipe.signal.subscribe(on: scheduler).record()
        #expect(pipe.subscriptions == 0)
        scheduler.advance()
        #expect(pipe.subscriptions == 1)
        pipe.send(value: 1)
        pipe.send(.completed)
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func errorsAreForwarded() {
        let scheduler = TestScheduler()
        let (recorder, _) = Signal<Int, TestError>.error(.boom).subscribe(on: scheduler).record()
        scheduler.advance()
        #expect(recorder.events == [.failed(.boom)])
    }

    @Test func disposalBeforeTheScheduledSubscriptionCancelsIt() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.subscribe(on: scheduler).record()
        subscription.dispose()
        scheduler.advance()
        #expect(pipe.subscriptions == 0)
        #expect(recorder.events.isEmpty)
    }

    @Test func disposalAfterwardsDisposesTheSourceSubscription() {
        let scheduler = TestScheduler()
        let pipe = HandDrivenSource<Int, Never>()
        let (recorder, subscription) = pipe.signal.subscribe(on: scheduler).record()
        scheduler.advance()
        subscription.dispose()
        pipe.send(value: 1)
        #expect(pipe.disposals == 1)
        #expect(recorder.events.isEmpty)
    }
}
