import Dispatch
import Testing

@testable import Reactive

/// "A lazy result evaluates at most what is read, each element at most once":
/// every user closure behind a lazy sequence is counted per element, a prefix
/// is read, and the counts must be exactly what that prefix needs.
@Suite struct SequenceLazinessTests {
    /// Calls per element, shared with `@Sendable` closures.
    final class Tally: Sendable {
        private let counts = Locked<[Int: Int]>([:])
        init() {}
        func record(_ element: Int) { counts.withLock { $0[element, default: 0] += 1 } }
        /// The elements that were evaluated, sorted.
        var elements: [Int] { counts.withLock { $0.keys.sorted() } }
        /// Whether no element was evaluated twice.
        var eachAtMostOnce: Bool { counts.withLock { $0.values.allSatisfy { $0 == 1 } } }
        var total: Int { counts.withLock { $0.values.reduce(0, +) } }
    }

    /// `0, 1, 2, …` from head/tail closures, each counted per element.
    static func naturals(from value: Int = 0, heads: Tally, tails: Tally) -> ReactiveSequence<Int> {
        ReactiveSequence(
            head: {
                heads.record(value)
                return value
            },
            tail: {
                tails.record(value)
                return naturals(from: value + 1, heads: heads, tails: tails)
            }
        )
    }

    /// The first `count` values, read value by value through an iterator.
    func read<Value>(_ count: Int, of sequence: ReactiveSequence<Value>) -> [Value] {
        Array(sequence.prefix(count))
    }

    let array = Array(0..<100)

    @Test(arguments: [0, 1, 2, 7, 64, 100])
    func mapOverAnArrayMapsOnlyWhatIsRead(count: Int) {
        let calls = Tally()
        let mapped = ReactiveSequence(array).map {
            calls.record($0)
            return $0 * 2
        }
        #expect(calls.total == 0)
        #expect(read(count, of: mapped) == array.prefix(count).map { $0 * 2 })
        #expect(calls.elements == Array(0..<count))
        #expect(read(count, of: mapped) == array.prefix(count).map { $0 * 2 })
        #expect(mapped.foldLeft(0, +) == array.reduce(0) { $0 + 2 * $1 })
        #expect(calls.elements == array)
        #expect(calls.eachAtMostOnce)
    }

    @Test func headOfAMapRunsTheTransformOnce() {
        let calls = Tally()
        let mapped = ReactiveSequence(array).map {
            calls.record($0)
            return $0
        }
        #expect(mapped.head == 0)
        #expect(mapped.tail.head == 1)
        #expect(calls.elements == [0, 1])
        #expect(calls.eachAtMostOnce)
    }

    @Test(arguments: [0, 1, 5, 20])
    func mapOverClosuresEvaluatesOnlyTheHeadsRead(count: Int) {
        let heads = Tally()
        let tails = Tally()
        let calls = Tally()
        let mapped = Self.naturals(heads: heads, tails: tails).map {
            calls.record($0)
            return $0 + 1
        }
        #expect(read(count, of: mapped) == Array(1..<(count + 1)))
        #expect(heads.elements == Array(0..<count))
        #expect(calls.elements == Array(0..<count))
        // Reaching value k needs the tails of the k values before it.
        #expect(tails.total <= count)
        #expect(heads.eachAtMostOnce && tails.eachAtMostOnce && calls.eachAtMostOnce)
    }

    @Test(arguments: [0, 1, 3, 10])
    func filterOfAMapRunsBothOnlyUpToTheLastValueRead(count: Int) {
        let maps = Tally()
        let tests = Tally()
        let multiplesOfSix = ReactiveSequence(array)
            .map {
                maps.record($0)
                return $0 * 2
            }
            .filter {
                tests.record($0 / 2)
                return $0 % 3 == 0
            }
        #expect(maps.total == 0 && tests.total == 0)
        #expect(read(count, of: multiplesOfSix) == (0..<count).map { $0 * 6 })
        let reached = Array(0..<(count == 0 ? 0 : 3 * (count - 1) + 1))
        #expect(maps.elements == reached && tests.elements == reached)
        #expect(multiplesOfSix.foldLeft(0, +) == array.filter { $0 % 3 == 0 }.reduce(0) { $0 + 2 * $1 })
        #expect(maps.elements == array && tests.elements == array)
        #expect(maps.eachAtMostOnce && tests.eachAtMostOnce)
    }

    @Test func aMapReadBothDirectlyAndThroughAFilterMapsEachValueOnce() {
        let maps = Tally()
        let mapped = ReactiveSequence(array).map {
            maps.record($0)
            return $0 * 2
        }
        let even = mapped.filter { $0 % 4 == 0 }
        #expect(even.foldLeft(0, +) == array.filter { $0 % 2 == 0 }.reduce(0) { $0 + 2 * $1 })
        #expect(mapped.array == array.map { $0 * 2 })
        #expect(maps.elements == array && maps.eachAtMostOnce)

        let laterMaps = Tally()
        let evaluatedFirst = ReactiveSequence(array).map {
            laterMaps.record($0)
            return $0 + 1
        }
        #expect(evaluatedFirst.array == array.map { $0 + 1 })
        #expect(evaluatedFirst.filter { $0 % 2 == 0 }.array == array.map { $0 + 1 }.filter { $0 % 2 == 0 })
        #expect(laterMaps.elements == array && laterMaps.eachAtMostOnce)
    }

    @Test(arguments: [0, 1, 3, 10])
    func filterTestsOnlyUpToTheLastValueRead(count: Int) {
        let tests = Tally()
        let multiplesOfThree = ReactiveSequence(array).filter {
            tests.record($0)
            return $0 % 3 == 0
        }
        #expect(read(count, of: multiplesOfThree) == (0..<count).map { $0 * 3 })
        // The count-th multiple of three is 3 * (count - 1).
        #expect(tests.elements == Array(0..<(count == 0 ? 0 : 3 * (count - 1) + 1)))
        #expect(tests.eachAtMostOnce)
    }

    @Test(arguments: [0, 1, 4, 9])
    func flattenMapBindsOnlyTheSourceValuesNeeded(count: Int) {
        let binds = Tally()
        let heads = Tally()
        let tails = Tally()
        // Each source value v gives v % 3 values: 0 gives none, 1 one, 2 two.
        let flattened = Self.naturals(heads: heads, tails: tails).flattenMap { value -> ReactiveSequence<Int>? in
            binds.record(value)
            return ReactiveSequence(Array(repeating: value, count: value % 3))
        }
        let expected = (0..<30).flatMap { Array(repeating: $0, count: $0 % 3) }.prefix(count)
        #expect(read(count, of: flattened) == Array(expected))
        let needed = count == 0 ? 0 : expected.last! + 1
        #expect(binds.elements == Array(0..<needed))
        #expect(heads.elements == Array(0..<needed))
        #expect(binds.eachAtMostOnce && heads.eachAtMostOnce && tails.eachAtMostOnce)
    }

    @Test func bindEvaluatesNoHeadUntilItsResultIsRead() {
        let heads = Tally()
        let tails = Tally()
        let binds = Tally()
        let bound: ReactiveSequence<Int> = Self.naturals(heads: heads, tails: tails).bind {
            { value, _ in
                binds.record(value)
                return .return(value)
            }
        }
        #expect(heads.total == 0 && tails.total == 0 && binds.total == 0)
        #expect(bound.head == 0)
        #expect(heads.elements == [0] && binds.elements == [0] && tails.total == 0)
    }

    @Test(arguments: [0, 1, 5])
    func takeEvaluatesNothingPastItsLastValue(count: Int) {
        let heads = Tally()
        let tails = Tally()
        let calls = Tally()
        let taken = Self.naturals(heads: heads, tails: tails).map {
            calls.record($0)
            return $0
        }.take(count)
        #expect(taken.array == Array(0..<count))
        #expect(heads.elements == Array(0..<count))
        #expect(calls.elements == Array(0..<count))
        #expect(tails.total <= max(count - 1, 0))
        #expect(heads.eachAtMostOnce && calls.eachAtMostOnce)
    }

    @Test(arguments: [(0, 0), (3, 0), (3, 4), (0, 5)])
    func skipEvaluatesTheSkippedValuesAndWhatIsRead(skipped: Int, count: Int) {
        let heads = Tally()
        let tails = Tally()
        let rest = Self.naturals(heads: heads, tails: tails).skip(skipped)
        #expect(heads.total == 0)
        #expect(read(count, of: rest) == Array(skipped..<(skipped + count)))
        #expect(heads.elements == (count == 0 ? [] : Array(0..<(skipped + count))))
        #expect(heads.eachAtMostOnce && tails.eachAtMostOnce)
    }

    @Test(arguments: [0, 1, 6])
    func scanReducesOnlyWhatIsRead(count: Int) {
        let reductions = Tally()
        let sums = ReactiveSequence(array).scan(0) { sum, value in
            reductions.record(value)
            return sum + value
        }
        #expect(read(count, of: sums) == (0..<count).map { $0 * ($0 + 1) / 2 })
        #expect(reductions.elements == Array(0..<count))
        #expect(reductions.eachAtMostOnce)
    }

    @Test(arguments: [0, 1, 6])
    func zipEvaluatesBothSidesOnlyAsFarAsRead(count: Int) {
        let leftHeads = Tally()
        let leftTails = Tally()
        let rightCalls = Tally()
        let left = Self.naturals(heads: leftHeads, tails: leftTails)
        let right = ReactiveSequence(array).map {
            rightCalls.record($0)
            return -$0
        }
        let pairs = read(count, of: left.zip(with: right))
        #expect(pairs.map { $0.0 } == Array(0..<count) && pairs.map { $0.1 } == (0..<count).map { -$0 })
        #expect(leftHeads.elements == Array(0..<count))
        #expect(rightCalls.elements == Array(0..<count))
        #expect(leftHeads.eachAtMostOnce && rightCalls.eachAtMostOnce)
    }

    @Test(arguments: [0, 2, 5, 8])
    func concatTouchesTheSecondPartOnlyWhenReadIntoIt(count: Int) {
        let first = Tally()
        let secondHeads = Tally()
        let secondTails = Tally()
        let front = ReactiveSequence(Array(0..<5)).map {
            first.record($0)
            return $0
        }
        let back = Self.naturals(from: 5, heads: secondHeads, tails: secondTails)
        #expect(read(count, of: front.concat(back)) == Array(0..<count))
        #expect(first.elements == Array(0..<min(count, 5)))
        #expect(secondHeads.elements == Array(5..<max(count, 5)))
        #expect(secondTails.total <= max(count - 6, 0))
        #expect(first.eachAtMostOnce && secondHeads.eachAtMostOnce)
    }

    @Test func headTailConstructionRunsEachClosureOnlyWhenItsPartIsRead() {
        let heads = Tally()
        let tails = Tally()
        let naturals = Self.naturals(heads: heads, tails: tails)
        let third = naturals.tail.tail
        #expect(heads.total == 0)
        #expect(tails.elements == [0, 1])
        #expect(third.head == 2)
        #expect(heads.elements == [2])
        #expect(read(4, of: naturals) == [0, 1, 2, 3])
        #expect(heads.elements == [0, 1, 2, 3])
        #expect(tails.elements == [0, 1, 2])
        #expect(heads.eachAtMostOnce && tails.eachAtMostOnce)
    }

    @Test func aChainOfOperatorsEvaluatesOnlyWhatIsRead() {
        let heads = Tally()
        let tails = Tally()
        let maps = Tally()
        let tests = Tally()
        let chain = Self.naturals(heads: heads, tails: tails)
            .map {
                maps.record($0)
                return $0 * 5
            }
            .filter {
                tests.record($0 / 5)
                return $0 % 2 == 0
            }
            .take(3)
        #expect(maps.total == 0)
        #expect(read(2, of: chain) == [0, 10])
        #expect(heads.elements == [0, 1, 2] && maps.elements == [0, 1, 2] && tests.elements == [0, 1, 2])
        #expect(chain.array == [0, 10, 20])
        #expect(heads.elements == [0, 1, 2, 3, 4] && maps.elements == [0, 1, 2, 3, 4])
        #expect(heads.eachAtMostOnce && maps.eachAtMostOnce && tests.eachAtMostOnce && tails.eachAtMostOnce)
    }

    /// Eight threads read the same lazy sequences value by value at once:
    /// every closure still runs once per element.
    @Test func eightThreadsReadingAtOnceEvaluateEachElementOnce() {
        let heads = Tally()
        let tails = Tally()
        let maps = Tally()
        let length = 300
        let shared = Self.naturals(heads: heads, tails: tails).take(length)
        let mapped = ReactiveSequence(Array(0..<length)).map {
            maps.record($0)
            return $0
        }
        let results = Locked<[[Int]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let values = thread % 2 == 0 ? Array(shared) : Array(mapped)
            results.withLock { $0.append(values) }
        }
        #expect(results.withLock { $0 }.allSatisfy { $0 == Array(0..<length) })
        #expect(heads.elements == Array(0..<length) && maps.elements == Array(0..<length))
        #expect(heads.eachAtMostOnce && tails.eachAtMostOnce && maps.eachAtMostOnce)
    }

    /// Threads read a lazy map and a filter of it at once: the map is shared,
    /// so the filter reads its values instead of mapping them again.
    @Test func threadsReadingAMapAndItsFilterAtOnceMapEachValueOnce() {
        let maps = Tally()
        let length = 2_000
        let mapped = ReactiveSequence(Array(0..<length)).map {
            maps.record($0)
            return $0 * 2
        }
        let kept = mapped.filter { $0 % 3 == 0 }
        let results = Locked<[[Int]]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            results.withLock { $0.append(thread % 2 == 0 ? kept.array : mapped.array) }
        }
        let all = Array(0..<length).map { $0 * 2 }
        #expect(results.withLock { $0 }.allSatisfy { $0 == all || $0 == all.filter { $0 % 3 == 0 } })
        #expect(maps.elements == Array(0..<length) && maps.eachAtMostOnce)
    }

    /// Readers race through a chain of lazy blocks, some value by value and
    /// some a whole block at a time, so that they keep claiming the same
    /// blocks' producers from one another: each closure still runs once per
    /// value, and everyone reads the same values in order.
    @Test func readersRacingThroughLazyBlocksEvaluateEachValueOnce() {
        let maps = Tally()
        let tests = Tally()
        let scans = Tally()
        let length = 5_000
        let chained = ReactiveSequence(Array(0..<length))
            .map {
                maps.record($0)
                return $0 * 2
            }
            .filter {
                tests.record($0 / 2)
                return $0 % 3 != 0
            }
            .scan(0) { running, value in
                scans.record(value / 2)
                return running + value
            }
        let expected = Array(0..<length).map { $0 * 2 }.filter { $0 % 3 != 0 }.reduce(into: [Int]()) {
            $0.append(($0.last ?? 0) + $1)
        }
        let results = Locked<[[Int]]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            let values = thread % 3 == 0 ? chained.array : Array(chained)
            results.withLock { $0.append(values) }
        }
        #expect(results.withLock { $0 }.allSatisfy { $0 == expected })
        #expect(maps.total == length && tests.total == length && scans.total == expected.count)
        #expect(maps.eachAtMostOnce && tests.eachAtMostOnce && scans.eachAtMostOnce)
    }

    @Test func eagerOperatorsEvaluateEverythingOnceAtConstruction() {
        let maps = Tally()
        let tests = Tally()
        let eager = ReactiveSequence(array).eagerSequence
            .map {
                maps.record($0)
                return $0
            }
            .filter {
                tests.record($0)
                return $0 > 50
            }
        #expect(maps.elements == array && tests.elements == array)
        #expect(eager.head == 51)
        #expect(maps.eachAtMostOnce && tests.eachAtMostOnce && maps.total == array.count)
    }
}
