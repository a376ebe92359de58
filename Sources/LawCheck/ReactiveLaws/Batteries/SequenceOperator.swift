import Reactive

/// An operator that exists on ``/Reactive/ReactiveSequence``, on `Signal` and (as a
/// model) on Swift's `Array`, written once per side so the agreement and
/// laziness laws can be derived from it.
///
/// The sequence form receives `count`, which it calls once each time the
/// operator's own closure (map's transform, filter's predicate, …) runs, so
/// the laziness laws can count closure calls; operators without a closure
/// never call it.
public struct SequenceOperator: Sendable {
    /// The operator's name in law names, e.g. `"map"`.
    public var name: String
    /// The operator as written in statements, e.g. `"map(f)"`.
    public var expression: String
    /// The parameters of ``LawInput`` it reads.
    public var parameters: [LawParameter]
    /// The operator on a sequence (lazy or eager: the same code serves both).
    public var sequence:
        @Sendable (ReactiveSequence<Int>, LawInput<[Int]>, _ count: @escaping @Sendable () -> Void) -> ReactiveSequence<
            Int
        >
    /// The same operator on a signal.
    public var signal: @Sendable (Signal<Int, Never>, LawInput<[Int]>) -> Signal<Int, Never>
    /// The reference: what the operator means on an array.
    public var model: @Sendable ([Int], LawInput<[Int]>) -> [Int]
    /// How many times an **eager** sequence runs the operator's closure on
    /// `array`, all at construction: every value once, or up to the value
    /// where the operator stops. `nil` for operators without a closure.
    public var eagerCalls: (@Sendable ([Int], LawInput<[Int]>) -> Int)?
    /// How many source values the operator consumes when its result is read
    /// to the end: all of them, except for operators that stop early
    /// (`take`), which must not evaluate past the value where they stop.
    public var consumed: @Sendable ([Int], LawInput<[Int]>) -> Int

    /// An operator; see the properties.
    public init(
        _ name: String,
        _ expression: String,
        uses parameters: [LawParameter] = [],
        sequence:
            @escaping @Sendable (ReactiveSequence<Int>, LawInput<[Int]>, _ count: @escaping @Sendable () -> Void) ->
            ReactiveSequence<Int>,
        signal: @escaping @Sendable (Signal<Int, Never>, LawInput<[Int]>) -> Signal<Int, Never>,
        model: @escaping @Sendable ([Int], LawInput<[Int]>) -> [Int],
        eagerCalls: (@Sendable ([Int], LawInput<[Int]>) -> Int)? = nil,
        consumed: @escaping @Sendable ([Int], LawInput<[Int]>) -> Int = { array, _ in array.count }
    ) {
        self.name = name
        self.expression = expression
        self.parameters = parameters
        self.sequence = sequence
        self.signal = signal
        self.model = model
        self.eagerCalls = eagerCalls
        self.consumed = consumed
    }
}

/// A reduction of the whole stream to one value (`foldLeft`, `any`, `all`),
/// on a sequence, on a signal (one value, then completion) and on an array.
public struct SequenceReduction: Sendable {
    /// The reduction's name in law names, e.g. `"foldLeft"`.
    public var name: String
    /// The reduction as written in statements.
    public var expression: String
    /// The parameters of ``LawInput`` it reads.
    public var parameters: [LawParameter]
    /// The reduction of a sequence.
    public var sequence: @Sendable (ReactiveSequence<Int>, LawInput<[Int]>) -> Int
    /// The same reduction of a signal.
    public var signal: @Sendable (Signal<Int, Never>, LawInput<[Int]>) -> Signal<Int, Never>
    /// The reference on an array.
    public var model: @Sendable ([Int], LawInput<[Int]>) -> Int

    /// A reduction; see the properties.
    public init(
        _ name: String,
        _ expression: String,
        uses parameters: [LawParameter] = [],
        sequence: @escaping @Sendable (ReactiveSequence<Int>, LawInput<[Int]>) -> Int,
        signal: @escaping @Sendable (Signal<Int, Never>, LawInput<[Int]>) -> Signal<Int, Never>,
        model: @escaping @Sendable ([Int], LawInput<[Int]>) -> Int
    ) {
        self.name = name
        self.expression = expression
        self.parameters = parameters
        self.sequence = sequence
        self.signal = signal
        self.model = model
    }
}
