import LawCheck
import Reactive

/// A law of a stream operator as a typed value: it takes the operator under
/// test with the operator's own Swift signature and relates it to a
/// reference built from the stream's primitives and this library's operators.
///
/// The laws that hold for every stream type (functor, monad, monoid and the
/// RACStream equivalences) are static members for any ``ReactiveStreamOfInt``;
/// the signal-only ones for `Signal<Int, TestFailure>`; the fold laws of the
/// sequences for `ReactiveSequence<Int>`. A harness runs them on its samples:
///
/// ```swift
/// let bags = StreamHarness.pull("Bag", from: Bag.init, elements: \.values)
/// bags.check(.mapComposition) { bag, transform in bag.myMap(transform) }
/// StreamHarness.signal().check(.takeWhileIsTakeUntilNegated) { s, p in s.myTakeWhile(p) }
/// ```
///
/// A misspelled law or an operator of the wrong shape is a compile error.
/// Each law also carries ``standard``, this library's operator (for a stream
/// type of one's own: the operator `ReactiveStream` derives from its
/// primitives), which the batteries (``StreamHarness/monad`` and the rest)
/// are made of, so the catalog checks the same law values.
public struct StreamLaw<Stream: ReactiveStreamOfInt, Operator: Sendable>: Sendable {
    /// The law's name, such as `"composition"`; with the harness's name and
    /// ``battery`` it makes the property name, which names the corpus file.
    public let name: String
    /// The law in code form, printed in reports.
    public let statement: String
    /// The battery that lists the law, such as `"functor"`.
    public let battery: String
    /// This library's operator, which the batteries check.
    public let standard: Operator
    let parameters: [LawParameter]
    let sides: @Sendable (Operator) -> StreamLawSides<Stream>

    init(
        _ name: String, _ statement: String, battery: String, uses parameters: [LawParameter] = [],
        standard: Operator, sides: @escaping @Sendable (Operator) -> StreamLawSides<Stream>
    ) {
        self.name = name
        self.statement = statement
        self.battery = battery
        self.standard = standard
        self.parameters = parameters
        self.sides = sides
    }
}

/// The parameters of a ``LawInput`` without its sample: what a law's
/// expressions read besides the stream they are applied to.
typealias LawArguments = LawInput<Void>

extension LawInput {
    var arguments: LawArguments {
        LawInput<Void>(sample: (), f: f, g: g, k: k, h: h, x: x, n: n, p: p)
    }
}

/// The two sides of a ``StreamLaw`` with an operator filled in: what the
/// operator under test makes of the sample (`got`) and what the reference
/// makes of it (`want`).
enum StreamLawSides<Stream: ReactiveStreamOfInt>: Sendable {
    typealias Expression = @Sendable (Stream, LawArguments) -> Stream

    /// Two expressions over the sample stream, observed as the harness observes.
    case expressions(Expression, Expression)
    /// Two expressions over every source of a signal schedule, compared by trace.
    case sources(@Sendable ([Stream], LawArguments) -> Stream, @Sendable ([Stream], LawArguments) -> Stream)
    /// An expression over the first source of a signal schedule against a
    /// model of that source's trace.
    case model(Expression, @Sendable (Trace, LawArguments) -> Trace)
    /// An expression over the first source against a model of its own trace
    /// (for schedules whose sources depend on what the output sends).
    case outputModel(Expression, @Sendable (Trace, LawArguments) -> Trace)
    /// Two expressions over the first source of a signal schedule, compared
    /// on the order of their events alone.
    case untimed(Expression, Expression)
}
