/// The block `bind` applies to each value of a stream (RAC's `RACStreamBindBlock`).
///
/// It returns the stream to splice in for that value, or `nil` to end the
/// source; setting `stop` to `true` ends the source after the returned stream.
public typealias StreamBindBlock<Value, Output> = @Sendable (_ value: Value, _ stop: inout Bool) -> Output?

/// RACStream's contract: a monad with concatenation and zipping, shared by the
/// push-driven ``Signal`` and the pull-driven sequences.
///
/// A conforming type supplies the five primitives — ``return(_:)``, ``empty``,
/// ``bind(_:)``, ``concat(_:)`` and ``zip(with:)`` — and receives every
/// RACStream operator (`flattenMap`, `map`, `filter`, `take`, `skip`, `scan`,
/// `takeUntilBlock`, `distinctUntilChanged`, …) from extensions written once
/// for all streams, so a signal and a sequence give the same results.
///
/// ## Value-changing operators
/// Swift has no higher-kinded types, so "the same kind of stream, carrying `U`"
/// is expressed with ``Family``: a tag shared by all instances of one generic
/// type (`Signal<Int, E>` and `Signal<String, E>` share `SignalFamily<E>`).
/// Operators that change the value type are generic over their output stream
/// with `Output.Family == Family`. ``Signal`` and the sequences add concrete
/// overloads so that `signal.map { … }` needs no annotation; a user's own stream
/// type names its output (`let s: MyStream<String> = stream.map { … }`) or adds
/// such overloads itself.
///
/// ## Laws
/// `bind` with `return` must form a monad, and `concat` with `empty` a monoid;
/// LawCheck's batteries check them for any conforming type.
public protocol ReactiveStream<Value>: Sendable {
    /// The type of the stream's values.
    associatedtype Value: Sendable

    /// A tag that all instances of this stream's generic type share; see the type's
    /// documentation. Only one type may use a given family.
    associatedtype Family

    /// A stream holding `value` alone (RAC's `+return:`).
    static func `return`(_ value: Value) -> Self

    /// A stream with no values (RAC's `+empty`).
    static var empty: Self { get }

    /// ``return(_:)`` of the same kind as `self` (RAC's `[self.class return:]`):
    /// for a type whose instances come in kinds (a sequence's eager form), the
    /// operators that start a new stream from `self` keep its kind. By default,
    /// `Self.return(value)`.
    func returnOfSameKind(_ value: Value) -> Self

    /// ``empty`` of the same kind as `self` (RAC's `[self.class empty]`); by
    /// default `Self.empty`.
    var emptyOfSameKind: Self { get }

    /// Lazily binds a block to the stream's values (RAC's `-bind:`).
    ///
    /// `makeBlock` runs once per evaluation of the result (per subscription for a
    /// signal), so the block it returns may keep state. For each value the block
    /// returns a stream to splice into the result, or `nil` to end the source;
    /// setting `stop` ends the source after the returned stream. How the spliced
    /// streams combine is the type's own: a signal merges them (they run
    /// concurrently), a sequence concatenates them.
    func bind<Output: ReactiveStream>(
        _ makeBlock: @escaping @Sendable () -> StreamBindBlock<Value, Output>
    ) -> Output where Output.Family == Family

    /// The values of `self`, then those of `other` (RAC's `-concat:`).
    func concat(_ other: Self) -> Self

    /// Pairs the n-th value of `self` with the n-th value of `other` (RAC's `-zipWith:`).
    func zip<Other: ReactiveStream, Output: ReactiveStream>(
        with other: Other
    ) -> Output where Other.Family == Family, Output.Family == Family, Output.Value == (Value, Other.Value)
}

extension ReactiveStream {
    @inlinable
    public func returnOfSameKind(_ value: Value) -> Self { .return(value) }

    @inlinable
    public var emptyOfSameKind: Self { .empty }
}
