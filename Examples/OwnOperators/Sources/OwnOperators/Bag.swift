import Reactive

/// A small stream type written from scratch: an eager, immutable list of
/// values. It adopts `ReactiveStream` by giving the five primitives, and
/// gets every RACStream operator (`map`, `filter`, `take`, `scan`, …) from
/// the protocol's extensions.
public struct Bag<Value: Sendable>: ReactiveStream {
    /// The tag all bags share, whatever their values.
    public enum Family {}

    /// The values, in order.
    public let values: [Value]

    /// A bag of `values`.
    public init(_ values: [Value]) { self.values = values }

    public static func `return`(_ value: Value) -> Bag { Bag([value]) }

    public static var empty: Bag { Bag([]) }

    public func bind<Output: ReactiveStream>(
        _ makeBlock: @escaping @Sendable () -> StreamBindBlock<Value, Output>
    ) -> Output where Output.Family == Family {
        let block = makeBlock()
        var result: [Output.Value] = []
        var stop = false
        for value in values {
            guard let inner = block(value, &stop) else { break }
            // Bag is the one type of its family, so the output is a bag.
            result += (inner as! Bag<Output.Value>).values
            if stop { break }
        }
        return Bag<Output.Value>(result) as! Output
    }

    public func concat(_ other: Bag) -> Bag { Bag(values + other.values) }

    public func zip<Other: ReactiveStream, Output: ReactiveStream>(
        with other: Other
    ) -> Output where Other.Family == Family, Output.Family == Family, Output.Value == (Value, Other.Value) {
        let others = (other as! Bag<Other.Value>).values
        return Bag<(Value, Other.Value)>(Array(Swift.zip(values, others))) as! Output
    }
}

extension Bag {
    /// `map` in one pass over the array, instead of `bind`'s bag per value:
    /// a fast path of one's own, which the typed functor laws check.
    public func fastMap<NewValue>(_ transform: (Value) -> NewValue) -> Bag<NewValue> {
        Bag<NewValue>(values.map(transform))
    }

    /// `take(while:)` as one prefix of the array.
    public func fastTake(while predicate: (Value) -> Bool) -> Bag {
        Bag(Array(values.prefix(while: predicate)))
    }
}
