import Dispatch
import Foundation
import Testing

@testable import Reactive

/// What a thread records as its current scheduler, for the tests below.
private final class SchedulerProbe: Sendable {
    private let seen = Locked<[String]>([])

    init() {}

    /// Records the current scheduler: its label, "test", "other", or "nil".
    func capture(_ tests: TestScheduler? = nil) {
        let name: String =
            switch Schedulers.current {
            case nil: "nil"
            case let queue as QueueScheduler: queue.queue.label
            case let test as TestScheduler where test === tests: "test"
            default: "other"
            }
        seen.withLock { $0.append(name) }
    }

    var names: [String] { seen.withLock { $0 } }
}

/// RAC's `+currentScheduler` (RACSchedulerSpec, RACSignalSpec).
@Suite struct CurrentSchedulerTests {
    @Test func isNilOnAnArbitraryThread() {
        let probe = SchedulerProbe()
        let done = DispatchSemaphore(value: 0)
        Thread {
            probe.capture()
            done.signal()
        }.start()
        done.wait()
        probe.capture()
        #expect(probe.names == ["nil", "nil"])
    }

    @Test func isTheSchedulerTheBlockWasScheduledOn() {
        let scheduler = QueueScheduler(label: "current")
        let probe = SchedulerProbe()
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule { probe.capture() }
        scheduler.schedule(after: .milliseconds(1)) {
            probe.capture()
            done.signal()
        }
        done.wait()
        #expect(probe.names == ["current", "current"])
    }

    @Test func anImmediateBlockKeepsTheSchedulerItRunsIn() {
        let background = QueueScheduler(label: "background")
        let probe = SchedulerProbe()
        let done = DispatchSemaphore(value: 0)
        background.schedule {
            ImmediateScheduler().schedule { probe.capture() }
            done.signal()
        }
        done.wait()
        ImmediateScheduler().schedule { probe.capture() }
        #expect(probe.names == ["background", "nil"])
    }

    @Test func nestedSchedulersRestoreTheOuterOne() {
        let outer = QueueScheduler(label: "outer")
        let tests = TestScheduler()
        let probe = SchedulerProbe()
        let done = DispatchSemaphore(value: 0)
        outer.schedule {
            tests.schedule { probe.capture(tests) }
            tests.advance()
            probe.capture(tests)
            done.signal()
        }
        done.wait()
        #expect(probe.names == ["test", "outer"])
    }

    @Test func isTheTestSchedulerWhileItRunsAnActionAndNilAfter() {
        let scheduler = TestScheduler()
        let probe = SchedulerProbe()
        scheduler.schedule(after: .seconds(1)) { probe.capture(scheduler) }
        scheduler.schedule(after: .seconds(2)) { probe.capture(scheduler) }
        scheduler.advance(by: .seconds(1))
        scheduler.run()
        probe.capture(scheduler)
        #expect(probe.names == ["test", "test", "nil"])
    }

    @Test func isTheSchedulerInsideASubscriptionMadeOnIt() {
        let scheduler = TestScheduler()
        let probe = SchedulerProbe()
        let signal = Signal<Int, Never>.create { observer in
            probe.capture(scheduler)
            observer.send(value: 1)
            return nil
        }
        let (recorder, _) = signal.subscribe(on: scheduler).record()
        #expect(probe.names.isEmpty)
        scheduler.advance()
        #expect(probe.names == ["test"])
        #expect(recorder.values == [1])
    }

    @Test func isTheSchedulerEventsAreDeliveredOn() {
        let scheduler = TestScheduler()
        let probe = SchedulerProbe()
        Signal<Int, Never>.from([1, 2]).deliver(on: scheduler).subscribe(next: { _ in probe.capture(scheduler) })
        scheduler.run()
        #expect(probe.names == ["test", "test"])
    }
}

/// RAC's `+currentScheduler` inside a subscription (RACSignalSpec "should have
/// a current scheduler in didSubscribe block", RACSubjectSpec "should have a
/// current scheduler when replaying"): never `nil` there.
@Suite struct SubscriptionCurrentSchedulerTests {
    /// Runs `body` on a new thread, which runs no scheduler, and waits for it.
    private func onBareThread(_ body: @escaping @Sendable () -> Void) {
        onSmallStack(body)
    }

    @Test func aGeneratorSubscribedOffAnySchedulerHasOne() {
        let probe = SchedulerProbe()
        let signal = Signal<Int, Never>.create { observer in
            probe.capture()
            observer.sendCompleted()
            return nil
        }
        signal.subscribe(next: { _ in })
        onBareThread { signal.subscribe(next: { _ in }) }
        probe.capture()
        #expect(probe.names == ["Reactive.SubscriptionScheduler", "Reactive.SubscriptionScheduler", "nil"])
    }

    @Test func aGeneratorDeferredDeepInAChainHasOne() {
        // Past the trampoline's hop depth the generator starts from the
        // outermost subscription's frame, after the deeper ones have returned.
        let probe = SchedulerProbe()
        var signal = Signal<Int, Never> { _, _ in probe.capture() }
        for _ in 0..<(3 * Trampoline.hopDepth) {
            let inner = signal
            signal = .defer { inner }
        }
        signal.subscribe(next: { _ in })
        #expect(probe.names == ["Reactive.SubscriptionScheduler"])
    }

    @Test func aGeneratorSubscribedInAnActionHasThatScheduler() {
        let scheduler = TestScheduler()
        let probe = SchedulerProbe()
        let signal = Signal<Int, Never> { _, _ in probe.capture(scheduler) }
        scheduler.schedule { signal.subscribe(next: { _ in }) }
        signal.subscribe(on: scheduler).subscribe(next: { _ in })
        scheduler.run()
        #expect(probe.names == ["test", "test"])
    }

    @Test func aReplayOffAnySchedulerHasOne() {
        let subject = ReplaySubject<Int, Never>()
        subject.send(value: 1)
        let replayed = Signal<Int, Never>.from([2]).replay()
        let probe = SchedulerProbe()
        subject.signal.subscribe(next: { _ in probe.capture() })
        onBareThread { subject.signal.subscribe(next: { _ in probe.capture() }) }
        replayed.subscribe(next: { _ in probe.capture() })
        Signal<Int, Never>.from([3]).replayLast().subscribe(next: { _ in probe.capture() })
        Signal<Int, Never>.from([4]).replayLazily().subscribe(next: { _ in probe.capture() })
        #expect(probe.names == Array(repeating: "Reactive.SubscriptionScheduler", count: 5))
    }

    @Test func aReplayInAnActionHasThatScheduler() {
        let scheduler = TestScheduler()
        let subject = ReplaySubject<Int, Never>()
        subject.send(value: 1)
        let probe = SchedulerProbe()
        scheduler.schedule { subject.signal.subscribe(next: { _ in probe.capture(scheduler) }) }
        scheduler.run()
        #expect(probe.names == ["test"])
    }

    @Test func liveEventsFromAThreadRunningNoSchedulerHaveNone() {
        let subject = ReplaySubject<Int, Never>()
        let probe = SchedulerProbe()
        subject.signal.subscribe(next: { _ in probe.capture() })
        subject.send(value: 1)
        onBareThread { subject.send(value: 2) }
        #expect(probe.names == ["nil", "nil"])
    }

    @Test func workAGeneratorSchedulesOnItRunsOnTheBackgroundScheduler() {
        let probe = SchedulerProbe()
        let done = DispatchSemaphore(value: 0)
        let subscriptionSchedulerRanAtOnce = Locked(false)
        onBareThread {
            Signal<Int, Never> { _, _ in
                let ran = Locked(false)
                Schedulers.subscription.schedule { ran.withLock { $0 = true } }
                subscriptionSchedulerRanAtOnce.withLock { $0 = ran.withLock { $0 } }
                guard let current = Schedulers.current else {
                    probe.capture()
                    done.signal()
                    return
                }
                current.schedule {
                    probe.capture()
                    done.signal()
                }
            }.subscribe(next: { _ in })
        }
        done.wait()
        #expect(subscriptionSchedulerRanAtOnce.withLock { $0 }, "inside a subscription it runs at once, as in RAC")
        #expect(probe.names == ["Reactive.SubscriptionScheduler"])
    }
}

/// RAC's `+subscriptionScheduler` (RACSchedulerSpec).
@Suite struct SubscriptionSchedulerTests {
    @Test func runsAtOnceWhenAlreadyOnAScheduler() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule {
            let disposable = Schedulers.subscription.schedule { log.append("subscribed") }
            log.append(disposable == nil ? "returned nil" : "returned a disposable")
        }
        scheduler.advance()
        #expect(log.entries == ["subscribed", "returned nil"])
    }

    @Test func runsOnABackgroundSchedulerFromAnArbitraryThread() {
        let probe = SchedulerProbe()
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let returnedFirst = Locked(false)
        Thread {
            Schedulers.subscription.schedule {
                release.wait()
                probe.capture()
                done.signal()
            }
            // The action waits for this: it cannot have run on this thread.
            returnedFirst.withLock { $0 = true }
            release.signal()
        }.start()
        done.wait()
        #expect(returnedFirst.withLock { $0 })
        #expect(probe.names == ["Reactive.SubscriptionScheduler"])
    }

    @Test func delayedAndRecursiveWorkGoesToTheCurrentScheduler() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule {
            Schedulers.subscription.schedule(after: .seconds(2)) { log.append("delayed at \(scheduler.now)") }
            _ = Schedulers.subscription.scheduleRecursive { reschedule in
                log.append("step")
                if log.entries.count < 3 { reschedule() }
            }
        }
        scheduler.step()
        #expect(log.entries.isEmpty, "the recursion's first run is an action of the test scheduler")
        scheduler.step()
        #expect(log.entries == ["step"])
        scheduler.run()
        #expect(log.entries == ["step", "step", "step", "delayed at \(Duration.seconds(2))"])
    }
}
