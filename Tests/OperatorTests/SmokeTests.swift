import Testing
@testable import Reactive

@Suite struct SmokeTests {
    @Test func takeOfAnInfiniteSynchronousSignalTerminates() {
        let (recorder, _) = Signal<Int, Never>.from(1...).take(3).record()
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.isCompleted)
    }

    @Test func zipAndConcat() {
        let a = Signal<Int, Never>.from([1, 2, 3])
        let b = Signal<String, Never>.from(["a", "b"])
        let (zipped, _) = a.zip(with: b).map { "\($0)\($1)" }.record()
        #expect(zipped.values == ["1a", "2b"])
        #expect(zipped.isCompleted)
        let (concatenated, _) = a.concat(.return(9)).concat(a).record()
        #expect(concatenated.values == [1, 2, 3, 9, 1, 2, 3])
    }

    @Test func scanAndCombinePrevious() {
        let source = Signal<Int, Never>.from([1, 2, 3, 4])
        #expect(source.scan(0, +).record().0.values == [1, 3, 6, 10])
        #expect(source.combinePrevious(0, +).record().0.values == [1, 3, 5, 7])
        let generic: Signal<Int, Never> = source.skip(1).flattenMap { .return($0 * 10) }
        #expect(generic.record().0.values == [20, 30, 40])
        #expect(source.distinctUntilChanged().take(while: { $0 < 3 }).record().0.values == [1, 2])
    }
}
