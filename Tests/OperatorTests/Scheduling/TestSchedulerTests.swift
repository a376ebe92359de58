import Testing

@testable import Reactive

@Suite struct TestSchedulerTests {
    @Test func nothingRunsUntilTheClockMoves() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule { log.append("now") }
        #expect(log.entries.isEmpty)
        scheduler.advance()
        #expect(log.entries == ["now"])
    }

    @Test func actionsRunByDueTimeAndSameTimeActionsInSchedulingOrder() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule(after: .seconds(2)) { log.append("b1") }
        scheduler.schedule(after: .seconds(1)) { log.append("a") }
        scheduler.schedule(after: .seconds(2)) { log.append("b2") }
        scheduler.schedule(after: .seconds(3)) { log.append("c") }
        scheduler.advance(by: .seconds(1))
        #expect(log.entries == ["a"])
        #expect(scheduler.now == .seconds(1))
        scheduler.advance(to: .seconds(2))
        #expect(log.entries == ["a", "b1", "b2"])
        scheduler.run()
        #expect(log.entries == ["a", "b1", "b2", "c"])
        #expect(scheduler.now == .seconds(3))
    }

    @Test func theClockReadsEachActionsDueTimeWhileItRuns() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule(after: .milliseconds(1500)) { log.append("\(scheduler.now)") }
        scheduler.advance(by: .seconds(5))
        #expect(log.entries == ["\(Duration.milliseconds(1500))"])
        #expect(scheduler.now == .seconds(5))
    }

    @Test func actionsScheduledByActionsRunInTheSameAdvanceWhenDue() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule {
            log.append("outer")
            scheduler.schedule { log.append("inner now") }
            scheduler.schedule(after: .seconds(1)) { log.append("inner later") }
        }
        scheduler.advance()
        #expect(log.entries == ["outer", "inner now"])
        scheduler.advance(by: .seconds(1))
        #expect(log.entries == ["outer", "inner now", "inner later"])
    }

    @Test func disposedActionsNeverRun() {
        let scheduler = TestScheduler()
        let runs = Counter()
        scheduler.schedule(after: .seconds(1)) { runs.increment() }?.dispose()
        scheduler.run()
        #expect(runs.value == 0)
    }

    @Test func repeatingActionsTickUntilDisposed() {
        let scheduler = TestScheduler()
        let log = Log()
        let timer = scheduler.schedule(after: .seconds(1), repeatingEvery: .seconds(2)) {
            log.append("\(scheduler.now)")
        }
        scheduler.advance(by: .seconds(6))
        #expect(log.entries == ["\(Duration.seconds(1))", "\(Duration.seconds(3))", "\(Duration.seconds(5))"])
        timer?.dispose()
        scheduler.advance(by: .seconds(10))
        #expect(log.entries.count == 3)
    }

    @Test func recursiveSchedulingRunsEachStepAsAScheduledAction() {
        let scheduler = TestScheduler()
        let steps = Counter()
        _ = scheduler.scheduleRecursive { reschedule in
            if steps.increment() < 100_000 { reschedule() }
        }
        #expect(steps.value == 0)
        scheduler.run()
        #expect(steps.value == 100_000)
    }

    @Test func disposingRecursiveSchedulingStopsIt() {
        let scheduler = TestScheduler()
        let steps = Counter()
        let holder = SerialDisposable()
        holder.inner = scheduler.scheduleRecursive { reschedule in
            // Rescheduling "now" forever would never let `run()` return; disposal must stop it.
            if steps.increment() == 10 { holder.dispose() }
            reschedule()
        }
        scheduler.run()
        #expect(steps.value == 10)
    }
}

/// RAC's `step`, `step:` (RACTestSchedulerSpec).
@Suite struct TestSchedulerStepTests {
    @Test func steppingWhileEmptyDoesNothing() {
        let scheduler = TestScheduler()
        scheduler.step()
        scheduler.step(5)
        scheduler.run()
        #expect(scheduler.now == .zero)
    }

    @Test func aStepRunsExactlyOneOfSeveralActionsDueAtTheSameTime() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule { log.append("first") }
        scheduler.schedule { log.append("second") }
        #expect(log.entries.isEmpty)
        scheduler.step()
        #expect(log.entries == ["first"])
        scheduler.step()
        #expect(log.entries == ["first", "second"])
    }

    @Test func stepNRunsExactlyNActions() {
        let scheduler = TestScheduler()
        let log = Log()
        for name in ["a", "b", "c"] { scheduler.schedule { log.append(name) } }
        scheduler.step(2)
        #expect(log.entries == ["a", "b"])
        scheduler.step(1)
        #expect(log.entries == ["a", "b", "c"])
        scheduler.step(3)
        #expect(log.entries == ["a", "b", "c"])
    }

    @Test func stepsRunInDateOrderAndMoveTheClock() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule(after: .seconds(2)) { log.append("later at \(scheduler.now)") }
        scheduler.schedule { log.append("now at \(scheduler.now)") }
        scheduler.step()
        #expect(log.entries == ["now at \(Duration.zero)"])
        #expect(scheduler.now == .zero)
        scheduler.step()
        #expect(log.entries == ["now at \(Duration.zero)", "later at \(Duration.seconds(2))"])
        #expect(scheduler.now == .seconds(2))
    }

    @Test func anActionScheduledByASteppedActionIsAStepOfItsOwn() {
        let scheduler = TestScheduler()
        let log = Log()
        let repeating = scheduler.schedule(after: .seconds(1), repeatingEvery: .seconds(1)) {
            log.append("tick \(scheduler.now)")
        }
        scheduler.step(2)
        #expect(log.entries == ["tick \(Duration.seconds(1))", "tick \(Duration.seconds(2))"])
        // The action holds the scheduler: a cycle until it is cancelled.
        repeating?.dispose()
    }

    @Test func aDisposedRepeatingActionLetsTheSchedulerGo() {
        // Cancelled actions stay queued until the clock passes them; their
        // closures, which often hold the scheduler (as `Signal.interval`'s
        // does), must not keep it alive until then.
        var scheduler: TestScheduler? = TestScheduler()
        let repeating = scheduler?.schedule(after: .seconds(1), repeatingEvery: .seconds(1)) { [scheduler] in
            _ = scheduler?.now
        }
        scheduler?.advance(by: .seconds(2))
        repeating?.dispose()
        let released = WeakBox(scheduler)
        scheduler = nil
        #expect(released.object == nil)
    }

    @Test func cancelledActionsAreSkippedWithoutCounting() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.schedule { log.append("cancelled") }?.dispose()
        scheduler.schedule { log.append("kept") }
        scheduler.step()
        #expect(log.entries == ["kept"])
    }
}
