import Testing

@testable import Reactive

@Suite struct UtilityThenTests {
    @Test func ignoreValuesPassesOnlyTheTerminalEvent() {
        let (completing, _) = Signal<Int, TestError>.from([1, 2, 3]).ignoreValues().record()
        #expect(completing.events == [.completed])
        let (failing, _) = Signal<Int, TestError>.from([1, 2]).concat(.error(.boom)).ignoreValues().record()
        #expect(failing.events == [.failed(.boom)])
    }

    @Test func ignoreValuesStopsAtDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = source.signal.ignoreValues().record()
        source.send(values: 1)
        disposable.dispose()
        source.send(.completed)
        #expect(recorder.events.isEmpty)
        #expect(source.disposals == 1)
    }

    @Test func thenSubscribesToTheNextSignalOnCompletion() {
        let source = HandDrivenSource<Int, TestError>()
        let calls = Counter()
        let (recorder, _) = source.signal.then {
            calls.increment()
            return Signal<String, TestError>.from(["a", "b"])
        }.record()
        source.send(values: 1, 2)
        #expect(calls.value == 0)
        #expect(recorder.events.isEmpty)
        source.send(.completed)
        #expect(calls.value == 1)
        #expect(recorder.events == [.next("a"), .next("b"), .completed])
    }

    @Test func thenForwardsTheSourceFailureWithoutCallingTheBlock() {
        let calls = Counter()
        let (recorder, _) = Signal<Int, TestError>.from([1]).concat(.error(.boom)).then {
            calls.increment()
            return Signal<Int, TestError>.return(9)
        }.record()
        #expect(recorder.events == [.failed(.boom)])
        #expect(calls.value == 0)
    }

    @Test func thenForwardsTheNextSignalsFailure() {
        let (recorder, _) = Signal<Int, TestError>.from([1]).then { Signal<Int, TestError>.error(.other("next")) }
            .record()
        #expect(recorder.events == [.failed(.other("next"))])
    }

    @Test func thenDisposalReachesWhicheverSignalIsRunning() {
        let source = HandDrivenSource<Int, TestError>()
        let calls = Counter()
        let (early, earlyDisposable) = source.signal.then {
            calls.increment()
            return Signal<Int, TestError>.return(9)
        }.record()
        earlyDisposable.dispose()
        source.send(.completed)
        #expect(early.events.isEmpty)
        #expect(calls.value == 0)
        #expect(source.disposals == 1)

        let next = HandDrivenSource<Int, TestError>()
        let (late, lateDisposable) = Signal<Int, TestError>.empty.then { next.signal }.record()
        next.send(values: 1)
        lateDisposable.dispose()
        next.send(values: 2)
        #expect(late.events == [.next(1)])
        #expect(next.disposals == 1)
    }
}
