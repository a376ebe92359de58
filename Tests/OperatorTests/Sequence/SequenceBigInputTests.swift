import Testing

@testable import Reactive

/// 10^6-value sequences and infinite ones: no stack overflow, termination.
///
/// Array-backed sequences go through 10^6 values; sequences with a memoized
/// cell or a spliced inner sequence per value (closure-built, from an
/// iterator, concatenations and flattenMaps of many parts) through 10^5, which
/// is already far deeper than any recursion per value survives, and keeps the
/// debug test run short (they pass at 10^6 too, in a few seconds each).
@Suite struct SequenceBigInputTests {
    static let count = 1_000_000
    static let cells = 100_000
    let million = ReactiveSequence(Array(0..<SequenceBigInputTests.count))

    @Test func mapFilterFoldLeft() {
        let sum = million.map { $0 * 2 }.filter { $0 % 4 == 0 }.foldLeft(0, +)
        #expect(sum == (0..<Self.count).filter { $0 % 2 == 0 }.reduce(0) { $0 + 2 * $1 })
    }

    @Test func flattenMapOverAMillionValues() {
        let mostlyEmpty = million.flattenMap { $0 == Self.count - 1 ? .return($0) : .empty }
        #expect(mostlyEmpty.array == [Self.count - 1])
        let doubled = ReactiveSequence(Array(0..<Self.cells)).flattenMap { ReactiveSequence([$0, $0]) }
        #expect(doubled.foldLeft(0) { count, _ in count + 1 } == 2 * Self.cells)
        let lazyInners = Array(0..<Self.cells).reactiveSequence.flattenMap { value in
            ReactiveSequence(head: { value }, tail: { .empty })
        }
        #expect(lazyInners.foldLeft(0, +) == (0..<Self.cells).reduce(0, +))
    }

    @Test func longRunsOfEmptyInnerSequencesFromClosureBuiltSources() {
        let source = ReactiveSequence(iterator: (0..<Self.cells).makeIterator())
        let last: ReactiveSequence<Int> = source.bind {
            { value, _ in value == Self.cells - 1 ? .return(value) : .empty }
        }
        #expect(last.head == Self.cells - 1)
    }

    @Test func concatOfAMillionSequences() {
        let parts = (0..<Self.cells).map { ReactiveSequence.return($0) }
        #expect(ReactiveSequence.concat(parts).foldLeft(0, +) == (0..<Self.cells).reduce(0, +))
        let chained = (0..<20_000).reduce(ReactiveSequence<Int>.empty) { $0.concat(.return($1)) }
        #expect(chained.array == Array(0..<20_000))
        let lazyChain = (0..<20_000).reduce(ReactiveSequence<Int>.empty) { sequence, value in
            sequence.concat(ReactiveSequence(head: { value }, tail: { .empty }))
        }
        #expect(lazyChain.foldLeft(0, +) == (0..<20_000).reduce(0, +))
        let big = million.concat(million)
        #expect(big.foldLeft(0) { count, _ in count + 1 } == 2 * Self.count)
    }

    @Test func closureBuiltMillion() {
        #expect(Self.countdown(Self.cells).foldLeft(0, +) == (1...Self.cells).reduce(0, +))
    }

    static func countdown(_ from: Int) -> ReactiveSequence<Int> {
        from == 0 ? .empty : ReactiveSequence(head: { from }, tail: { countdown(from - 1) })
    }

    @Test func signalConversion() {
        let values = Counter()
        let completions = Counter()
        million.signal().subscribe(next: { _ in values.increment() }, completed: { completions.increment() })
        #expect(values.value == Self.count)
        #expect(completions.value == 1)
    }

    @Test func releasingEvaluatedMillionValueSequences() {
        // Each sequence is held while it is evaluated, then released as a whole.
        do {
            let mapped = million.map { $0 }.filter { _ in true }
            #expect(mapped.array.count == Self.count)
        }
        do {
            let closureBuilt = Self.countdown(Self.cells)
            #expect(closureBuilt.array.count == Self.cells)
        }
        do {
            let fromIterator = ReactiveSequence(iterator: (0..<Self.cells).makeIterator())
            #expect(fromIterator.foldLeft(0) { count, _ in count + 1 } == Self.cells)
        }
        do {
            let concatenated = ReactiveSequence.concat(
                (0..<Self.cells).map { value in ReactiveSequence(head: { value }, tail: { .empty }) })
            #expect(concatenated.foldLeft(0) { count, _ in count + 1 } == Self.cells)
        }
    }

    @Test func infiniteSequencesWithTake() {
        #expect(ReactiveSequence<Int>.iterate(1) { $0 * 2 }.take(5).array == [1, 2, 4, 8, 16])
        #expect(ReactiveSequence.repeat("a").take(3).array == ["a", "a", "a"])
        #expect((1...).reactiveSequence.map { $0 * $0 }.filter { $0 % 2 == 1 }.take(3).array == [1, 9, 25])
        #expect(
            ReactiveSequence(iterator: CountingIterator(heads: Counter())).skip(1_000).take(2).array == [1000, 1001])
        #expect(
            ReactiveSequence(iterator: CountingIterator(heads: Counter())).filter { $0 > Self.cells }.head == Self.cells
                + 1)
        let naturals = ReactiveSequence<Int>.iterate(0) { $0 + 1 }
        #expect(naturals.zip(with: naturals.skip(1)).map { $0 * $1 }.take(3).array == [0, 2, 6])
        #expect(naturals.take(Self.cells).foldLeft(0) { count, _ in count + 1 } == Self.cells)
    }
}
