import Testing

@testable import Reactive

/// The eager form (RACEagerSequence) and conversions both ways.
@Suite struct SequenceEagerTests {
    @Test func eagerSequenceEvaluatesEverythingAtOnce() {
        let heads = Counter()
        let tails = Counter()
        let lazy = ReactiveSequence(
            head: {
                heads.increment()
                return 0
            },
            tail: {
                tails.increment()
                return .return(1)
            })
        let eager = lazy.eagerSequence
        #expect(heads.value == 1 && tails.value == 1)
        #expect(eager.isEager)
        #expect(eager.array == [0, 1])
        #expect(eager.eagerSequence.isEager)
        #expect(!eager.lazySequence.isEager)
        #expect(eager.lazySequence.array == [0, 1])
        #expect(!lazy.lazySequence.isEager)
    }

    @Test func eagerOperatorsRunAtOnceAndStayEager() {
        let calls = Counter()
        let eager = [1, 2, 3, 4].reactiveSequence.eagerSequence
        let mapped = eager.map {
            calls.increment()
            return $0 * 2
        }
        #expect(calls.value == 4)
        #expect(mapped.isEager)
        let filtered = eager.filter {
            calls.increment()
            return $0 % 2 == 0
        }
        #expect(calls.value == 8)
        #expect(filtered.isEager && filtered.array == [2, 4])
        let bound: ReactiveSequence<Int> = eager.bind {
            { value, stop in
                calls.increment()
                stop = value == 3
                return .return(value * 10)
            }
        }
        #expect(calls.value == 11)
        #expect(bound.isEager && bound.array == [10, 20, 30])
        let taken = eager.take(2)
        #expect(taken.isEager && taken.array == [1, 2])
        let scanned = eager.scan(0, +)
        #expect(scanned.isEager && scanned.array == [1, 3, 6, 10])
        let joined = eager.concat([5].reactiveSequence)
        #expect(joined.isEager && joined.array == [1, 2, 3, 4, 5])
        let zipped = eager.zip(with: [7, 8].reactiveSequence)
        #expect(zipped.isEager && zipped.map { $0 + $1 }.array == [8, 10])
        #expect(eager.tail.isEager && eager.tail.array == [2, 3, 4])
    }

    @Test func eagerBindFlattensLazyInnerSequencesAtOnce() {
        let heads = Counter()
        let bound = [1, 2].reactiveSequence.eagerSequence.flattenMap { value in
            ReactiveSequence<Int>(
                head: {
                    heads.increment()
                    return value
                }, tail: { .return(0 - value) })
        }
        #expect(heads.value == 2)
        #expect(bound.array == [1, -1, 2, -2])
    }

    @Test func eagerBindStopsOnNil() {
        let bound: ReactiveSequence<Int> = [1, 2, 3].reactiveSequence.eagerSequence.bind {
            { value, _ in value == 2 ? nil : .return(value) }
        }
        #expect(bound.array == [1])
    }

    @Test func lazyMapOfAnEagerSequenceIsLazyAgain() {
        let calls = Counter()
        let mapped = [1, 2, 3].reactiveSequence.eagerSequence.lazySequence.map {
            calls.increment()
            return $0
        }
        #expect(calls.value == 0)
        #expect(mapped.array == [1, 2, 3])
        #expect(calls.value == 3)
    }

    /// RAC builds these from `[self.class return:]` and `[self.class empty]`,
    /// so on a `RACEagerSequence` they give eager sequences.
    @Test func startWithAndTakeZeroKeepTheKindOfTheSequence() {
        let eager = [1, 2].reactiveSequence.eagerSequence
        let started = eager.startWith(0)
        #expect(started.isEager && started.array == [0, 1, 2])
        let none = eager.take(0)
        #expect(none.isEager && none.array.isEmpty)
        let lazy = [1, 2].reactiveSequence
        #expect(!lazy.startWith(0).isEager && lazy.startWith(0).array == [0, 1, 2])
        #expect(!lazy.take(0).isEager && lazy.take(0).array.isEmpty)
    }
}
