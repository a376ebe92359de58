import Testing

@testable import Reactive

@Suite struct UtilityConditionalTests {
    @Test func ifFollowsTheBranchOfTheLatestCondition() {
        let condition = HandDrivenSource<Bool, TestError>()
        let yes = HandDrivenSource<String, TestError>()
        let no = HandDrivenSource<String, TestError>()
        let (recorder, subscription) = Signal.if(condition.signal, then: yes.signal, else: no.signal).record()
        defer { subscription.dispose() }
        #expect(yes.subscriptions == 0 && no.subscriptions == 0)

        condition.send(values: true)
        yes.send(values: "y1")
        no.send(values: "n0")
        condition.send(values: false)
        #expect(yes.disposals == 1)
        #expect(no.subscriptions == 1)
        yes.send(values: "y2")
        no.send(values: "n1")
        #expect(recorder.events == [.next("y1"), .next("n1")])
    }

    @Test func ifResubscribesWhenTheConditionRepeats() {
        let condition = HandDrivenSource<Bool, TestError>()
        let yes = HandDrivenSource<Int, TestError>()
        let (recorder, subscription) = Signal.if(condition.signal, then: yes.signal, else: .never).record()
        defer { subscription.dispose() }
        condition.send(values: true, true)
        #expect(yes.subscriptions == 2)
        #expect(yes.disposals == 1)
        yes.send(values: 1)
        // Both subscriptions' observers receive it; only the current one is followed.
        #expect(recorder.values == [1])
    }

    @Test func ifCompletesWhenTheConditionAndTheLastBranchHaveCompleted() {
        let condition = HandDrivenSource<Bool, TestError>()
        let yes = HandDrivenSource<Int, TestError>()
        let (recorder, _) = Signal.if(condition.signal, then: yes.signal, else: .empty).record()
        condition.send(values: true)
        condition.send(.completed)
        #expect(recorder.events.isEmpty)
        yes.send(values: 1)
        yes.send(.completed)
        #expect(recorder.events == [.next(1), .completed])
        #expect(condition.disposals == 1)
    }

    @Test func ifWaitsForTheConditionAfterABranchCompletes() {
        let condition = HandDrivenSource<Bool, TestError>()
        let (recorder, _) = Signal.if(condition.signal, then: .return(1), else: .return(0)).record()
        condition.send(values: true, false)
        #expect(recorder.events == [.next(1), .next(0)])
        condition.send(.completed)
        #expect(recorder.events == [.next(1), .next(0), .completed])
    }

    @Test func ifOfSynchronousSignals() {
        let (recorder, _) = Signal.if(
            Signal<Bool, TestError>.from([true, false, true]),
            then: .from([1, 2]),
            else: .from([0])
        ).record()
        #expect(recorder.events == [.next(1), .next(2), .next(0), .next(1), .next(2), .completed])
    }

    @Test func ifOfAConditionThatSendsNothingCompletesAtOnce() {
        let (recorder, _) = Signal.if(Signal<Bool, TestError>.empty, then: .return(1), else: .return(0)).record()
        #expect(recorder.events == [.completed])
    }

    @Test func ifFailsWithTheConditionOrTheBranch() {
        let (conditionFails, _) = Signal.if(
            Signal<Bool, TestError>.error(.boom), then: .return(1), else: .return(0)
        ).record()
        #expect(conditionFails.events == [.failed(.boom)])

        let condition = HandDrivenSource<Bool, TestError>()
        let yes = HandDrivenSource<Int, TestError>()
        let (branchFails, _) = Signal.if(condition.signal, then: yes.signal, else: .empty).record()
        condition.send(values: true)
        yes.send(.failed(.other("branch")))
        #expect(branchFails.events == [.failed(.other("branch"))])
        #expect(condition.disposals == 1)
    }

    @Test func ifDisposalDisposesTheConditionAndTheBranch() {
        let condition = HandDrivenSource<Bool, TestError>()
        let yes = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = Signal.if(condition.signal, then: yes.signal, else: .empty).record()
        condition.send(values: true)
        yes.send(values: 1)
        disposable.dispose()
        yes.send(values: 2)
        condition.send(values: false)
        #expect(recorder.events == [.next(1)])
        #expect(condition.disposals == 1)
        #expect(yes.disposals == 1)
    }

    @Test func switchFollowsTheCaseOfTheLatestKey() {
        let key = HandDrivenSource<String, TestError>()
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<Int, TestError>()
        let (recorder, _) = Signal.switch(key.signal, cases: ["a": a.signal, "b": b.signal], default: .return(0))
            .record()
        key.send(values: "a")
        a.send(values: 1)
        key.send(values: "b")
        a.send(values: 2)
        b.send(values: 3)
        key.send(values: "z")
        b.send(values: 4)
        key.send(.completed)
        #expect(recorder.events == [.next(1), .next(3), .next(0), .completed])
        #expect(a.disposals == 1 && b.disposals == 1)
    }

    @Test func switchWithoutADefaultFailsAtAKeyWithoutACase() {
        let key = HandDrivenSource<String, TestError>()
        let a = HandDrivenSource<Int, TestError>()
        let (recorder, _) = Signal.switch(key.signal, cases: ["a": a.signal]).record()
        key.send(values: "a")
        a.send(values: 1)
        key.send(values: "z")
        #expect(recorder.events == [.next(1), .failed(.noMatchingCase("z"))])
        #expect(a.disposals == 1)
        #expect(key.disposals == 1)
    }

    @Test func switchWithoutADefaultWrapsOtherFailures() {
        let (keyFails, _) = Signal<Int, TestError>.switch(Signal<String, TestError>.error(.boom), cases: [:]).record()
        #expect(keyFails.events == [.failed(.failed(.boom))])
        let (caseFails, _) = Signal.switch(
            Signal<String, TestError>.return("a"),
            cases: ["a": Signal<Int, TestError>.return(1).concat(.error(.other("a")))]
        ).record()
        #expect(caseFails.events == [.next(1), .failed(.failed(.other("a")))])
        let (completing, _) = Signal.switch(
            Signal<String, TestError>.from(["a", "a"]),
            cases: ["a": Signal<Int, TestError>.return(1)]
        ).record()
        #expect(completing.events == [.next(1), .next(1), .completed])
    }

    @Test func switchFailsWithTheKeyOrTheCase() {
        let key = HandDrivenSource<String, TestError>()
        let (keyFails, _) = Signal.switch(key.signal, cases: ["a": Signal<Int, TestError>.never], default: .never)
            .record()
        key.send(values: "a")
        key.send(.failed(.boom))
        #expect(keyFails.events == [.failed(.boom)])

        let (caseFails, _) = Signal.switch(
            Signal<String, TestError>.return("a"),
            cases: ["a": Signal<Int, TestError>.error(.other("case"))],
            default: .return(0)
        ).record()
        #expect(caseFails.events == [.failed(.other("case"))])
    }

    @Test func switchDisposalDisposesTheKeyAndTheCase() {
        let key = HandDrivenSource<Int, Never>()
        let one = HandDrivenSource<String, Never>()
        let (recorder, disposable) = Signal.switch(key.signal, cases: [1: one.signal], default: .empty).record()
        key.send(values: 1)
        one.send(values: "x")
        disposable.dispose()
        one.send(values: "y")
        #expect(recorder.events == [.next("x")])
        #expect(key.disposals == 1)
        #expect(one.disposals == 1)
    }

    @Test func switchOverManySynchronousKeysKeepsTheStackFlat() {
        let keys = Signal<Int, Never>.from(0..<10_000)
        let (recorder, _) = Signal.switch(keys, cases: [0: .return(-1)], default: .return(1)).collect().record()
        #expect(recorder.values.first?.count == 10_000)
        #expect(recorder.values.first?.reduce(0, +) == 9_998)
        #expect(recorder.isCompleted)
    }
}
