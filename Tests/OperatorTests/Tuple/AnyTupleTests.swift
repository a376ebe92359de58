import Foundation
import Testing

@testable import Reactive

/// The untyped tuple with RAC's absent-value marker (RACTuple, RACTupleNil).
@Suite struct AnyTupleTests {
    @Test func articlePack() {
        let tuple = AnyTuple(1, 2, "32", 23, "jun", 2.3, 4.56, 100)
        #expect(tuple.count == 8)
        #expect(tuple.first as? Int == 1)
        #expect(tuple.last as? Int == 100)
        #expect(tuple[6] as? Double == 4.56)
    }

    @Test func objectsFromArrayKeepOrConvertNulls() {
        let array: [any Sendable] = [1, NSNull(), 2, "jun"]
        let kept = AnyTuple(objectsFrom: array)
        let converted = AnyTuple(objectsFrom: array, convertNullsToNils: true)
        #expect(kept.second is NSNull)
        #expect(kept.backingArray[1] is NSNull)
        #expect(converted.second == nil)
        #expect(converted.backingArray[1] is TupleNil)
        #expect(converted.count == 4)
        #expect(AnyTuple(1, 3.4, "jun").count == 3)
    }

    @Test func nilIsStoredAsTheMarker() {
        let tuple = AnyTuple("foo", nil, "bar")
        #expect(tuple.count == 3)
        #expect(tuple.backingArray[1] is TupleNil)
        #expect(tuple[1] == nil)
        #expect(tuple.allObjects[1] is NSNull)
        #expect(AnyTuple(nil) == AnyTuple(objectsFrom: [TupleNil.tupleNil]))
        #expect(AnyTuple(TupleNil.tupleNil)[0] == nil)
    }

    @Test func appending() {
        let tuple = AnyTuple("foo", nil, "bar")
        let withValue = tuple.appending("buzz")
        #expect(withValue.count == 4)
        #expect(withValue[0] as? String == "foo")
        #expect(withValue[1] == nil)
        #expect(withValue[2] as? String == "bar")
        #expect(withValue[3] as? String == "buzz")
        let withNil = tuple.appending(nil)
        #expect(withNil.count == 4 && withNil[3] == nil)
        let withNull = tuple.appending(NSNull())
        #expect(withNull.count == 4 && withNull[3] is NSNull)
    }

    @Test func unpackFillsMissingWithNilAndSkipsExtras() {
        let (single) = AnyTuple("x").unpack(String.self)
        #expect(single == "x")
        let (absent) = AnyTuple(TupleNil.tupleNil).unpack(Int.self)
        #expect(absent == nil)
        let (string, number) = AnyTuple("foobar", 5).unpack(String.self, Int.self)
        #expect(string == "foobar" && number == 5)
        let (only, missing) = AnyTuple("foobar").unpack(String.self, Int.self)
        #expect(only == "foobar" && missing == nil)
        let (first, second) = AnyTuple("foobar", 5, "extra").unpack(String.self, Int.self)
        #expect(first == "foobar" && second == 5)
    }

    @Test func equalityHashingAndDescription() {
        #expect(AnyTuple("a", 1) == AnyTuple(objectsFrom: ["a", 1]))
        #expect(AnyTuple("a", 1) != AnyTuple("a", 2))
        #expect(AnyTuple("a") != AnyTuple("a", nil))
        #expect(AnyTuple(1, nil).hashValue == AnyTuple(1, nil).hashValue)
        #expect(AnyTuple("a", nil, 2).description == "(a, nil, 2)")
    }

    @Test func sequenceTurnsAbsentValuesIntoNull() {
        let tuple = AnyTuple("foo", nil, "bar", NSNull(), TupleNil.tupleNil)
        let values = tuple.reactiveSequence.array
        #expect(values.count == 5)
        #expect(values[0] as? String == "foo")
        #expect(values[1] is NSNull)
        #expect(values[2] as? String == "bar")
        #expect(values[3] is NSNull)
        #expect(values[4] is NSNull)
    }
}
