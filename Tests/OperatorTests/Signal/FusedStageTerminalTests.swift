import Testing

@testable import Reactive

/// A `map` or `scan` built on a `filter` is a stage of its own kind
/// (`FilteredMapStage`, `FilteredScanStage`); its terminal events must be
/// those of the two stages it replaces, whatever the predicate said last.
@Suite struct FusedStageTerminalTests {
    @Test func aScanOnAFilterForwardsTheFailureAfterARejectedValueAndNothingAfter() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = source.signal
            .filter { $0 > 0 }
            .scan(10) { $0 + $1 }
            .record()
        source.send(values: 1, -1)
        source.send(error: .boom)
        source.send(value: 2)
        #expect(recorder.events == [.next(11), .failed(.boom)])
        #expect(source.disposals == 1)
        #expect(disposable.isDisposed)
    }

    @Test func aMapOnAFilterForwardsTheCompletionAfterARejectedValue() {
        let source = HandDrivenSource<Int, Never>()
        let (recorder, disposable) = source.signal
            .filter { $0 > 0 }
            .map { $0 * 2 }
            .record()
        source.send(values: 3, -3)
        source.sendCompleted()
        source.send(value: 4)
        #expect(recorder.events == [.next(6), .completed])
        #expect(source.disposals == 1)
        #expect(disposable.isDisposed)
    }
}
