import Testing

@testable import Reactive

@Suite struct CombiningCombineLatestTests {
    @Test func waitsForEverySourceThenSendsTheLatestOfAll() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<String, TestError>()
        let c = HandDrivenSource<Bool, TestError>()
        let (recorder, subscription) = Signal.combineLatest(a.signal, b.signal, c.signal).map { "\($0)\($1)\($2)" }
            .record()
        defer { subscription.dispose() }
        a.send(1)
        a.send(2)
        b.send("x")
        #expect(recorder.values.isEmpty)
        c.send(true)
        #expect(recorder.values == ["2xtrue"])
        a.send(3)
        b.send("y")
        c.send(false)
        #expect(recorder.values == ["2xtrue", "3xtrue", "3ytrue", "3yfalse"])
    }

    @Test func completesOnlyWhenEverySourceHasCompleted() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<Int, TestError>()
        let (recorder, _) = a.signal.combineLatest(with: b.signal).map { $0 + $1 }.record()
        a.send(1)
        a.sendCompleted()
        #expect(!recorder.isTerminated)
        b.send(10)
        b.send(20)
        #expect(!recorder.isTerminated)
        b.sendCompleted()
        #expect(recorder.events == [.next(11), .next(21), .completed])
    }

    @Test func completesWithoutValuesWhenASourceCompletedEmpty() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<Int, TestError>()
        let (recorder, _) = Signal.combineLatest([a.signal, b.signal]).record()
        a.sendCompleted()
        b.send(1)
        #expect(recorder.events.isEmpty, "a never sent, so nothing is combined; b still runs")
        b.sendCompleted()
        #expect(recorder.events == [.completed])
    }

    @Test func forwardsTheFirstErrorAtOnceAndDisposesTheOthers() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<Int, TestError>()
        let (recorder, _) = Signal.combineLatest([a.signal, b.signal]).record()
        a.send(1)
        a.send(error: .other("a"))
        b.send(2)
        #expect(recorder.events == [.failed(.other("a"))])
        #expect(a.active == 0 && b.active == 0)
    }

    @Test func disposalDisposesEverySource() {
        let a = HandDrivenSource<Int, Never>()
        let b = HandDrivenSource<Int, Never>()
        let (recorder, disposable) = Signal.combineLatest(a.signal, b.signal).map { $0 + $1 }.record()
        a.send(1)
        disposable.dispose()
        #expect(a.active == 0 && b.active == 0)
        b.send(1)
        #expect(recorder.events.isEmpty)
    }

    @Test func noSourcesCompleteAtOnceAndOneSourceGivesOneElementArrays() {
        #expect(Signal<[Int], Never>.combineLatest([Signal<Int, Never>]()).record().0.events == [.completed])
        let (single, _) = Signal.combineLatest([Signal<Int, Never>.from([1, 2])]).record()
        #expect(single.events == [.next([1]), .next([2]), .completed])
        let (bare, _) = Signal.combineLatest(Signal<Int, Never>.from([1, 2])).record()
        #expect(bare.events == [.next(1), .next(2), .completed])
    }

    @Test func reduceCombinesTheLatestValues() {
        let scheduler = TestScheduler()
        let a = Signal<Int, Never>.atSeconds([(1, .next(1)), (3, .next(2)), (5, .completed)], on: scheduler)
        let b = Signal<Int, Never>.atSeconds([(2, .next(10)), (4, .next(20)), (6, .completed)], on: scheduler)
        let (recorder, _) = Signal.combineLatest(a, b) { $0 + $1 }.record()
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values.isEmpty)
        scheduler.advance(by: .seconds(3))
        #expect(recorder.values == [11, 12, 22])
        scheduler.advance(by: .seconds(1))
        #expect(!recorder.isTerminated)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.isCompleted)
    }

    @Test func combineLatestOfAnySequenceOfSignalsInfersItsResultType() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<Int, TestError>()
        let fromArray = Signal.combineLatest([a.signal, b.signal])
        let fromSequence = Signal.combineLatest(sequence(state: [a.signal, b.signal].makeIterator()) { $0.next() })
        let (arrays, arraySubscription) = fromArray.record()
        let (sequences, sequenceSubscription) = fromSequence.record()
        defer {
            arraySubscription.dispose()
            sequenceSubscription.dispose()
        }
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(arrays.values == [[1, 2], [3, 2]])
        #expect(sequences.values == [[1, 2], [3, 2]])
    }
}
