import Testing

@testable import Reactive

@Suite struct UtilityLogicTests {
    @Test func notNegatesEachValue() {
        let (recorder, _) = Signal<Bool, TestError>.from([true, false]).not().record()
        #expect(recorder.events == [.next(false), .next(true), .completed])
        let (failing, _) = Signal<Bool, TestError>.return(true).concat(.error(.boom)).not().record()
        #expect(failing.events == [.next(false), .failed(.boom)])
    }

    @Test func andAndOrCombineTheFlagsOfEachArray() {
        let flags = Signal<[Bool], TestError>.from([[true, true], [true, false], [false, false], []])
        #expect(flags.and().record().0.events == [.next(true), .next(false), .next(false), .next(true), .completed])
        #expect(flags.or().record().0.events == [.next(true), .next(true), .next(false), .next(false), .completed])
        let failing = Signal<[Bool], TestError>.error(.boom)
        #expect(failing.and().record().0.events == [.failed(.boom)])
        #expect(failing.or().record().0.events == [.failed(.boom)])
    }

    @Test func logicStopsAtDisposal() {
        let source = HandDrivenSource<[Bool], TestError>()
        let (recorder, disposable) = source.signal.and().not().record()
        source.send(values: [true])
        disposable.dispose()
        source.send(values: [false])
        #expect(recorder.events == [.next(false)])
        #expect(source.disposals == 1)
    }

    @Test func anyIsTrueAtTheFirstValue() {
        // An infinite source: the answer must stop it.
        let (recorder, _) = Signal<Int, TestError>.from(1...).any().record()
        #expect(recorder.events == [.next(true), .completed])
    }

    @Test func anyOfAnEmptySourceIsFalse() {
        let (recorder, _) = Signal<Int, TestError>.empty.any().record()
        #expect(recorder.events == [.next(false), .completed])
    }

    @Test func anyOfAFailingSourceIsFalseAndDoesNotFail() {
        let (recorder, _) = Signal<Int, TestError>.error(.boom).any().record()
        #expect(recorder.events == [.next(false), .completed])
        let (noMatch, _) = Signal<Int, TestError>.from([1, 2]).concat(.error(.boom)).any { $0 > 5 }.record()
        #expect(noMatch.events == [.next(false), .completed])
    }

    @Test func anyWithAPredicateStopsAtTheFirstMatch() {
        let checked = Counter()
        let (recorder, _) = Signal<Int, TestError>.from(1...).any { value in
            checked.increment()
            return value > 3
        }.record()
        #expect(recorder.events == [.next(true), .completed])
        #expect(checked.value == 4)

        let source = HandDrivenSource<Int, TestError>()
        let (matched, _) = source.signal.any { $0 == 2 }.record()
        source.send(values: 1, 2)
        #expect(source.disposals == 1)
        source.send(.failed(.boom))
        #expect(matched.events == [.next(true), .completed])
    }

    @Test func anyWithoutAMatchIsFalseOnCompletion() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.any { $0 > 5 }.record()
        source.send(values: 1, 2)
        #expect(recorder.events.isEmpty)
        source.send(.completed)
        #expect(recorder.events == [.next(false), .completed])
    }

    @Test func allIsTrueWhenEveryValuePasses() {
        let (recorder, _) = Signal<Int, TestError>.from([2, 4, 6]).all { $0.isMultiple(of: 2) }.record()
        #expect(recorder.events == [.next(true), .completed])
    }

    @Test func allOfAnEmptySourceIsTrue() {
        let (recorder, _) = Signal<Int, TestError>.empty.all { _ in false }.record()
        #expect(recorder.events == [.next(true), .completed])
    }

    @Test func allIsFalseAtTheFirstValueThatFails() {
        let checked = Counter()
        let (recorder, _) = Signal<Int, TestError>.from(1...).all { value in
            checked.increment()
            return value < 3
        }.record()
        #expect(recorder.events == [.next(false), .completed])
        #expect(checked.value == 3)
    }

    @Test func allOfAFailingSourceIsFalseAndDoesNotFail() {
        let (recorder, _) = Signal<Int, TestError>.from([2, 4]).concat(.error(.boom)).all { $0.isMultiple(of: 2) }
            .record()
        #expect(recorder.events == [.next(false), .completed])
    }

    @Test func anyAndAllStopAtDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let (anyRecorder, anyDisposable) = source.signal.any { $0 > 5 }.record()
        let (allRecorder, allDisposable) = source.signal.all { $0 < 5 }.record()
        source.send(values: 1)
        anyDisposable.dispose()
        allDisposable.dispose()
        source.send(values: 9)
        source.send(.completed)
        #expect(anyRecorder.events.isEmpty)
        #expect(allRecorder.events.isEmpty)
        #expect(source.disposals == 2)
    }

    @Test func theReferenceArticlesAnyAndAllWithAnAlwaysTruePredicate() {
        let values = Signal<Int, Never>.from([5, 3, 9, 4])
        #expect(values.any { _ in true }.record().0.values == [true])
        #expect(values.all { _ in true }.record().0.values == [true])
    }
}
