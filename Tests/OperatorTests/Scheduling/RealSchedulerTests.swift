import Dispatch
import Foundation
import Testing

@testable import Reactive

@Suite struct RealSchedulerTests {
    @Test func immediateSchedulerRunsAtOnce() {
        let runs = Counter()
        let disposable = ImmediateScheduler().schedule { runs.increment() }
        #expect(runs.value == 1)
        #expect(disposable == nil)
    }

    @Test func immediateRecursiveSchedulingIsTrampolined() {
        // 100,000 levels would overflow the stack if each reschedule recursed.
        let steps = Counter()
        _ = ImmediateScheduler().scheduleRecursive { reschedule in
            if steps.increment() < 100_000 { reschedule() }
        }
        #expect(steps.value == 100_000)
    }

    @Test func queueSchedulerRunsActionsInOrderOffTheCallingThread() {
        let scheduler = QueueScheduler(label: "test")
        let log = Log()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<100 {
            scheduler.schedule { log.append("\(index)") }
        }
        scheduler.schedule { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(log.entries == (0..<100).map(String.init))
    }

    @Test func queueSchedulerCancelsDisposedActions() {
        let scheduler = QueueScheduler(label: "test")
        let runs = Counter()
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule(after: .milliseconds(50)) { runs.increment() }?.dispose()
        scheduler.schedule(after: .milliseconds(100)) { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(runs.value == 0)
    }

    @Test func queueSchedulerRecursionAndRepetition() {
        let scheduler = QueueScheduler(label: "test")
        let steps = Counter()
        let finished = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRecursive { reschedule in
            if steps.increment() < 10_000 { reschedule() } else { finished.signal() }
        }
        #expect(finished.wait(timeout: .now() + 10) == .success)
        #expect(steps.value == 10_000)

        let ticks = Counter()
        let ticked = DispatchSemaphore(value: 0)
        let timer = scheduler.schedule(after: .milliseconds(1), repeatingEvery: .milliseconds(1)) {
            if ticks.increment() == 3 { ticked.signal() }
        }
        #expect(ticked.wait(timeout: .now() + 10) == .success)
        timer?.dispose()
        #expect(ticks.value >= 3)
    }

    @Test func realSchedulersReadAMonotonicClock() {
        let scheduler = QueueScheduler()
        let first = scheduler.now
        Thread.sleep(forTimeInterval: 0.002)
        #expect(scheduler.now > first)
        #expect(ImmediateScheduler().now >= first)
    }
}
