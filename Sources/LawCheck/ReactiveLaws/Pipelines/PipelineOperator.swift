import Reactive

/// A user's operator as a stage of generated pipelines: how to apply it to
/// the upstream signal and its model over the upstream's events, both with a
/// parameter the generator draws (0…3), and how it prints as code. Pass it to
/// ``SignalPipelineLaw/including(_:)`` and the generator inserts it among the
/// library's operators, so that its interactions with them (re-entrancy,
/// disposal order, synchronous terminal events) are checked against the
/// composed models.
public struct PipelineOperator: Sendable {
    /// The operator's name, for reports.
    public var name: String
    /// The stage as code after `s`, given the parameter: `".myTake(2)"`.
    public var code: @Sendable (Int) -> String
    /// The operator applied to the upstream signal, given the parameter.
    public var apply: @Sendable (Signal<Int, TestFailure>, Int) -> Signal<Int, TestFailure>
    /// The events the operator sends for a subscription made at `moment`
    /// whose upstream sends `events`, given the parameter.
    public var model: @Sendable (_ events: [Timed], _ parameter: Int, _ moment: Moment) -> [Timed]

    /// A user's operator with its model.
    public init(
        _ name: String,
        code: @escaping @Sendable (Int) -> String,
        apply: @escaping @Sendable (Signal<Int, TestFailure>, Int) -> Signal<Int, TestFailure>,
        model: @escaping @Sendable (_ events: [Timed], _ parameter: Int, _ moment: Moment) -> [Timed]
    ) {
        self.name = name
        self.code = code
        self.apply = apply
        self.model = model
    }
}
