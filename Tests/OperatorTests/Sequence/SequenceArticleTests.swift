import Foundation
import Testing

@testable import Reactive

/// The printed sequence examples of the reference articles (README.md).
@Suite struct SequenceArticleTests {
    let numbers = [5, 3, 9, 4].reactiveSequence

    @Test func foldLeftAppendsFromTheLeft() {
        #expect(numbers.foldLeft("-") { $0 + String($1) } == "-5394")
    }

    @Test func foldRightReadsTheRestFirst() {
        let folded = numbers.foldRight(":") { first, rest in "\(rest.head)-\(first)" }
        #expect(folded == ":-4-9-3-5")
    }

    @Test func objectPassingTestEvaluatesThePredicatePerElementAndFindsNothing() {
        let log = Log()
        let found = numbers.objectPassingTest { value in
            log.append("\(value)")
            return false
        }
        #expect(found == nil)
        #expect(log.entries == ["5", "3", "9", "4"])
    }

    @Test func anyAndAllWithAnAlwaysTruePredicate() {
        #expect(numbers.any { _ in true })
        #expect(numbers.all { _ in true })
    }

    @Test func eagerMapRunsAtOnceLazyMapsWhenTheArrayIsRead() {
        let array = [1, 3, 4]
        let plain = Counter()
        let lazy = Counter()
        let eager = Counter()
        let sequence1 = array.reactiveSequence.map { _ in
            plain.increment()
            return 10
        }
        let lazySequence = array.reactiveSequence.lazySequence.map { _ in
            lazy.increment()
            return 20
        }
        let eagerSequence = array.reactiveSequence.eagerSequence.map { _ in
            eager.increment()
            return 30
        }
        #expect(eager.value == 3)
        #expect(plain.value == 0)
        #expect(lazy.value == 0)
        #expect(sequence1.array == [10, 10, 10])
        #expect(lazySequence.array == [20, 20, 20])
        #expect(eagerSequence.array == [30, 30, 30])
        #expect(plain.value == 3)
        #expect(lazy.value == 3)
        #expect(eager.value == 3)
    }

    @Test func headOneTailTwoThree() {
        let sequence = ReactiveSequence(
            head: { 1 },
            tail: {
                ReactiveSequence(head: { 2 }, tail: { .return(3) })
            })
        #expect(sequence.lazySequence.description == "[(unresolved)]")
        let eager = sequence.eagerSequence
        #expect(eager.isEager)
        #expect(eager.array == [1, 2, 3])
        #expect(eager.description == "[1, 2, 3]")
        // Evaluating the eager form resolved the lazy one too.
        #expect(sequence.lazySequence.description == "[1, 2, 3]")
    }

    @Test func bindDoublesLazily() {
        let log = Log()
        let sequence = ReactiveSequence(
            head: { 1 },
            tail: {
                ReactiveSequence(head: { 2 }, tail: { .return(3) })
            })
        let doubled: ReactiveSequence<Int> = sequence.bind {
            { value, _ in
                log.append("bind \(value)")
                return .return(value * 2)
            }
        }
        #expect(log.entries.isEmpty)
        #expect(doubled.head == 2)
        #expect(log.entries == ["bind 1"])
        #expect(doubled.tail.head == 4)
        #expect(doubled.array == [2, 4, 6])
        #expect(log.entries == ["bind 1", "bind 2", "bind 3"])
    }

    @Test func squaresReadEagerly() {
        let squares = [1, 2, 3].reactiveSequence.map { $0 * $0 }
        #expect(squares.description == "[(unresolved)]")
        #expect(squares.eagerSequence.array == [1, 4, 9])
    }

    @Test func scanAndCombinePrevious() {
        let values = [1, 2, 3, 4].reactiveSequence
        #expect(values.combinePrevious(0, +).array == [1, 3, 5, 7])
        #expect(values.scan(0, +).array == [1, 3, 6, 10])
    }
}
