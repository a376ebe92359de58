import Dispatch
import Synchronization
import Testing

@testable import Reactive

@Suite struct CombiningMergeTests {
    @Test func forwardsValuesFromAllSourcesInArrivalOrder() {
        let scheduler = TestScheduler()
        let a = Signal<String, TestError>.atSeconds(
            [(1, .next("a1")), (3, .next("a3")), (4, .completed)], on: scheduler)
        let b = Signal<String, TestError>.atSeconds(
            [(2, .next("b2")), (5, .next("b5")), (6, .completed)], on: scheduler)
        let (recorder, _) = a.merge(b).record()
        scheduler.advance(by: .seconds(5))
        #expect(recorder.events == [.next("a1"), .next("b2"), .next("a3"), .next("b5")])
        scheduler.advance(by: .seconds(1))
        #expect(recorder.isCompleted)
    }

    @Test func completesOnlyWhenAllHaveCompleted() {
        let sources = (0..<3).map { _ in HandDrivenSource<Int, TestError>() }
        let (recorder, _) = Signal.merge(sources[0].signal, sources[1].signal, sources[2].signal).record()
        sources[0].sendCompleted()
        sources[2].send(2)
        sources[2].sendCompleted()
        #expect(!recorder.isTerminated)
        sources[1].sendCompleted()
        #expect(recorder.events == [.next(2), .completed])
    }

    @Test func theFirstErrorDisposesTheRest() {
        let sources = (0..<3).map { _ in HandDrivenSource<Int, TestError>() }
        let (recorder, _) = Signal.merge(sources.map(\.signal)).record()
        sources[0].send(1)
        sources[1].send(error: .boom)
        sources[2].send(3)
        #expect(recorder.events == [.next(1), .failed(.boom)])
        #expect(sources.allSatisfy { $0.active == 0 })
    }

    @Test func disposalDisposesEverySource() {
        let sources = (0..<2).map { _ in HandDrivenSource<Int, Never>() }
        let (recorder, disposable) = Signal.merge(sources.map(\.signal)).record()
        disposable.dispose()
        #expect(sources.allSatisfy { $0.subscriptions == 1 && $0.active == 0 })
        sources[0].send(1)
        #expect(recorder.events.isEmpty)
    }

    @Test func noSourcesCompleteAtOnce() {
        #expect(Signal<Int, Never>.merge([]).record().0.events == [.completed])
    }

    @Test func reentrantSendFromTheSubscriberIsDeliveredNestedNotDeadlocked() {
        let a = HandDrivenSource<Int, Never>()
        let b = HandDrivenSource<Int, Never>()
        let log = Log()
        let subscription = a.signal.merge(b.signal).subscribe(next: { value in
            log.append("begin \(value)")
            if value == 1 { b.send(2) }
            log.append("end \(value)")
        })
        a.send(1)
        #expect(log.entries == ["begin 1", "begin 2", "end 2", "end 1"])
        subscription.dispose()
    }

    @Test func mergesLongSynchronousSources() {
        let count = 100_000
        let (recorder, _) = Signal<Int, Never>.from(0..<count).merge(.from(count..<2 * count)).record()
        #expect(recorder.values == Array(0..<2 * count))
        #expect(recorder.isCompleted)
    }

    /// Eight sources each send 10,000 values from their own thread: the
    /// subscriber sees every value exactly once, never two at a time.
    @Test func concurrentSourcesAreDeliveredOneAtATime() {
        let threads = 8
        let perThread = 10_000
        let observers = Locked<[Observer<Int, Never>]>([])
        let sources = (0..<threads).map { _ in
            Signal<Int, Never> { observer, _ in observers.withLock { $0.append(observer) } }
        }
        let inside = Atomic<Bool>(false)
        let overlaps = Counter()
        let seen = SerialAccess([Bool](repeating: false, count: threads * perThread))
        let duplicates = Counter()
        let completed = Counter()
        Signal.merge(sources).subscribe(
            Observer { event in
                if inside.exchange(true, ordering: .acquiring) { overlaps.increment() }
                switch event {
                case .next(let value):
                    if seen.value[value] { duplicates.increment() }
                    seen.value[value] = true
                case .completed: completed.increment()
                case .failed: break
                }
                inside.store(false, ordering: .releasing)
            })
        let all = observers.withLock { $0 }
        #expect(all.count == threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread { all[thread].send(value: thread * perThread + index) }
            all[thread].sendCompleted()
        }
        #expect(overlaps.value == 0)
        #expect(duplicates.value == 0)
        #expect(seen.value.allSatisfy { $0 })
        #expect(completed.value == 1)
    }

    @Test func mergeAndConcatTakeAnySequenceOfSignals() {
        let signals = [Signal<Int, TestError>.from([1, 2]), .from([3])]
        let merged = Signal.merge(sequence(state: signals.makeIterator()) { $0.next() })
        let concatenated = Signal.concat(sequence(state: signals.makeIterator()) { $0.next() })
        #expect(merged.record().0.events == [.next(1), .next(2), .next(3), .completed])
        #expect(concatenated.record().0.events == [.next(1), .next(2), .next(3), .completed])
    }
}
