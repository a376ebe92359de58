import Testing

@testable import Reactive

@Suite struct CombiningZipTests {
    @Test func zipsThreeTypedSignalsInLockstep() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<String, TestError>()
        let c = HandDrivenSource<Double, TestError>()
        let (recorder, subscription) = Signal.zip(a.signal, b.signal, c.signal).map { "\($0)\($1)\($2)" }.record()
        defer { subscription.dispose() }
        a.send(1)
        a.send(2)
        b.send("x")
        #expect(recorder.values.isEmpty)
        c.send(0.5)
        #expect(recorder.values == ["1x0.5"])
        c.send(1.5)
        b.send("y")
        #expect(recorder.values == ["1x0.5", "2y1.5"])
        #expect(!recorder.isTerminated)
    }

    @Test func completesAsSoonAsACompletedSourceHasNothingBuffered() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<Int, TestError>()
        let (recorder, _) = Signal.zip(a.signal, b.signal).map { $0 * 10 + $1 }.record()
        a.send(1)
        a.send(2)
        a.sendCompleted()
        #expect(!recorder.isTerminated, "a still has 2 buffered")
        b.send(1)
        #expect(!recorder.isTerminated)
        b.send(2)
        #expect(recorder.events == [.next(11), .next(22), .completed])
        #expect(b.active == 0, "b is disposed although it never completed")
    }

    @Test func completesAtOnceWhenACompletedSourceHadNoValues() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<Int, TestError>()
        let (recorder, _) = Signal.zip([a.signal, b.signal]).record()
        b.send(7)
        a.sendCompleted()
        #expect(recorder.events == [.completed])
        #expect(b.active == 0)
    }

    @Test func forwardsTheFirstErrorAtOnceAndDisposesTheOthers() {
        let a = HandDrivenSource<Int, TestError>()
        let b = HandDrivenSource<Int, TestError>()
        let (recorder, _) = Signal.zip(a.signal, b.signal).map { $0 + $1 }.record()
        a.send(1)
        b.send(error: .boom)
        a.send(2)
        #expect(recorder.events == [.failed(.boom)])
        #expect(a.active == 0 && b.active == 0)
    }

    @Test func disposalDisposesEverySource() {
        let sources = (0..<3).map { _ in HandDrivenSource<Int, Never>() }
        let (recorder, disposable) = Signal.zip(sources.map(\.signal)).record()
        #expect(sources.allSatisfy { $0.active == 1 })
        disposable.dispose()
        #expect(sources.allSatisfy { $0.active == 0 })
        for source in sources { source.send(1) }
        #expect(recorder.events.isEmpty)
    }

    @Test func zipOfNoSignalsCompletesAtOnce() {
        #expect(Signal<[Int], Never>.zip([Signal<Int, Never>]()).record().0.events == [.completed])
        let empty: Signal<Void, Never> = Signal.zip()
        let (recorder, _) = empty.record()
        #expect(recorder.isCompleted && recorder.values.isEmpty)
    }

    @Test func zipOfOneSignalSendsOneElementArraysOrBareValues() {
        let source = Signal<Int, Never>.from([1, 2, 3])
        let (arrays, _) = Signal.zip([source]).record()
        #expect(arrays.values == [[1], [2], [3]])
        #expect(arrays.isCompleted)
        let (bare, _) = Signal.zip(source).record()
        #expect(bare.values == [1, 2, 3])
        #expect(bare.isCompleted)
    }

    @Test func zipWithReduceCombinesEachTuple() {
        let names = Signal<String, Never>.from(["a", "b", "c"])
        let numbers = Signal<Int, Never>.from([1, 2])
        let (recorder, _) = Signal.zip(names, numbers) { name, number in "\(name): \(number)" }.record()
        #expect(recorder.events == [.next("a: 1"), .next("b: 2"), .completed])
    }

    /// The article's example: zip of intervals with periods 3, 1 and 4 pairs the
    /// n-th tick of each, at the pace of the slowest.
    @Test func zipOfIntervalsRunsAtThePaceOfTheSlowest() {
        let scheduler = TestScheduler()
        let d = Signal.interval(.seconds(3), on: scheduler)
        let o = Signal.interval(.seconds(1), on: scheduler)
        let e = Signal.interval(.seconds(4), on: scheduler)
        let times = Log()
        let (recorder, disposable) = Signal.zip([d, o, e])
            .map { ticks in
                times.append("\(scheduler.now)")
                return ticks.map { Int($0.components.seconds) }
            }
            .record()
        scheduler.advance(by: .seconds(12))
        #expect(recorder.values == [[3, 1, 4], [6, 2, 8], [9, 3, 12]])
        #expect(times.entries == ["4.0 seconds", "8.0 seconds", "12.0 seconds"])
        disposable.dispose()
        scheduler.advance(by: .seconds(12))
        #expect(recorder.values.count == 3)
    }

    @Test func zipInterleavedOnAVirtualClock() {
        let scheduler = TestScheduler()
        let a = Signal<Int, TestError>.atSeconds([(1, .next(1)), (2, .next(2)), (3, .completed)], on: scheduler)
        let b = Signal<Int, TestError>.atSeconds([(4, .next(10)), (6, .next(20)), (9, .next(30))], on: scheduler)
        let (recorder, _) = Signal.zip(a, b).map { $0 + $1 }.record()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events == [.next(11)])
        scheduler.advance(by: .seconds(1))
        #expect(recorder.events == [.next(11), .next(22), .completed])
    }

    /// A subscriber that sends into a source from inside its callback is queued,
    /// not deadlocked, and its value still pairs.
    @Test func reentrantSendFromTheSubscriberDoesNotDeadlock() {
        let a = HandDrivenSource<Int, Never>()
        let b = HandDrivenSource<Int, Never>()
        let recorder = Recorder<Int, Never>()
        let subscription = Signal.zip(a.signal, b.signal).map { $0 * 10 + $1 }.subscribe(
            Observer { event in
                recorder.observer.send(event)
                if case .next(let value) = event, value < 30 {
                    a.send(value / 10 + 1)
                    b.send(value % 10 + 1)
                }
            })
        a.send(1)
        b.send(1)
        #expect(recorder.values == [11, 22, 33])
        subscription.dispose()
    }

    @Test func zipsLongSynchronousSources() {
        let count = 100_000
        let a = Signal<Int, Never>.from(0..<count)
        let b = Signal<Int, Never>.from(0..<count)
        let (recorder, _) = Signal.zip([a, b]).map { $0[0] == $0[1] ? $0[0] : -1 }.record()
        #expect(recorder.values == Array(0..<count))
        #expect(recorder.isCompleted)
    }

    @Test func genericJoinAndZipMatchTheSignalFastPath() {
        let streams = [Signal<Int, Never>.from([1, 2, 3]), .from([10, 20]), .from([100, 200, 300])]
        let zipped: Signal<[Int], Never> = Signal.zip(streams, pairing: Signal<([Int], Int), Never>.self)
        let (generic, _) = zipped.record()
        #expect(generic.values == [[1, 10, 100], [2, 20, 200]])
        #expect(generic.isCompleted)
        #expect(Signal.zip(streams).record().0.values == generic.values)

        let summed: Signal<[Int], Never> = Signal.join(streams) { accumulated, stream in
            accumulated.combineLatest(with: stream)
        }
        #expect(summed.record().0.values.last == [3, 20, 300])
        let none: Signal<[Int], Never> = Signal.zip([Signal<Int, Never>](), pairing: Signal<([Int], Int), Never>.self)
        #expect(none.record().0.events == [.completed])
    }

    @Test func zipOfAnySequenceOfSignalsInfersItsResultType() {
        let a = Signal<Int, TestError>.from([1, 2])
        let b = Signal<Int, TestError>.from([10, 20, 30])
        let fromArray = Signal.zip([a, b])
        let fromSequence = Signal.zip(sequence(state: [a, b].makeIterator()) { $0.next() })
        #expect(fromArray.record().0.events == [.next([1, 10]), .next([2, 20]), .completed])
        #expect(fromSequence.record().0.events == [.next([1, 10]), .next([2, 20]), .completed])
    }
}
