import Foundation
import Testing

@testable import Reactive

/// The typed tuple (RACTuple with known element types).
@Suite struct TupleTests {
    @Test func articlePackCountFirstLastAndElementSix() {
        let tuple = Tuple(1, 2, "32", 23, "jun", 2.3, 4.56, 100)
        #expect(tuple.count == 8)
        #expect(tuple.first as? Int == 1)
        #expect(tuple.last as? Int == 100)
        #expect(tuple[6] as? Double == 4.56)
        #expect("\(tuple.first!)--\(tuple.last!)--\(tuple[6]!)" == "1--100--4.56")
        #expect(tuple.values.6 == 4.56)
    }

    @Test func namedElementsAndOutOfRange() {
        let tuple = Tuple("a", 1, 2.5, true, "e", 6)
        #expect(tuple.first as? String == "a")
        #expect(tuple.second as? Int == 1)
        #expect(tuple.third as? Double == 2.5)
        #expect(tuple.fourth as? Bool == true)
        #expect(tuple.fifth as? String == "e")
        #expect(tuple[6] == nil)
        #expect(tuple[-1] == nil)
        let pair = Tuple(1, 2)
        #expect(pair.third == nil)
        #expect(Tuple().count == 0)
        #expect(Tuple().last == nil)
    }

    @Test func packAndUnpack() {
        let tuple = Tuple("tian", 23)
        let (name, age) = tuple.values
        #expect(name == "tian" && age == 23)
        #expect(tuple.reduce { "\($0)--\($1)" } == "tian--23")
        #expect(Tuple(tuple: ("jun", 3.4)).values.1 == Double(3.4))
    }

    @Test func appendingAValue() {
        let tuple = Tuple("foo", 1)
        let longer = tuple.appending("buzz")
        #expect(longer.count == 3)
        #expect(longer.values.2 == "buzz")
        #expect(longer.last as? String == "buzz")
        #expect(tuple.count == 2)
    }

    @Test func arraysBothWays() {
        let tuple = Tuple("foo", 5, 2.5)
        #expect(tuple.allObjects.count == 3)
        #expect(tuple.allObjects[1] as? Int == 5)
        let untyped = AnyTuple(objectsFrom: tuple.allObjects)
        let typed = Tuple<String, Int, Double>(untyped)
        #expect(typed == tuple)
        #expect(Tuple<String, Int>(untyped) == nil)
        #expect(Tuple<String, String, Double>(untyped) == nil)
        #expect(Tuple<String, Int>(AnyTuple("foo", nil)) == nil)
        #expect(tuple.anyTuple == untyped)
    }

    @Test func equalityHashingAndDescription() {
        #expect(Tuple(1, "a") == Tuple(1, "a"))
        #expect(Tuple(1, "a") != Tuple(1, "b"))
        #expect(Set([Tuple(1, "a"), Tuple(1, "a"), Tuple(2, "a")]).count == 2)
        #expect(Tuple(1, "a", 2.5).description == "(1, a, 2.5)")
    }

    @Test func sequenceView() {
        #expect(Tuple(1, "a").reactiveSequence.map { String(describing: $0) }.array == ["1", "a"])
    }

    @Test func reduceEachOverTupleValues() {
        let tuples = [Tuple("foo", "bar"), Tuple("buzz", "baz"), Tuple("", "_")]
        #expect(ReactiveSequence(tuples).reduceEach { $0 + $1 }.array == ["foobar", "buzzbaz", "_"])
        let (recorder, _) = Signal<Tuple<String, String>, Never>.from(tuples).reduceEach { $1 + $0 }.record()
        #expect(recorder.values == ["barfoo", "bazbuzz", "_"])
        #expect(recorder.isCompleted)
        let generic: ReactiveSequence<Int> = ReactiveSequence([Tuple(2, 3)]).map { $0 }.reduceEach { (a: Int, b: Int) in
            a * b
        }
        #expect(generic.array == [6])
    }

    @Test func zipInteroperates() {
        let zipped = [1, 2].reactiveSequence.zip(with: ["a", "b"].reactiveSequence).map { Tuple(tuple: $0) }
        #expect(zipped.array == [Tuple(1, "a"), Tuple(2, "b")])
        let (recorder, _) = Signal<Int, Never>.from([1, 2]).zip(with: Signal<String, Never>.from(["a", "b"])).map {
            Tuple($0, $1)
        }.record()
        #expect(recorder.values == [Tuple(1, "a"), Tuple(2, "b")])
    }
}
