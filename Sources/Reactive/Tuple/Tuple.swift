/// A typed tuple of any arity (RAC's `RACTuple` with its element types known):
/// a Swift tuple `(repeat each Element)` with RAC's tuple vocabulary.
///
/// `Tuple(1, "a", 2.5)` packs (RAC's `RACTuplePack`); ``values`` is the Swift
/// tuple, so `let (a, b, c) = tuple.values` unpacks (RAC's `RACTupleUnpack`)
/// and `tuple.values.1` reads one element with its type. ``count``, ``first``
/// … ``fifth``, ``last`` and the subscript read elements untyped, as RAC does;
/// ``AnyTuple`` is the untyped tuple with absent elements.
public struct Tuple<each Element: Sendable>: Sendable {
    /// The elements, as a Swift tuple.
    public let values: (repeat each Element)

    /// Packs `values` (RAC's `RACTuplePack`).
    public init(_ values: repeat each Element) {
        self.values = (repeat each values)
    }

    /// Wraps a Swift tuple, such as the pairs of `zip`.
    public init(tuple: (repeat each Element)) {
        values = tuple
    }

    /// Unpacks the elements of `tuple` cast to the element types (RAC's
    /// `RACTupleUnpack` of a `RACTuple`); `nil` unless `tuple` has exactly
    /// this many elements, each present and of its type.
    public init?(_ tuple: AnyTuple) {
        guard tuple.count == Self.arity else { return nil }
        var index = 0
        func element<T>(_: T.Type) throws(TupleMismatch) -> T {
            defer { index += 1 }
            guard let value = tuple[index] as? T else { throw TupleMismatch() }
            return value
        }
        do {
            values = (repeat try element((each Element).self))
        } catch {
            return nil
        }
    }

    /// The number of elements (RAC's `count`).
    public var count: Int { Self.arity }

    private static var arity: Int {
        var count = 0
        for _ in repeat (each Element).self { count += 1 }
        return count
    }

    /// The elements as an array (RAC's `allObjects`).
    public var allObjects: [any Sendable] {
        var objects: [any Sendable] = []
        for value in repeat each values { objects.append(value) }
        return objects
    }

    /// The element at `index`, untyped; `nil` if `index` is out of range
    /// (RAC's `objectAtIndex:` and subscript).
    public subscript(index: Int) -> (any Sendable)? {
        let objects = allObjects
        return objects.indices.contains(index) ? objects[index] : nil
    }

    /// The element at index 0 (RAC's `first`), untyped.
    public var first: (any Sendable)? { self[0] }
    /// The element at index 1 (RAC's `second`), untyped.
    public var second: (any Sendable)? { self[1] }
    /// The element at index 2 (RAC's `third`), untyped.
    public var third: (any Sendable)? { self[2] }
    /// The element at index 3 (RAC's `fourth`), untyped.
    public var fourth: (any Sendable)? { self[3] }
    /// The element at index 4 (RAC's `fifth`), untyped.
    public var fifth: (any Sendable)? { self[4] }
    /// The last element (RAC's `last`), untyped; `nil` for an empty tuple.
    public var last: (any Sendable)? { self[count - 1] }

    /// A new tuple with `value` appended (RAC's `-tupleByAddingObject:`).
    public func appending<New: Sendable>(_ value: New) -> Tuple<repeat each Element, New> {
        Tuple<repeat each Element, New>(repeat each values, value)
    }

    /// Calls `body` with the elements as arguments (what RAC's `reduceEach:`
    /// does with each tuple).
    public func reduce<Result>(_ body: (repeat each Element) throws -> Result) rethrows -> Result {
        try body(repeat each values)
    }

    /// The untyped form, every element present.
    public var anyTuple: AnyTuple { AnyTuple(objectsFrom: allObjects) }
}

/// Thrown inside ``Tuple/init(_:)`` when an element has another type.
private struct TupleMismatch: Error {}

extension Tuple: Equatable where repeat each Element: Equatable {
    /// Tuples are equal when their elements are (RAC compares backing arrays).
    public static func == (lhs: Tuple, rhs: Tuple) -> Bool {
        for (left, right) in repeat (each lhs.values, each rhs.values) {
            if left != right { return false }
        }
        return true
    }
}

extension Tuple: Hashable where repeat each Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        for value in repeat each values { hasher.combine(value) }
    }
}

extension Tuple: CustomStringConvertible {
    /// The elements in parentheses, like a Swift tuple: `(1, a, 2.5)`.
    public var description: String {
        "(" + allObjects.map { String(describing: $0) }.joined(separator: ", ") + ")"
    }
}
