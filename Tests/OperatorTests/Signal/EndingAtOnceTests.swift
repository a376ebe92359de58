import Dispatch
import Reactive
import Testing

/// Subscribing to `return`, `empty` and `error` directly: the subscription
/// ends before `subscribe` returns, with nothing made for it (no lifetime, no
/// observer object). What a subscriber sees must be what any other
/// subscription shows: the events in order, a disposed disposable whose
/// disposal does nothing, nested delivery of a subscription made inside an
/// event, nothing for an observer whose subscription is disposed, and a
/// current scheduler while the events are sent, as RAC's subscription
/// scheduler gives.
@Suite struct EndingAtOnceTests {
    /// Logs the events `signal` sends, through both forms of `subscribe`, and
    /// where each `subscribe` returned, with whether its disposable was disposed.
    private func log(_ signal: Signal<Int, TestError>) -> [String] {
        let log = Log()
        let byCallbacks = signal.subscribe(
            next: { log.append("next \($0)") },
            failed: { log.append("failed \($0)") },
            completed: { log.append("completed") })
        log.append("returned, disposed: \(byCallbacks.isDisposed)")
        let byObserver = signal.subscribe(
            Observer { event in
                switch event {
                case .next(let value): log.append("next \(value)")
                case .failed(let failure): log.append("failed \(failure)")
                case .completed: log.append("completed")
                }
            })
        log.append("returned, disposed: \(byObserver.isDisposed)")
        return log.entries
    }

    @Test func returnSendsItsValueThenCompletesBeforeSubscribeReturns() {
        #expect(
            log(.return(7)) == [
                "next 7", "completed", "returned, disposed: true",
                "next 7", "completed", "returned, disposed: true",
            ])
    }

    @Test func emptyCompletesAndErrorFailsBeforeSubscribeReturns() {
        #expect(log(.empty) == ["completed", "returned, disposed: true", "completed", "returned, disposed: true"])
        #expect(
            log(.error(.boom)) == [
                "failed boom", "returned, disposed: true", "failed boom", "returned, disposed: true",
            ])
    }

    @Test func disposingTheReturnedDisposableDoesNothing() {
        let values = Log()
        let signal = Signal<Int, Never>.return(1)
        let first = signal.subscribe(next: { values.append("\($0)") })
        first.dispose()
        first.dispose()
        let lifetime = CompositeDisposable()
        lifetime.add(first)
        lifetime.dispose()
        #expect(first.isDisposed)
        // Later subscriptions are untouched by those disposals.
        let second = signal.subscribe(next: { values.append("\($0)") })
        #expect(second.isDisposed)
        #expect(values.entries == ["1", "1"])
    }

    @Test func aSubscriptionMadeInsideTheValueIsDeliveredNestedInIt() {
        let log = Log()
        let signal = Signal<Int, Never>.return(1)
        signal.subscribe(
            next: { value in
                log.append("outer \(value)")
                signal.subscribe(next: { log.append("inner \($0)") }, completed: { log.append("inner completed") })
                log.append("outer next returns")
            }, completed: { log.append("outer completed") })
        #expect(log.entries == ["outer 1", "inner 1", "inner completed", "outer next returns", "outer completed"])
    }

    @Test func theObserverOfAnEndedSubscriptionGetsNothing() {
        let log = Log()
        let late = Locked<(any Disposable)?>(nil)
        Signal<Int, Never>.create { observer in
            observer.sendCompleted()
            late.withLock {
                $0 = Signal<Int, Never>.return(2).subscribe(Observer(partOf: observer) { log.append("\($0)") })
            }
            return nil
        }.subscribe(next: { _ in })
        #expect(log.entries.isEmpty)
        #expect(late.withLock { $0?.isDisposed } == true)
    }

    @Test func aSubscriptionDisposedByItsValueGetsNoCompletion() {
        let log = Log()
        let outer = Signal<Int, Never>.create { observer in
            Signal<Int, Never>.return(1).subscribe(
                Observer(partOf: observer) { event in
                    log.append("\(event)")
                    // Ends the subscription the inner one is part of.
                    observer.sendCompleted()
                })
            return nil
        }
        let completed = Log()
        outer.subscribe(completed: { completed.append("outer completed") })
        #expect(log.entries == ["next(1)"])
        #expect(completed.entries == ["outer completed"])
    }

    @Test func eventsHaveTheSubscriptionSchedulerOffAnyScheduler() {
        let seen = Log()
        onSmallStack {
            Signal<Int, Never>.return(1).subscribe(
                next: { _ in seen.append(Self.currentSchedulerName) },
                completed: { seen.append(Self.currentSchedulerName) })
            Signal<Int, Never>.empty.subscribe(completed: { seen.append(Self.currentSchedulerName) })
            seen.append("after: " + Self.currentSchedulerName)
        }
        #expect(
            seen.entries == [
                "Reactive.SubscriptionScheduler", "Reactive.SubscriptionScheduler", "Reactive.SubscriptionScheduler",
                "after: nil",
            ])
    }

    @Test func eventsInAnActionHaveThatScheduler() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule {
            Signal<Int, Never>.return(1).subscribe(
                next: {
                    log.append(
                        "next \($0) on the test scheduler: \(Schedulers.current as? TestScheduler === scheduler)")
                },
                completed: { log.append("completed") })
            log.append("subscribe returned")
        }
        #expect(log.entries.isEmpty)
        scheduler.advance()
        #expect(log.entries == ["next 1 on the test scheduler: true", "completed", "subscribe returned"])
    }

    /// The label of the current scheduler's queue, "other" for a scheduler
    /// without one, or "nil".
    private static var currentSchedulerName: String {
        switch Schedulers.current {
        case nil: "nil"
        case let queue as QueueScheduler: queue.queue.label
        default: "other"
        }
    }
}
