import Testing

@testable import Reactive

@Suite struct CombiningFlattenTests {
    @Test func queuesInnerSignalsBeyondTheLimitInOrder() {
        let outer = HandDrivenSource<Signal<String, TestError>, TestError>()
        let inners = (0..<3).map { _ in HandDrivenSource<String, TestError>() }
        let (recorder, subscription) = outer.signal.flatten(maxConcurrent: 2).record()
        defer { subscription.dispose() }
        for inner in inners { outer.send(inner.signal) }
        #expect(inners.map(\.subscriptions) == [1, 1, 0], "the third waits")
        inners[1].send("b")
        inners[0].send("a")
        inners[0].sendCompleted()
        #expect(inners[2].subscriptions == 1, "subscribed once the first completed")
        inners[2].send("c")
        inners[1].send("b2")
        #expect(recorder.values == ["b", "a", "c", "b2"])
        #expect(!recorder.isTerminated)
    }

    @Test func completesOnceTheOuterAndEveryInnerHaveCompleted() {
        let outer = HandDrivenSource<Signal<Int, TestError>, TestError>()
        let inners = (0..<2).map { _ in HandDrivenSource<Int, TestError>() }
        let (recorder, _) = outer.signal.flatten(maxConcurrent: 1).record()
        for inner in inners { outer.send(inner.signal) }
        outer.sendCompleted()
        #expect(!recorder.isTerminated)
        inners[0].send(1)
        inners[0].sendCompleted()
        #expect(!recorder.isTerminated, "the queued inner still has to run")
        inners[1].send(2)
        inners[1].sendCompleted()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func anInnerErrorDisposesEverythingAndDropsTheQueue() {
        let outer = HandDrivenSource<Signal<Int, TestError>, TestError>()
        let inners = (0..<3).map { _ in HandDrivenSource<Int, TestError>() }
        let (recorder, _) = outer.signal.flatten(maxConcurrent: 2).record()
        for inner in inners { outer.send(inner.signal) }
        inners[1].send(error: .boom)
        #expect(recorder.events == [.failed(.boom)])
        #expect(outer.active == 0 && inners[0].active == 0)
        #expect(inners[2].subscriptions == 0)
    }

    @Test func anOuterErrorIsForwardedAtOnce() {
        let outer = HandDrivenSource<Signal<Int, TestError>, TestError>()
        let inner = HandDrivenSource<Int, TestError>()
        let (recorder, _) = outer.signal.flatten(maxConcurrent: 1).record()
        outer.send(inner.signal)
        outer.send(error: .boom)
        inner.send(1)
        #expect(recorder.events == [.failed(.boom)])
        #expect(inner.active == 0)
    }

    @Test func disposalDisposesTheOuterAndTheInnerSubscriptions() {
        let outer = HandDrivenSource<Signal<Int, Never>, Never>()
        let inners = (0..<2).map { _ in HandDrivenSource<Int, Never>() }
        let (recorder, disposable) = outer.signal.flatten(maxConcurrent: 1).record()
        for inner in inners { outer.send(inner.signal) }
        disposable.dispose()
        #expect(outer.active == 0 && inners[0].active == 0 && inners[1].subscriptions == 0)
        inners[0].send(1)
        #expect(recorder.events.isEmpty)
    }

    @Test func zeroMeansNoLimit() {
        let outer = HandDrivenSource<Signal<Int, Never>, Never>()
        let inners = (0..<5).map { _ in HandDrivenSource<Int, Never>() }
        let (_, subscription) = outer.signal.flatten(maxConcurrent: 0).record()
        for inner in inners { outer.send(inner.signal) }
        #expect(inners.allSatisfy { $0.active == 1 })
        subscription.dispose()
    }

    @Test func concatRunsTimedInnerSignalsOneAfterAnother() {
        let scheduler = TestScheduler()
        let first = Signal<Int, Never>.atSeconds([(2, .next(1)), (3, .completed)], on: scheduler)
        let second = Signal<Int, Never>.atSeconds([(1, .next(2)), (2, .completed)], on: scheduler)
        let (recorder, _) = Signal.from([first, second]).concat().record()
        scheduler.advance(by: .seconds(3))
        #expect(recorder.values == [1], "second starts only at t=3")
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [1, 2])
        scheduler.advance(by: .seconds(1))
        #expect(recorder.isCompleted)
    }

    @Test func manySynchronousInnerSignalsUseConstantStack() {
        let count = 10_000
        let (recorder, _) = Signal<Int, Never>.from(0..<count)
            .map { Signal<Int, Never>.from([$0]) }
            .flatten(maxConcurrent: 1)
            .record()
        #expect(recorder.values == Array(0..<count))
        #expect(recorder.isCompleted)
    }

    /// Subscription and delivery nest once per level; the core's trampoline keeps the stack bounded.
    @Test
    func deeplyNestedFlattenMapDoesNotOverflowTheStack() {
        let nested = (0..<10_000).reduce(Signal<Int, Never>.return(0)) { signal, _ in
            signal.flattenMap { .return($0 + 1) }
        }
        #expect(nested.record().0.events == [.next(10_000), .completed])
    }
}
