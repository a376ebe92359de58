import Testing

@testable import Reactive

/// foldLeft, foldRight, any, all, objectPassingTest (RACSequenceSpec).
@Suite struct SequenceFoldTests {
    let zeroOneTwo = ReactiveSequence.return(0).concat(.return(1)).concat(.return(2))

    @Test func foldLeftStartsWithStartAndIsLeftAssociative() {
        #expect(zeroOneTwo.foldLeft(3) { first, _ in first } == 3)
        let oneTwoThree = ReactiveSequence.return(1).concat(.return(2)).concat(.return(3))
        #expect(oneTwoThree.foldLeft(0, -) == -6)
        #expect(ReactiveSequence<Int>.empty.foldLeft(42, +) == 42)
    }

    @Test func foldLeftRebuildsTheSequence() {
        let rebuilt = zeroOneTwo.foldLeft(ReactiveSequence<Int>.empty) { $0.concat(.return($1)) }
        #expect(rebuilt.array == [0, 1, 2])
    }

    @Test func foldRightIsLazy() {
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
        #expect(sequence.foldRight(2) { first, _ in first } == 0)
        #expect(heads.value == 1)
        #expect(tails.value == 0)
    }

    @Test func foldRightEndsWithStartAndIsRightAssociative() {
        #expect(zeroOneTwo.foldRight(3) { _, rest in rest.head } == 3)
        let oneTwoThree = ReactiveSequence.return(1).concat(.return(2)).concat(.return(3))
        #expect(oneTwoThree.foldRight(0) { first, rest in first - rest.head } == 2)
        #expect(ReactiveSequence<Int>.empty.foldRight(42) { first, _ in first } == 42)
    }

    @Test func foldRightRebuildsTheSequence() {
        let rebuilt = zeroOneTwo.foldRight(ReactiveSequence<Int>.empty) { first, rest in rest.head.startWith(first) }
        #expect(rebuilt.array == [0, 1, 2])
    }

    @Test func foldRightEvaluatesEachRestOnce() {
        let reductions = Counter()
        let result = [1, 2, 3].reactiveSequence.foldRight(0) { first, rest in
            reductions.increment()
            return first + rest.head + rest.head
        }
        #expect(result == 1 + 2 * (2 + 2 * 3))
        #expect(reductions.value == 3)
    }

    @Test func foldRightStopsWhereReduceStopsReading() {
        let reductions = Counter()
        let found = ReactiveSequence<Int>.iterate(1) { $0 + 1 }.foldRight(-1) { value, rest in
            reductions.increment()
            return value == 50 ? value : rest.head
        }
        #expect(found == 50)
        #expect(reductions.value == 50)
    }

    @Test func foldRightIsStackSafeOnAMillionValues() {
        let values = ReactiveSequence(Array(1...1_000_000))
        #expect(values.foldRight(0) { first, rest in first &+ rest.head } == 500_000_500_000)
        let order = Array(1...2000).reactiveSequence.foldRight([Int]()) { first, rest in [first] + rest.head }
        #expect(order == Array(1...2000))
    }

    @Test func anyFindsAPassingValue() {
        #expect(zeroOneTwo.any { $0 > 0 })
        #expect(!zeroOneTwo.any { $0 == 3 })
        #expect(!ReactiveSequence<Int>.empty.any { _ in true })
        #expect(ReactiveSequence<Int>.iterate(0) { $0 + 1 }.any { $0 == 1000 })
    }

    @Test func allNeedsEveryValueToPass() {
        #expect(zeroOneTwo.all { $0 >= 0 })
        #expect(!zeroOneTwo.all { $0 < 2 })
        #expect(ReactiveSequence<Int>.empty.all { _ in false })
    }

    @Test func allEvaluatesEverythingButStopsCallingThePredicate() {
        let heads = Counter()
        let calls = Counter()
        let sequence = ReactiveSequence(iterator: CountingIterator(heads: heads)).take(10)
        #expect(
            !sequence.all {
                calls.increment()
                return $0 < 3
            })
        #expect(calls.value == 4)
        #expect(heads.value == 10)
    }

    @Test func objectPassingTestReturnsTheLeftmostPassingValue() {
        #expect(zeroOneTwo.objectPassingTest { $0 > 0 } == 1)
        #expect(zeroOneTwo.objectPassingTest { $0 < 0 } == nil)
        let heads = Counter()
        let found = ReactiveSequence(iterator: CountingIterator(heads: heads)).objectPassingTest { $0 == 5 }
        #expect(found == 5)
        #expect(heads.value == 6)
    }
}
