/// The signatures of the operators a ``StreamLaw`` takes, one per shape; a
/// law's type names its shape: `StreamLaw<Bag, StreamTransformOperator<Bag>>`
/// takes `{ stream, transform in … }`. The shapes of signal operators on
/// values and failures of one's own are ``SignalLaws``' (`OperatorLaws.BinaryOperator`, …).

/// An operator on one stream: `distinctUntilChanged()`.
public typealias StreamUnaryOperator<Stream> = @Sendable (Stream) -> Stream
/// An operator on one stream with a count: `take(n)`, `skip(n)`.
public typealias StreamCountOperator<Stream> = @Sendable (Stream, Int) -> Stream
/// An operator on one stream with a value: `startWith(x)`.
public typealias StreamValueOperator<Stream> = @Sendable (Stream, Int) -> Stream
/// An operator on one stream with a predicate: `take(while: p)`.
public typealias StreamPredicateOperator<Stream> = @Sendable (Stream, @escaping @Sendable (Int) -> Bool) -> Stream
/// An operator on one stream with a transform: `map(f)`.
public typealias StreamTransformOperator<Stream> = @Sendable (Stream, @escaping @Sendable (Int) -> Int) -> Stream
/// An operator mapping each value to a stream and flattening them: `flattenMap(k)`.
public typealias StreamFlattenMapOperator<Stream> = @Sendable (Stream, @escaping @Sendable (Int) -> Stream) -> Stream
/// An operator on two streams: `a.concat(b)`.
public typealias StreamBinaryOperator<Stream> = @Sendable (Stream, Stream) -> Stream
/// An operator with a start value and a combining function: `scan(x, r)`, `aggregate(x, r)`.
public typealias StreamAccumulateOperator<Stream> =
    @Sendable (Stream, Int, @escaping @Sendable (Int, Int) -> Int) -> Stream
/// A pair of count operators that complement each other: `take(n)` and `skip(n)`.
public typealias StreamComplementOperators<Stream> = (
    take: StreamCountOperator<Stream>, skip: StreamCountOperator<Stream>
)
