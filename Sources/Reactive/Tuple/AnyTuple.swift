import Foundation

/// A tuple of any number of values of any types, each possibly absent (RAC's
/// untyped `RACTuple`). For a tuple whose element types are known, use the
/// typed ``Tuple``.
///
/// An absent element is stored as ``TupleNil/tupleNil`` and read back as
/// `nil`; `NSNull()` is a value like any other, read back as `NSNull()`. Arrays
/// cannot hold `nil`, which is why RAC spells it `NSNull` there:
/// ``init(objectsFrom:convertNullsToNils:)`` turns `NSNull()` into an absent
/// element on request, and ``allObjects`` turns absent elements into `NSNull()`.
public struct AnyTuple: Sendable, CustomStringConvertible {
    /// The elements, absent ones as ``TupleNil/tupleNil`` (RAC's `backingArray`).
    public let backingArray: [any Sendable]

    /// A tuple of the elements of `array` (RAC's
    /// `+tupleWithObjectsFromArray:convertNullsToNils:`); with
    /// `convertNullsToNils`, each `NSNull()` becomes an absent element.
    public init(objectsFrom array: [any Sendable], convertNullsToNils: Bool = false) {
        backingArray = convertNullsToNils ? array.map { $0 is NSNull ? TupleNil.tupleNil : $0 } : array
    }

    /// A tuple of `values`, each `nil` an absent element (RAC's `RACTuplePack`
    /// and `+tupleWithObjects:`).
    public init(_ values: (any Sendable)?...) {
        backingArray = values.map { $0 ?? TupleNil.tupleNil }
    }

    /// The number of elements, absent ones included (RAC's `count`).
    public var count: Int { backingArray.count }

    /// The element at `index`; `nil` if it is absent or `index` is out of range
    /// (RAC's `objectAtIndex:` and subscript).
    public subscript(index: Int) -> (any Sendable)? {
        guard backingArray.indices.contains(index) else { return nil }
        let element = backingArray[index]
        return element is TupleNil ? nil : element
    }

    /// The element at index 0 (RAC's `first`); `nil` if absent or missing.
    public var first: (any Sendable)? { self[0] }
    /// The element at index 1 (RAC's `second`).
    public var second: (any Sendable)? { self[1] }
    /// The element at index 2 (RAC's `third`).
    public var third: (any Sendable)? { self[2] }
    /// The element at index 3 (RAC's `fourth`).
    public var fourth: (any Sendable)? { self[3] }
    /// The element at index 4 (RAC's `fifth`).
    public var fifth: (any Sendable)? { self[4] }
    /// The last element (RAC's `last`); `nil` for an empty tuple.
    public var last: (any Sendable)? { self[count - 1] }

    /// The elements as an array, absent ones as `NSNull()` (RAC's `allObjects`).
    public var allObjects: [any Sendable] {
        backingArray.map { $0 is TupleNil ? NSNull() : $0 }
    }

    /// A new tuple with `value` appended, `nil` as an absent element (RAC's
    /// `-tupleByAddingObject:`).
    public func appending(_ value: (any Sendable)?) -> AnyTuple {
        AnyTuple(backing: backingArray + [value ?? TupleNil.tupleNil])
    }

    /// The elements cast to `types`, in order, `nil` where an element is absent,
    /// missing or of another type; extra elements are ignored (RAC's
    /// `RACTupleUnpack`): `let (name, age) = tuple.unpack(String.self, Int.self)`.
    public func unpack<each Element>(_ types: repeat (each Element).Type) -> (repeat (each Element)?) {
        var index = 0
        func element<T>(_: T.Type) -> T? {
            defer { index += 1 }
            return self[index] as? T
        }
        return (repeat element(each types))
    }

    public var description: String {
        "(" + backingArray.map { $0 is TupleNil ? "nil" : String(describing: $0) }.joined(separator: ", ") + ")"
    }

    private init(backing: [any Sendable]) { backingArray = backing }
}

extension AnyTuple: Hashable {
    /// Tuples are equal when they have the same count and equal elements
    /// (RAC compares the backing arrays). Elements compare through `Hashable`:
    /// an element whose type is not `Hashable` equals nothing, not even itself.
    public static func == (lhs: AnyTuple, rhs: AnyTuple) -> Bool {
        lhs.count == rhs.count
            && zip(lhs.backingArray, rhs.backingArray).allSatisfy { left, right in
                guard let left = left as? any Hashable, let right = right as? any Hashable else { return false }
                return AnyHashable(left) == AnyHashable(right)
            }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in backingArray {
            if let element = element as? any Hashable { hasher.combine(AnyHashable(element)) }
        }
    }
}
