import Testing

@testable import Reactive

@Suite struct UtilityAggregateTests {
    @Test func collectSendsOneArrayOnCompletion() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, _) = source.signal.collect().record()
        source.send(values: 1, 2, 3)
        #expect(recorder.events.isEmpty)
        source.send(.completed)
        #expect(recorder.events == [.next([1, 2, 3]), .completed])
    }

    @Test func collectOfAnEmptySourceSendsAnEmptyArray() {
        let (recorder, _) = Signal<Int, TestError>.empty.collect().record()
        #expect(recorder.events == [.next([]), .completed])
    }

    @Test func collectForwardsTheFailureWithoutAPartialArray() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2]).concat(.error(.boom)).collect().record()
        #expect(recorder.events == [.failed(.boom)])
    }

    @Test func collectSendsNothingAfterDisposal() {
        let source = HandDrivenSource<Int, TestError>()
        let (recorder, disposable) = source.signal.collect().record()
        source.send(values: 1)
        disposable.dispose()
        source.send(.completed)
        #expect(recorder.events.isEmpty)
        #expect(source.disposals == 1)
    }

    @Test func collectOfAMillionValues() {
        let count = 1_000_000
        let source = Signal<Int, Never> { observer, lifetime in
            for value in 0..<count where !lifetime.isDisposed { observer.send(value: value) }
            observer.sendCompleted()
        }
        let (recorder, _) = source.collect().record()
        let arrays = recorder.values
        #expect(arrays.count == 1)
        #expect(arrays.first?.count == count)
        #expect(arrays.first?.first == 0)
        #expect(arrays.first?.last == count - 1)
        #expect(recorder.isCompleted)
    }

    @Test func collectStartsAfreshForEachSubscription() {
        let signal = Signal<Int, Never>.from([1, 2]).collect()
        #expect(signal.record().0.values == [[1, 2]])
        #expect(signal.record().0.values == [[1, 2]])
    }

    @Test func collectSendsCompletionOnceWhenDownstreamStopsAtTheArray() {
        let (recorder, _) = Signal<Int, Never>.from([1, 2]).collect().take(1).record()
        #expect(recorder.events == [.next([1, 2]), .completed])
    }

    @Test func aggregateSendsOnlyTheFinalValue() {
        let (recorder, _) = Signal<Int, TestError>.from([1, 2, 3, 4]).aggregate(10, +).record()
        #expect(recorder.events == [.next(20), .completed])
    }

    @Test func aggregateOfAnEmptySourceSendsTheStart() {
        let (recorder, _) = Signal<Int, TestError>.empty.aggregate("start") { $0 + "\($1)" }.record()
        #expect(recorder.events == [.next("start"), .completed])
    }

    @Test func aggregateForwardsTheFailureAndStopsAtDisposal() {
        let (failing, _) = Signal<Int, TestError>.return(1).concat(.error(.boom)).aggregate(0, +).record()
        #expect(failing.events == [.failed(.boom)])

        let source = HandDrivenSource<Int, TestError>()
        let (disposed, disposable) = source.signal.aggregate(0, +).record()
        source.send(values: 1)
        disposable.dispose()
        source.send(.completed)
        #expect(disposed.events.isEmpty)
        #expect(source.disposals == 1)
    }

    @Test func aggregateWithIndexPassesTheIndexOfEachValue() {
        let (recorder, _) = Signal<String, TestError>.from(["a", "b", "c"])
            .aggregate("") { running, value, index in running + "\(value)\(index)" }
            .record()
        #expect(recorder.events == [.next("a0b1c2"), .completed])
        let (empty, _) = Signal<String, TestError>.empty.aggregate("-") { running, _, _ in running + "x" }.record()
        #expect(empty.events == [.next("-"), .completed])
    }

    @Test func aggregateIntoUpdatesInPlace() {
        let (recorder, _) = Signal<String, TestError>.from(["a", "bb", "a"])
            .aggregate(into: [String: Int]()) { counts, word in counts[word, default: 0] += 1 }
            .record()
        #expect(recorder.events == [.next(["a": 2, "bb": 1]), .completed])
    }
}
