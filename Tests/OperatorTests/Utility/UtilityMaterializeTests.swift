import Testing

@testable import Reactive

@Suite struct UtilityMaterializeTests {
    @Test func materializeSendsEachEventAsAValueThenCompletes() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2]).materialize().record()
        #expect(recorder.events == [.next(.next(1)), .next(.next(2)), .next(.completed), .completed])
    }

    @Test func materializeTurnsAFailureIntoAValueAndCompletes() {
        let (recorder, _) = Signal<Int, TestError>.return(1).concat(.error(.boom)).materialize().record()
        #expect(recorder.events == [.next(.next(1)), .next(.failed(.boom)), .completed])
    }

    @Test func materializeOfAnEmptySource() {
        let (recorder, _) = Signal<Int, TestError>.empty.materialize().record()
        #expect(recorder.events == [.next(.completed), .completed])
    }

    @Test func materializeStopsAtDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = source.signal.materialize().record()
        source.send(values: 1)
        disposable.dispose()
        source.send(.failed(.boom))
        #expect(recorder.events == [.next(.next(1))])
        #expect(source.disposals == 1)
    }

    @Test func materializeStopsMidwayWhenDownstreamTakesTheTerminalEventAlone() {
        let (recorder, _) = Signal<Int, TestError>.error(.boom).materialize().take(1).record()
        #expect(recorder.events == [.next(.failed(.boom)), .completed])
    }

    @Test func dematerializeTurnsValuesBackIntoEvents() {
        let events: [Event<Int, TestError>] = [.next(1), .next(2), .failed(.boom)]
        let (recorder, _) = Signal<Event<Int, TestError>, Never>.from(events).dematerialize().record()
        #expect(recorder.events == events)
    }

    @Test func dematerializeStopsTheSourceAtATerminalEvent() {
        let source = HandDrivenSource<Event<Int, TestError>, Never>()
        let (recorder, _) = source.signal.dematerialize().record()
        source.send(values: .next(1), .completed)
        #expect(source.disposals == 1)
        source.send(values: .next(2))
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func dematerializeCompletesWithTheSourceAndStopsAtDisposal() {
        let (completing, _) = Signal<Event<Int, TestError>, Never>.from([.next(1)]).dematerialize().record()
        #expect(completing.events == [.next(1), .completed])

        let source = HandDrivenSource<Event<Int, TestError>, Never>()
        let (disposed, disposable) = source.signal.dematerialize().record()
        source.send(values: .next(1))
        disposable.dispose()
        source.send(values: .next(2))
        #expect(disposed.events == [.next(1)])
        #expect(source.disposals == 1)
    }

    @Test(arguments: [
        [Event<Int, TestError>.next(1), .next(2), .completed],
        [.next(1), .failed(.other("x"))],
        [.completed],
        [.failed(.boom)],
    ])
    func materializeThenDematerializeIsTheIdentity(events: [Event<Int, TestError>]) {
        let original = Signal<Event<Int, TestError>, Never>.from(events).dematerialize()
        let (direct, _) = original.record()
        let (roundTrip, _) = original.materialize().dematerialize().record()
        #expect(direct.events == events)
        #expect(roundTrip.events == events)
    }
}
