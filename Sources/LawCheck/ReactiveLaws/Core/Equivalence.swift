/// When two observations count as the same, and how to show that they are not.
///
/// Pluggable so that one law serves streams observed in different ways:
/// signals are compared by their traces, ticks included (`trace`);
/// sequences by their elements.
public struct Equivalence<Input: Sendable, Observation: Sendable>: Sendable {
    /// Whether the observations agree.
    public var equal: @Sendable (_ got: Observation, _ want: Observation) -> Bool
    /// A picture of a disagreement on `input`, for the failure report.
    public var explain: @Sendable (_ input: Input, _ got: Observation, _ want: Observation) -> String

    /// An equivalence.
    public init(
        equal: @escaping @Sendable (_ got: Observation, _ want: Observation) -> Bool,
        explain: @escaping @Sendable (_ input: Input, _ got: Observation, _ want: Observation) -> String
    ) {
        self.equal = equal
        self.explain = explain
    }
}
