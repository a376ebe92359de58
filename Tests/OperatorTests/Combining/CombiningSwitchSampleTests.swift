import Testing

@testable import Reactive

@Suite struct CombiningSwitchToLatestTests {
    @Test func forwardsTheLatestInnerAndDisposesThePrevious() {
        let outer = HandDrivenSource<Signal<String, TestError>, TestError>()
        let first = HandDrivenSource<String, TestError>()
        let second = HandDrivenSource<String, TestError>()
        let (recorder, subscription) = outer.signal.switchToLatest().record()
        defer { subscription.dispose() }
        outer.send(first.signal)
        first.send("a")
        outer.send(second.signal)
        #expect(first.active == 0, "the previous inner is disposed")
        first.send("stale")
        second.send("b")
        #expect(recorder.values == ["a", "b"])
    }

    @Test func completesOnceTheOuterAndTheCurrentInnerHaveCompleted() {
        let outer = HandDrivenSource<Signal<Int, TestError>, TestError>()
        let first = HandDrivenSource<Int, TestError>()
        let second = HandDrivenSource<Int, TestError>()
        let (recorder, _) = outer.signal.switchToLatest().record()
        outer.send(first.signal)
        outer.send(second.signal)
        outer.sendCompleted()
        first.sendCompleted()
        #expect(!recorder.isTerminated, "only the current inner counts")
        second.send(2)
        second.sendCompleted()
        #expect(recorder.events == [.next(2), .completed])
    }

    @Test func anOuterWithNoInnerCompletesAtOnce() {
        let (recorder, _) = Signal<Signal<Int, Never>, Never>.empty.switchToLatest().record()
        #expect(recorder.events == [.completed])
    }

    @Test func errorsFromTheOuterOrTheCurrentInnerAreForwardedAtOnce() {
        let outer = HandDrivenSource<Signal<Int, TestError>, TestError>()
        let inner = HandDrivenSource<Int, TestError>()
        let (innerFailed, _) = outer.signal.switchToLatest().record()
        outer.send(inner.signal)
        inner.send(error: .boom)
        #expect(innerFailed.events == [.failed(.boom)])
        #expect(outer.active == 0)

        let (outerFailed, _) = outer.signal.switchToLatest().record()
        outer.send(inner.signal)
        outer.send(error: .other("outer"))
        #expect(outerFailed.events == [.failed(.other("outer"))])
        #expect(inner.active == 0)
    }

    @Test func timedInnerSignalsAreCutOffBySwitching() {
        let scheduler = TestScheduler()
        func ticks(_ name: String) -> Signal<String, Never> {
            Signal.interval(.seconds(1), on: scheduler).map { _ in name }
        }
        let outer = Signal<Signal<String, Never>, Never>.atSeconds(
            [(0, .next(ticks("a"))), (3, .next(ticks("b"))), (5, .completed)], on: scheduler)
        let (recorder, disposable) = outer.switchToLatest().take(7).record()
        scheduler.advance(by: .seconds(10))
        #expect(
            recorder.values == ["a", "a", "b", "b", "b", "b", "b"],
            "a ticks at 1, 2 (its tick at 3 loses to the switch), b from 4")
        #expect(recorder.isCompleted)
        disposable.dispose()
    }

    @Test func disposalDisposesTheOuterAndTheCurrentInner() {
        let outer = HandDrivenSource<Signal<Int, Never>, Never>()
        let inner = HandDrivenSource<Int, Never>()
        let (recorder, disposable) = outer.signal.switchToLatest().record()
        outer.send(inner.signal)
        disposable.dispose()
        #expect(outer.active == 0 && inner.active == 0)
        inner.send(1)
        #expect(recorder.events.isEmpty)
    }

    /// RAC 2.5: a nil inner signal counts as an empty one.
    @Test func aNilInnerSignalEndsThePreviousOneAndCountsAsEmpty() {
        let outer = HandDrivenSource<Signal<Int, TestError>?, TestError>()
        let first = HandDrivenSource<Int, TestError>()
        let second = HandDrivenSource<Int, TestError>()
        let (recorder, _) = outer.signal.switchToLatest().record()
        outer.send(first.signal)
        first.send(1)
        outer.send(nil)
        #expect(first.active == 0)
        first.send(2)
        outer.send(second.signal)
        second.send(3)
        outer.send(nil)
        outer.sendCompleted()
        #expect(recorder.events == [.next(1), .next(3), .completed])
    }

    @Test func anOuterOfOnlyNilInnerSignalsCompletesWithIt() {
        let (recorder, _) = Signal<Signal<Int, Never>?, Never>.from([nil, nil]).switchToLatest().record()
        #expect(recorder.events == [.completed])
    }
}

@Suite struct CombiningSampleTests {
    @Test func resendsTheLatestValueOnEveryTick() {
        let source = HandDrivenSource<Int, TestError>()
        let sampler = HandDrivenSource<Void, TestError>()
        let (recorder, subscription) = source.signal.sample(sampler.signal).record()
        defer { subscription.dispose() }
        sampler.send(())
        #expect(recorder.values.isEmpty, "no value yet")
        source.send(1)
        source.send(2)
        sampler.send(())
        sampler.send(())
        source.send(3)
        sampler.send(())
        #expect(recorder.values == [2, 2, 3])
    }

    @Test func samplesOnAVirtualClock() {
        let scheduler = TestScheduler()
        let source = Signal<Int, Never>.atSeconds([(1, .next(1)), (3, .next(3)), (4, .next(4))], on: scheduler)
        let (recorder, disposable) = source.sample(Signal.interval(.seconds(2), on: scheduler)).record()
        scheduler.advance(by: .seconds(6))
        #expect(recorder.values == [1, 4, 4])
        disposable.dispose()
    }

    @Test func completesWhenEitherCompletes() {
        let source = HandDrivenSource<Int, TestError>()
        let sampler = HandDrivenSource<Int, TestError>()
        let (bySource, _) = source.signal.sample(sampler.signal).record()
        source.send(1)
        source.sendCompleted()
        #expect(bySource.events == [.completed])
        #expect(sampler.active == 0)

        let (bySampler, _) = source.signal.sample(sampler.signal).record()
        sampler.sendCompleted()
        #expect(bySampler.events == [.completed])
        #expect(source.active == 0)
    }

    @Test func forwardsTheErrorOfEither() {
        let source = HandDrivenSource<Int, TestError>()
        let sampler = HandDrivenSource<Int, TestError>()
        let (bySource, _) = source.signal.sample(sampler.signal).record()
        source.send(error: .boom)
        #expect(bySource.events == [.failed(.boom)])
        #expect(sampler.active == 0)

        let (bySampler, _) = source.signal.sample(sampler.signal).record()
        sampler.send(error: .other("sampler"))
        #expect(bySampler.events == [.failed(.other("sampler"))])
        #expect(source.active == 0)
    }

    @Test func disposalDisposesBoth() {
        let source = HandDrivenSource<Int, Never>()
        let sampler = HandDrivenSource<Int, Never>()
        let (recorder, disposable) = source.signal.sample(sampler.signal).record()
        source.send(1)
        disposable.dispose()
        #expect(source.active == 0 && sampler.active == 0)
        sampler.send(0)
        #expect(recorder.events.isEmpty)
    }
}
