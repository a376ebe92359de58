/// The marker an ``AnyTuple`` stores for an absent (`nil`) element (RAC's
/// `RACTupleNil`), so that its storage can hold "no value" distinctly from the
/// null *value* `NSNull()`.
///
/// Reading the element gives `nil`; converting the tuple to an array
/// (``AnyTuple/allObjects``) or a sequence gives `NSNull()` in its place.
public struct TupleNil: Sendable, Hashable, CustomStringConvertible {
    /// The marker (RAC's `+[RACTupleNil tupleNil]`).
    public static let tupleNil = TupleNil()

    private init() {}

    public var description: String { "<RACTupleNil>" }
}
