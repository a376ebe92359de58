import Testing

@testable import Reactive

@Suite struct UtilityCatchTests {
    @Test func catchSwitchesToTheReplacementOnFailure() {
        let subscriptions = Counter()
        let caught = Log()
        let source = Signal<Int, TestError>.from([1, 2]).concat(.error(.other("x")))
        let (recorder, _) = source.catch { error in
            caught.append("\(error)")
            return Signal<Int, TestError>.from([10, 11]).countingSubscriptions(subscriptions)
        }.record()
        #expect(recorder.events == [.next(1), .next(2), .next(10), .next(11), .completed])
        #expect(caught.entries == ["other(\"x\")"])
        #expect(subscriptions.value == 1)
    }

    @Test func catchSubscribesTheReplacementOnlyOnFailure() {
        let subscriptions = Counter()
        let handlerCalls = Counter()
        let (recorder, _) = Signal<Int, TestError>.from([1, 2]).catch { _ in
            handlerCalls.increment()
            return Signal.return(9).countingSubscriptions(subscriptions)
        }.record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(handlerCalls.value == 0)
        #expect(subscriptions.value == 0)
    }

    @Test func catchCanChangeOrRemoveTheFailureType() {
        let safe: Signal<Int, Never> = Signal<Int, TestError>.error(.boom).catch { _ in Signal<Int, Never>.return(0) }
        #expect(safe.record().0.events == [.next(0), .completed])

        let retyped: Signal<Int, UtilityOtherError> = Signal<Int, TestError>.return(1).concat(.error(.boom))
            .catch { _ in Signal<Int, UtilityOtherError>.error(.replaced(7)) }
        #expect(retyped.record().0.events == [.next(1), .failed(.replaced(7))])
    }

    @Test func catchWithTheSameFailureTypeNeedsNoAnnotation() {
        let (recorder, _) = Signal<Int, TestError>.error(.boom).catch { _ in .return(5) }.record()
        #expect(recorder.events == [.next(5), .completed])
        let (nested, _) = Signal<Int, TestError>.error(.boom)
            .catch { _ in .error(.other("again")) }
            .catch { error in .return(error == .other("again") ? 1 : 0) }
            .record()
        #expect(nested.events == [.next(1), .completed])
    }

    @Test func catchToSwitchesToTheGivenSignal() {
        let (recorder, _) = Signal<Int, TestError>.return(1).concat(.error(.boom)).catchTo(.empty).record()
        #expect(recorder.events == [.next(1), .completed])
        let (completing, _) = Signal<Int, TestError>.from([1, 2]).catchTo(.return(9)).record()
        #expect(completing.events == [.next(1), .next(2), .completed])
    }

    @Test func disposalBeforeTheFailureDisposesTheSourceAndNeverSubscribesTheReplacement() {
        let source = HandDrivenSource<Int, TestError>()
        let subscriptions = Counter()
        let (recorder, disposable) = source.signal.catchTo(Signal.return(9).countingSubscriptions(subscriptions))
            .record()
        source.send(values: 1)
        disposable.dispose()
        source.send(.failed(.boom))
        #expect(recorder.events == [.next(1)])
        #expect(source.disposals == 1)
        #expect(subscriptions.value == 0)
    }

    @Test func disposalAfterTheFailureDisposesTheReplacement() {
        let source = HandDrivenSource<Int, TestError>()
        let replacement = HandDrivenSource<Int, UtilityOtherError>()
        let (recorder, disposable) = source.signal.catchTo(replacement.signal).record()
        source.send(values: 1)
        source.send(.failed(.boom))
        #expect(source.disposals == 1)
        #expect(replacement.subscriptions == 1)
        replacement.send(values: 2)
        disposable.dispose()
        replacement.send(values: 3)
        replacement.send(.completed)
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(replacement.disposals == 1)
    }

    @Test func catchRunsTheHandlerForEachFailingSubscription() {
        let handlerCalls = Counter()
        let signal = Signal<Int, TestError>.error(.boom).catch { _ in
            handlerCalls.increment()
            return .empty
        }
        #expect(signal.record().0.events == [.completed])
        #expect(signal.record().0.events == [.completed])
        #expect(handlerCalls.value == 2)
    }

    @Test func tryPassesValuesUntilTheBodyThrowsThenFailsAndStopsTheSource() {
        let checked = Counter()
        // An infinite synchronous source: only disposing it lets the test finish.
        let (recorder, _) = Signal<Int, TestError>.from(1...).try { value throws(TestError) in
            checked.increment()
            if value == 3 { throw .other("three") }
        }.record()
        #expect(recorder.events == [.next(1), .next(2), .failed(.other("three"))])
        #expect(checked.value == 3)
    }

    @Test func tryStopsAManualSourceAfterTheThrow() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.try { value throws(TestError) in
            if value < 0 { throw .boom }
        }.record()
        source.send(values: 1, -1, 2)
        source.send(.completed)
        #expect(recorder.events == [.next(1), .failed(.boom)])
        #expect(source.disposals == 1)
    }

    @Test func tryForwardsTheSourceFailureCompletionAndDisposal() {
        let (failing, _) = Signal<Int, TestError>.error(.boom).try { _ throws(TestError) in }.record()
        #expect(failing.events == [.failed(.boom)])
        let (completing, _) = Signal<Int, TestError>.from([1, 2]).try { _ throws(TestError) in }.record()
        #expect(completing.events == [.next(1), .next(2), .completed])

        let source = HandDrivenSource<Int, TestError>()
        let (disposed, disposable) = source.signal.try { _ throws(TestError) in }.record()
        disposable.dispose()
        source.send(values: 1)
        #expect(disposed.events.isEmpty)
        #expect(source.disposals == 1)
    }

    @Test func tryMapTransformsUntilTheTransformThrows() {
        let (recorder, _) = Signal<Int, TestError>.from(1...).tryMap { value throws(TestError) -> String in
            guard value < 3 else { throw .boom }
            return "#\(value)"
        }.record()
        #expect(recorder.events == [.next("#1"), .next("#2"), .failed(.boom)])
    }

    @Test func tryMapWithUntypedErrorsNeedsNoAnnotation() {
        struct Odd: Error {}
        let (recorder, _) = Signal<Int, any Error>.from([2, 4, 5, 6]).tryMap { value in
            guard value.isMultiple(of: 2) else { throw Odd() }
            return value / 2
        }.record()
        #expect(recorder.values == [1, 2])
        #expect(recorder.failure is Odd)
    }

    @Test func tryMapForwardsTheSourceFailureCompletionAndDisposal() {
        let (failing, _) = Signal<Int, TestError>.error(.boom).tryMap { value throws(TestError) in value }.record()
        #expect(failing.events == [.failed(.boom)])
        let (empty, _) = Signal<Int, TestError>.empty.tryMap { value throws(TestError) in value }.record()
        #expect(empty.events == [.completed])

        let source = HandDrivenSource<Int, TestError>()
        let (disposed, disposable) = source.signal.tryMap { value throws(TestError) in value * 2 }.record()
        source.send(values: 1)
        disposable.dispose()
        source.send(values: 2)
        #expect(disposed.events == [.next(2)])
        #expect(source.disposals == 1)
    }

    @Test func mapFailureTransformsOnlyTheFailure() {
        let (failing, _) = Signal<Int, TestError>.return(1).concat(.error(.boom))
            .mapFailure { _ in UtilityOtherError.replaced(1) }.record()
        #expect(failing.events == [.next(1), .failed(.replaced(1))])
        let (completing, _) = Signal<Int, TestError>.from([1, 2]).mapFailure { _ in UtilityOtherError.replaced(1) }
            .record()
        #expect(completing.events == [.next(1), .next(2), .completed])

        let source = HandDrivenSource<Int, TestError>()
        let (disposed, disposable) = source.signal.mapFailure { _ in UtilityOtherError.replaced(0) }.record()
        disposable.dispose()
        source.send(.failed(.boom))
        #expect(disposed.events.isEmpty)
        #expect(source.disposals == 1)
    }

    @Test func promoteFailureLetsANeverFailingSignalJoinFailingOnes() {
        let promoted = Signal<Int, Never>.from([1, 2]).promoteFailure(to: TestError.self)
        let (recorder, _) = promoted.concat(.error(.boom)).record()
        #expect(recorder.events == [.next(1), .next(2), .failed(.boom)])

        let source = HandDrivenSource<Int, Never>()
        let (disposed, disposable) = source.signal.promoteFailure(to: TestError.self).record()
        source.send(values: 1)
        disposable.dispose()
        source.send(values: 2)
        #expect(disposed.events == [.next(1)])
        #expect(source.disposals == 1)
    }
}
