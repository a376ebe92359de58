import Testing

@testable import Reactive

@Suite struct UtilityElementAtTests {
    @Test func elementAtSendsTheValueAtTheIndexThenCompletes() {
        // An infinite source: completing at the element must stop it.
        let (recorder, _) = Signal<Int, TestError>.from(10...).element(at: 2).record()
        #expect(recorder.events == [.next(12), .completed])
        let (first, _) = Signal<Int, TestError>.from(10...).element(at: 0).record()
        #expect(first.events == [.next(10), .completed])
    }

    @Test func elementAtDisposesTheSourceAtTheElement() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.element(at: 1).record()
        source.send(values: 1)
        #expect(source.disposals == 0)
        source.send(values: 2)
        #expect(source.disposals == 1)
        source.send(values: 3)
        source.send(.failed(.boom))
        #expect(recorder.events == [.next(2), .completed])
    }

    @Test func elementAtOutOfRangeCompletesWithoutAValue() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2]).element(at: 5).record()
        #expect(recorder.events == [.completed])
        let (empty, _) = Signal<Int, TestError>.empty.element(at: 0).record()
        #expect(empty.events == [.completed])
    }

    @Test func elementAtForwardsAFailureBeforeTheIndex() {
        let (recorder, _) = Signal<Int, TestError>.from([1]).concat(.error(.boom)).element(at: 1).record()
        #expect(recorder.events == [.failed(.boom)])
    }

    @Test func elementAtStopsAtDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = source.signal.element(at: 1).record()
        source.send(values: 1)
        disposable.dispose()
        source.send(values: 2)
        #expect(recorder.events.isEmpty)
        #expect(source.disposals == 1)
    }
}
