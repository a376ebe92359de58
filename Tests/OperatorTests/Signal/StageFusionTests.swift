import Testing

@testable import Reactive

/// A `map`, `scan` or `filter` built on a `filter` runs as one stage with it
/// (`SignalFusion`); the events must be exactly those of the two stages.
@Suite struct StageFusionTests {
    @Test func aMapOnAFilterTransformsOnlyTheKeptValuesAndForwardsTheFailure() {
        let source = HandDrivenSource<Int, TestError>()
        let transformed = Counter()
        let (recorder, disposable) = source.signal
            .filter { $0 % 2 == 0 }
            .map { value -> String in
                transformed.increment()
                return "\(value * 10)"
            }
            .record()
        source.send(values: 1, 2, 3, 4)
        source.send(error: .boom)
        source.send(value: 6)
        #expect(recorder.events == [.next("20"), .next("40"), .failed(.boom)])
        #expect(transformed.value == 2)
        #expect(source.disposals == 1)
        #expect(disposable.isDisposed)
    }

    @Test func aFilterOfAFilterTestsTheSecondPredicateOnlyOnWhatTheFirstKeeps() {
        let secondTests = Counter()
        let (recorder, _) = Signal<Int, Never>.from(Array(1...6))
            .filter { $0 % 2 == 0 }
            .filter { value in
                secondTests.increment()
                return value > 2
            }
            .record()
        #expect(recorder.events == [.next(4), .next(6), .completed])
        #expect(secondTests.value == 3)
    }

    @Test func aScanOnAFilterCombinesOnlyTheKeptValuesAndStartsAgainPerSubscription() {
        let running = Signal<Int, Never>.from(Array(1...5))
            .filter { $0 % 2 == 1 }
            .scan(100) { $0 + $1 }
        let (first, _) = running.record()
        let (second, _) = running.record()
        #expect(first.events == [.next(101), .next(104), .next(109), .completed])
        #expect(second.events == first.events)
    }

    @Test func aFilterKeepsBehavingAsAFilterWhenStagesAreBuiltOnIt() {
        let evens = Signal<Int, Never>.from(Array(1...4)).filter { $0 % 2 == 0 }
        _ = evens.map { $0 + 1 }
        _ = evens.filter { $0 > 2 }
        let (recorder, _) = evens.record()
        #expect(recorder.events == [.next(2), .next(4), .completed])
    }

    @Test func disposingAFusedStageStopsItsValuesAndDisposesTheSourceOnce() {
        let source = HandDrivenSource<Int, Never>()
        let (recorder, disposable) = source.signal
            .filter { $0 > 0 }
            .scan(0) { $0 + $1 }
            .record()
        source.send(values: 1, -5, 2)
        disposable.dispose()
        source.send(values: 3)
        source.sendCompleted()
        #expect(recorder.events == [.next(1), .next(3)])
        #expect(source.disposals == 1)
        #expect(source.active == 0)
    }
}
