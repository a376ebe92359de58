import Testing

@testable import Reactive

@Suite struct CombiningTakeUntilTests {
    @Test func aTriggerValueCompletesAndDisposesBoth() {
        let source = HandDrivenSource<Int, TestError>()
        let trigger = HandDrivenSource<String, Never>()
        let (recorder, _) = source.signal.take(until: trigger.signal).record()
        source.send(1)
        source.send(2)
        trigger.send("stop")
        source.send(3)
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(source.active == 0 && trigger.active == 0)
    }

    @Test func triggerCompletionCompletes() {
        let scheduler = TestScheduler()
        let source = Signal<Int, TestError>.atSeconds([(1, .next(1)), (3, .next(3))], on: scheduler)
        let trigger = Signal<Int, TestError>.atSeconds([(2, .completed)], on: scheduler)
        let (recorder, _) = source.take(until: trigger).record()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func aTriggerErrorIsIgnored() {
        let source = HandDrivenSource<Int, TestError>()
        let trigger = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.take(until: trigger.signal).record()
        source.send(1)
        trigger.send(error: .boom)
        source.send(2)
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(trigger.active == 0, "the failed trigger's subscription is over")
        source.sendCompleted()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func sourceErrorAndCompletionAreForwarded() {
        let trigger = HandDrivenSource<Int, Never>()
        let (failed, _) = Signal<Int, TestError>.error(.boom).take(until: trigger.signal).record()
        #expect(failed.events == [.failed(.boom)])
        let (completed, _) = Signal<Int, TestError>.from([1, 2]).take(until: trigger.signal).record()
        #expect(completed.events == [.next(1), .next(2), .completed])
        #expect(trigger.subscriptions == 2 && trigger.active == 0)
    }

    @Test func aSynchronousTriggerMeansTheSourceIsNeverSubscribed() {
        let source = HandDrivenSource<Int, Never>()
        let (recorder, _) = source.signal.take(until: Signal<Int, Never>.return(0)).record()
        #expect(recorder.events == [.completed])
        #expect(source.subscriptions == 0)
    }

    @Test func disposalDisposesBoth() {
        let source = HandDrivenSource<Int, Never>()
        let trigger = HandDrivenSource<Int, Never>()
        let (recorder, disposable) = source.signal.take(until: trigger.signal).record()
        disposable.dispose()
        #expect(source.active == 0 && trigger.active == 0)
        source.send(1)
        #expect(recorder.events.isEmpty)
    }

    @Test func replacementTakesOverAtItsFirstEvent() {
        let source = HandDrivenSource<Int, TestError>()
        let replacement = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.take(untilReplacement: replacement.signal).record()
        source.send(1)
        replacement.send(10)
        #expect(source.active == 0)
        source.send(2)
        replacement.send(20)
        replacement.sendCompleted()
        #expect(recorder.events == [.next(1), .next(10), .next(20), .completed])
    }

    @Test func sourceCompletionWaitsForTheReplacement() {
        let source = HandDrivenSource<Int, TestError>()
        let replacement = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.take(untilReplacement: replacement.signal).record()
        source.send(1)
        source.sendCompleted()
        #expect(recorder.events == [.next(1)])
        replacement.sendCompleted()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func errorsOfEitherAreForwarded() {
        let replacement = HandDrivenSource<Int, TestError>()
        let (sourceFailed, _) = Signal<Int, TestError>.error(.boom).take(untilReplacement: replacement.signal).record()
        #expect(sourceFailed.events == [.failed(.boom)])
        #expect(replacement.active == 0)

        let source = HandDrivenSource<Int, TestError>()
        let (replacementFailed, _) = source.signal.take(untilReplacement: .error(.other("r"))).record()
        #expect(replacementFailed.events == [.failed(.other("r"))])
        #expect(source.subscriptions == 0, "a synchronous replacement means the source is never subscribed")
    }

    @Test func replacementDisposalDisposesBoth() {
        let source = HandDrivenSource<Int, Never>()
        let replacement = HandDrivenSource<Int, Never>()
        let (recorder, disposable) = source.signal.take(untilReplacement: replacement.signal).record()
        disposable.dispose()
        #expect(source.active == 0 && replacement.active == 0)
        replacement.send(1)
        #expect(recorder.events.isEmpty)
    }

    @Test func skipUntilDropsValuesUntilTheTriggerFires() {
        let source = HandDrivenSource<Int, TestError>()
        let trigger = HandDrivenSource<Void, Never>()
        let (recorder, _) = source.signal.skip(until: trigger.signal).record()
        source.send(1)
        trigger.send(())
        #expect(trigger.active == 0, "the trigger is disposed once it fired")
        source.send(2)
        source.sendCompleted()
        #expect(recorder.events == [.next(2), .completed])
    }

    @Test func skipUntilOpensOnTriggerCompletionAndIgnoresTriggerErrors() {
        let scheduler = TestScheduler()
        let source = Signal<Int, TestError>.atSeconds([1, 3, 5].map { ($0, .next($0)) }, on: scheduler)
        let completing = Signal<Int, Never>.atSeconds([(2, .completed)], on: scheduler)
        let failing = Signal<Int, TestError>.atSeconds([(2, .failed(.boom))], on: scheduler)
        let (opened, _) = source.skip(until: completing).record()
        let (stillSkipping, _) = source.skip(until: failing).record()
        scheduler.advance(by: .seconds(4))
        #expect(opened.values == [3])
        #expect(stillSkipping.events.isEmpty)
    }

    @Test func skipUntilForwardsSourceErrorsAndDisposal() {
        let trigger = HandDrivenSource<Int, Never>()
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.skip(until: trigger.signal).record()
        source.send(error: .boom)
        #expect(recorder.events == [.failed(.boom)])
        #expect(trigger.active == 0)

        let (disposed, disposable) = source.signal.skip(until: trigger.signal).record()
        disposable.dispose()
        #expect(source.active == 0 && trigger.active == 0)
        trigger.send(1)
        source.send(1)
        #expect(disposed.events.isEmpty)
    }
}
