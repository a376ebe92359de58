import Foundation
import Testing

@testable import Reactive

/// Collection adapters (RACSequenceAdditions, NSEnumerator+RACSequenceAdditions).
@Suite struct SequenceAdapterTests {
    @Test func arraysKeepOrderAndAreSnapshots() {
        var values = Array(0..<100)
        let sequence = values.reactiveSequence
        values.append(6)
        #expect(sequence.array == Array(0..<100))
        #expect(Array(sequence) == Array(0..<100))
        #expect(ReactiveSequence(values).array == values)
    }

    @Test func zippedArraySequencesIterate() {
        let zeros = [Int](repeating: 0, count: 16)
        let zipped = zeros.reactiveSequence.zip(with: zeros.reactiveSequence).reduceEach { first, _ in first }
        var collected: [Int] = []
        for value in zipped { collected.append(value) }
        #expect(collected == zeros)
    }

    @Test func dictionariesGivePairsKeysAndValuesInTheDictionaryOrder() {
        let dictionary = ["foo": "bar", "baz": "buzz", "5": "null"]
        let pairs = dictionary.reactiveSequence
        #expect(pairs.map { "\($0)=\($1)" }.array == dictionary.map { "\($0.key)=\($0.value)" })
        #expect(pairs.reduceEach { key, value in key + value }.array == dictionary.map { $0.key + $0.value })
        #expect(dictionary.reactiveKeySequence.array == Array(dictionary.keys))
        #expect(dictionary.reactiveValueSequence.array == Array(dictionary.values))
        var changed = dictionary
        changed["foo"] = "rab"
        #expect(pairs.map { $1 }.array.contains("bar"))
    }

    @Test func setsAndOrderedCollections() {
        let set = Set(0..<100)
        #expect(set.reactiveSequence.array == Array(set))
        #expect(Set(set.reactiveSequence.array) == set)
        let slice = Array(0..<10)[3...]
        #expect(slice.reactiveSequence.array == [3, 4, 5, 6, 7, 8, 9])
    }

    @Test func stringsGiveComposedCharacters() {
        #expect("foobar".reactiveSequence.map { String($0) }.array == ["f", "o", "o", "b", "a", "r"])
        #expect("\u{2665}\u{FE0F}\u{2666}\u{FE0F}".reactiveSequence.array == ["\u{2665}\u{FE0F}", "\u{2666}\u{FE0F}"])
    }

    @Test func indexSetsGiveAscendingIndexes() {
        var indexes = IndexSet(integersIn: 0..<10)
        let sequence = indexes.reactiveSequence
        indexes.insert(20)
        #expect(sequence.array == Array(0..<10))
        #expect(IndexSet().reactiveSequence.isEmpty)
        #expect(IndexSet([7, 3, 5]).reactiveSequence.array == [3, 5, 7])
    }

    @Test func rangesFiniteAndInfinite() {
        #expect((1...4).reactiveSequence.array == [1, 2, 3, 4])
        #expect((0..<0).reactiveSequence.isEmpty)
        #expect((10...).reactiveSequence.take(3).array == [10, 11, 12])
    }

    @Test func iteratorsAreReadOneValueAtATimeAndOnce() {
        let heads = Counter()
        let sequence = ReactiveSequence(iterator: CountingIterator(heads: heads))
        #expect(heads.value == 0)
        #expect(sequence.head == 0)
        #expect(heads.value == 1)
        #expect(sequence.tail.head == 1)
        #expect(heads.value == 2)
        #expect(sequence.take(5).array == [0, 1, 2, 3, 4])
        #expect(sequence.take(5).array == [0, 1, 2, 3, 4])
        #expect(heads.value == 5)
        let finite = ReactiveSequence(iterator: [0, 1, 2, 3, 4].makeIterator())
        #expect(finite.array == [0, 1, 2, 3, 4])
        #expect(finite.array == [0, 1, 2, 3, 4])
    }
}
