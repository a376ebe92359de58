import Foundation
import Testing

@testable import Reactive

/// Construction, head and tail, memoization, iteration (RACSequenceSpec).
@Suite struct SequenceCoreTests {
    @Test func headAndTailBlocksGiveTheValues() {
        let sequence = ReactiveSequence(head: { 0 }, tail: { .return(1) })
        #expect(sequence.head == 0)
        #expect(sequence.tail.head == 1)
        #expect(sequence.tail.tail.isEmpty)
        #expect(sequence.array == [0, 1])
        #expect(Array(sequence) == [0, 1])
    }

    @Test func walkingByHeadAndTailCrossesFromAnArrayIntoWhatFollowsIt() {
        let tails = Counter()
        let rest = ReactiveSequence(
            head: { 3 },
            tail: {
                tails.increment()
                return .empty
            })
        var sequence = ReactiveSequence([0, 1, 2]).concat(rest)
        var walked: [Int] = []
        while let value = sequence.head {
            walked.append(value)
            sequence = sequence.tail
        }
        #expect(walked == [0, 1, 2, 3])
        #expect(tails.value == 1)
        var eager = ReactiveSequence([4, 5, 6]).eagerSequence
        while let value = eager.head, value < 6 {
            eager = eager.tail
            #expect(eager.isEager)
        }
        #expect(eager.array == [6])
    }

    @Test func headAndTailBlocksRunLazilyAndOnce() {
        let heads = Counter()
        let tails = Counter()
        let sequence = ReactiveSequence(
            head: {
                heads.increment()
                return 0
            },
            tail: {
                tails.increment()
                return .return(1)
            })
        #expect(heads.value == 0 && tails.value == 0)
        #expect(sequence.head == 0)
        #expect(heads.value == 1 && tails.value == 0)
        #expect(!sequence.tail.isEmpty)
        #expect(tails.value == 1)
        #expect(sequence.array == [0, 1])
        #expect(sequence.array == [0, 1])
        #expect(heads.value == 1 && tails.value == 1)
    }

    @Test func lazyDependencyRunsOnceBeforeHeadOrTail() {
        let log = Log()
        let sequence = ReactiveSequence<Int>(
            lazyDependency: {
                log.append("dependency")
                return 10
            },
            head: {
                log.append("head")
                return $0
            },
            tail: {
                log.append("tail")
                return .return($0 + 1)
            }
        )
        #expect(log.entries.isEmpty)
        #expect(sequence.tail.head == 11)
        #expect(log.entries == ["dependency", "tail"])
        #expect(sequence.head == 10)
        #expect(log.entries == ["dependency", "tail", "head"])
    }

    @Test func returnAndEmpty() {
        #expect(ReactiveSequence.return(7).array == [7])
        #expect(ReactiveSequence.return(7).tail.isEmpty)
        #expect(ReactiveSequence<Int>.empty.head == nil)
        #expect(ReactiveSequence<Int>.empty.tail.isEmpty)
        #expect(ReactiveSequence<Int>.empty.array.isEmpty)
        #expect(ReactiveSequence<Int>([]).isEmpty)
    }

    @Test func iteratorEvaluatesEachHeadOnlyWhenReached() {
        let first = Counter()
        let second = Counter()
        let third = Counter()
        let sequence = ReactiveSequence(
            head: {
                first.increment()
                return 1
            },
            tail: {
                ReactiveSequence(
                    head: {
                        second.increment()
                        return 2
                    },
                    tail: {
                        ReactiveSequence(
                            head: {
                                third.increment()
                                return 3
                            }, tail: { .empty })
                    })
            })
        var iterator = sequence.objectEnumerator
        let counts: @Sendable () -> [Int] = { [first.value, second.value, third.value] }
        #expect(counts() == [0, 0, 0])
        #expect(iterator.next() == 1)
        #expect(counts() == [1, 0, 0])
        #expect(iterator.next() == 2)
        #expect(counts() == [1, 1, 0])
        #expect(iterator.next() == 3)
        #expect(counts() == [1, 1, 1])
        #expect(iterator.next() == nil)
        #expect(iterator.next() == nil)
    }

    final class Tracked: Sendable {
        let value: Int
        let released: Counter
        init(_ value: Int, released: Counter) {
            self.value = value
            self.released = released
        }
        deinit { released.increment() }
    }

    @Test func walkedPartsAreReleasedWhileIterating() {
        // A lazy map keeps its values in blocks of up to `maximumBlock`, so
        // walked values go block by block: never more than a block behind.
        let count = 3 * SequenceNode<Int>.maximumBlock
        let released = Counter()
        var iterator = ReactiveSequence(iterator: (0..<count).makeIterator())
            .map { Tracked($0, released: released) }
            .makeIterator()
        var mostBehind = 0
        while let tracked = iterator.next() {
            mostBehind = max(mostBehind, tracked.value - released.value)
        }
        #expect(mostBehind <= SequenceNode<Int>.maximumBlock)
        #expect(released.value == count)
    }

    @Test func takeDoesNotEvaluateTheNextHead() {
        let heads = Counter()
        let infinite = cycle(heads)
        #expect(infinite.take(1).array == [0])
        #expect(heads.value == 1)
    }

    /// RAC's infinite sequence whose tail is itself.
    func cycle(_ heads: Counter) -> ReactiveSequence<Int> {
        ReactiveSequence(
            head: {
                heads.increment()
                return 0
            }, tail: { cycle(heads) })
    }

    @Test func bindEvaluatesTheHeadOnlyWhenTheResultIsRead() {
        let heads = Counter()
        let original = ReactiveSequence(
            head: {
                heads.increment()
                return 1
            }, tail: { .empty })
        let bound: ReactiveSequence<Int> = original.bind { { value, _ in .return(value) } }
        #expect(heads.value == 0)
        #expect(bound.head == 1)
        #expect(heads.value == 1)
    }

    @Test func aHeadReadFromEightThreadsAtOnceRunsOnce() async {
        for _ in 0..<20 {
            let heads = Counter()
            let tails = Counter()
            let sequence = ReactiveSequence(
                head: {
                    heads.increment()
                    return 42
                },
                tail: {
                    tails.increment()
                    return [1, 2, 3].reactiveSequence.map { $0 * 2 }
                }
            )
            let results = await withTaskGroup(of: [Int].self) { group in
                for _ in 0..<8 {
                    group.addTask { [sequence.head ?? -1] + sequence.tail.array }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == 8)
            #expect(results.allSatisfy { $0 == [42, 2, 4, 6] })
            #expect(heads.value == 1)
            #expect(tails.value == 1)
        }
    }

    @Test func lazyOperatorsShareMemoizedValuesAcrossThreads() async {
        let calls = Counter()
        let mapped = Array(0..<1000).reactiveSequence.map {
            calls.increment()
            return $0 + 1
        }.filter { $0 % 2 == 0 }
        let sums = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { mapped.foldLeft(0, +) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(sums) == [250_500])
        #expect(calls.value == 1000)
    }

    @Test func descriptionShowsWhatIsEvaluated() {
        let sequence = Array(1...5).reactiveSequence.map { $0 * 10 }
        #expect(sequence.description == "[(unresolved)]")
        #expect(sequence.head == 10)
        #expect(sequence.description == "[10, (unresolved)]")
        _ = sequence.array
        #expect(sequence.description == "[10, 20, 30, 40, 50]")
        #expect(ReactiveSequence<Int>.empty.description == "[]")
    }

    @Test func equalityAndHashingCompareValues() {
        let a = [0, 1, 2].reactiveSequence
        let b = ReactiveSequence<Int>.empty.concat(.return(0)).concat(.return(1)).concat(.return(2))
        #expect(a == a)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != .return(-1))
        #expect(a != [0, 1].reactiveSequence)
    }

    @Test func signalSendsEveryValueThenCompletes() {
        let (recorder, _) = [1, 2, 3].reactiveSequence.map { $0 * 2 }.signal().record()
        #expect(recorder.values == [2, 4, 6])
        #expect(recorder.isCompleted)
        let (empty, _) = ReactiveSequence<Int>.empty.signal(failure: TestError.self).record()
        #expect(empty.values.isEmpty)
        #expect(empty.isCompleted)
    }

    @Test func signalEvaluatesOneValuePerSchedulingStep() {
        let scheduler = TestScheduler()
        let heads = Counter()
        let sequence = ReactiveSequence<Int>.iterate(0) { $0 + 1 }
            .take(5)
            .map {
                heads.increment()
                return $0
            }
        let recorder = Recorder<Int, Never>()
        let disposable = sequence.lazySequence.signal(on: scheduler).subscribe(recorder.observer)
        #expect(recorder.values.isEmpty)
        scheduler.advance()
        #expect(recorder.values == [0, 1, 2, 3, 4])
        #expect(recorder.isCompleted)
        disposable.dispose()
        #expect(heads.value == 5)
    }

    @Test func disposingTheSignalStopsEvaluation() {
        let heads = Counter()
        let infinite = ReactiveSequence<Int>(iterator: CountingIterator(heads: heads))
        let recorder = Recorder<Int, Never>()
        let lifetime = CompositeDisposable()
        let observer = Observer<Int, Never> { event in
            recorder.observer.send(event)
            if case .next(let value) = event, value == 2 { lifetime.dispose() }
        }
        infinite.signal().attach(observer, lifetime: lifetime)
        #expect(recorder.values == [0, 1, 2])
        #expect(!recorder.isTerminated)
        #expect(heads.value == 3)
    }

    @Test func signalOnABackgroundSchedulerDeliversEverything() async {
        let done = Recorder<Int, Never>()
        let finished = AsyncStream<Void>.makeStream()
        Array(0..<100).reactiveSequence.signal(on: QueueScheduler()).subscribe(
            Observer { event in
                done.observer.send(event)
                if event.isTerminal { finished.continuation.finish() }
            })
        for await _ in finished.stream {}
        #expect(done.values == Array(0..<100))
        #expect(done.isCompleted)
    }
}

struct CountingIterator: IteratorProtocol, Sendable {
    let heads: Counter
    var current = 0
    mutating func next() -> Int? {
        heads.increment()
        defer { current += 1 }
        return current
    }
}
