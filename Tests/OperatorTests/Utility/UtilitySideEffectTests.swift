import Testing

@testable import Reactive

@Suite struct UtilitySideEffectTests {
    @Test func doNextRunsBeforeEachValueIsForwarded() {
        let log = Log()
        Signal<Int, TestError>.from([1, 2])
            .doNext { log.append("do \($0)") }
            .subscribe(next: { log.append("next \($0)") }, completed: { log.append("completed") })
        #expect(log.entries == ["do 1", "next 1", "do 2", "next 2", "completed"])
    }

    @Test func doNextForwardsFailureWithoutRunning() {
        let calls = Counter()
        let (recorder, _) = Signal<Int, TestError>.error(.boom).doNext { _ in calls.increment() }.record()
        #expect(recorder.events == [.failed(.boom)])
        #expect(calls.value == 0)
    }

    @Test func doNextStopsAtDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let calls = Counter()
        let (recorder, disposable) = source.signal.doNext { _ in calls.increment() }.record()
        source.send(values: 1)
        disposable.dispose()
        source.send(values: 2)
        #expect(recorder.events == [.next(1)])
        #expect(calls.value == 1)
        #expect(source.disposals == 1)
    }

    @Test func doFailedRunsBeforeTheFailureOnly() {
        let log = Log()
        Signal<Int, TestError>.from([1]).concat(.error(.other("x")))
            .doFailed { log.append("do \($0)") }
            .subscribe(next: { log.append("next \($0)") }, failed: { log.append("failed \($0)") })
        #expect(log.entries == ["next 1", "do other(\"x\")", "failed other(\"x\")"])

        let completedCalls = Counter()
        let (recorder, _) = Signal<Int, TestError>.from([1]).doFailed { _ in completedCalls.increment() }.record()
        #expect(recorder.events == [.next(1), .completed])
        #expect(completedCalls.value == 0)
    }

    @Test func doFailedDoesNotRunAtDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let calls = Counter()
        let (recorder, disposable) = source.signal.doFailed { _ in calls.increment() }.record()
        disposable.dispose()
        source.send(.failed(.boom))
        #expect(recorder.events.isEmpty)
        #expect(calls.value == 0)
        #expect(source.disposals == 1)
    }

    @Test func doCompletedRunsBeforeTheCompletionOnly() {
        let log = Log()
        Signal<Int, TestError>.from([1])
            .doCompleted { log.append("do completed") }
            .subscribe(next: { log.append("next \($0)") }, completed: { log.append("completed") })
        #expect(log.entries == ["next 1", "do completed", "completed"])

        let calls = Counter()
        let (failing, _) = Signal<Int, TestError>.error(.boom).doCompleted { calls.increment() }.record()
        #expect(failing.events == [.failed(.boom)])

        let source = HandDrivenSource<Int, TestError>()
        let (disposed, disposable) = source.signal.doCompleted { calls.increment() }.record()
        disposable.dispose()
        source.send(.completed)
        #expect(disposed.events.isEmpty)
        #expect(calls.value == 0)
    }

    @Test func initiallyRunsAtEachSubscriptionBeforeSubscribing() {
        let log = Log()
        let source = Signal<Int, TestError>.create { observer in
            log.append("subscribed")
            observer.send(value: 1)
            observer.sendCompleted()
            return nil
        }
        let signal = source.initially { log.append("initially") }
        #expect(log.entries.isEmpty)
        let (first, _) = signal.record()
        let (second, _) = signal.record()
        #expect(log.entries == ["initially", "subscribed", "initially", "subscribed"])
        #expect(first.events == [.next(1), .completed])
        #expect(second.events == [.next(1), .completed])
    }

    @Test func initiallyForwardsFailureAndDisposal() {
        let calls = Counter()
        let (failing, _) = Signal<Int, TestError>.error(.boom).initially { calls.increment() }.record()
        #expect(failing.events == [.failed(.boom)])

        let source = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = source.signal.initially { calls.increment() }.record()
        source.send(values: 1)
        disposable.dispose()
        source.send(values: 2)
        #expect(recorder.events == [.next(1)])
        #expect(source.disposals == 1)
        #expect(calls.value == 2)
    }

    @Test func finallyRunsOnCompletionAndOnFailureBeforeForwarding() {
        let log = Log()
        Signal<Int, TestError>.from([1, 2])
            .finally { log.append("finally") }
            .subscribe(next: { log.append("next \($0)") }, completed: { log.append("completed") })
        Signal<Int, TestError>.return(3).concat(.error(.boom))
            .finally { log.append("finally") }
            .subscribe(next: { log.append("next \($0)") }, failed: { _ in log.append("failed") })
        #expect(log.entries == ["next 1", "next 2", "finally", "completed", "next 3", "finally", "failed"])
    }

    @Test func finallyDoesNotRunOnDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let calls = Counter()
        let (recorder, disposable) = source.signal.finally { calls.increment() }.record()
        source.send(values: 1)
        disposable.dispose()
        source.send(.completed)
        #expect(recorder.events == [.next(1)])
        #expect(calls.value == 0)
        #expect(source.disposals == 1)
    }
}
