/// A law: two expressions that must be observably the same on every input.
///
/// The left side is the expression under test, the right side the reference
/// it must match (reports call their observations `got` and `want`). How
/// observations compare is not the law's business but the
/// ``Equivalence``'s, so one law can be checked with timing (signals) or
/// without (sequences).
public struct Law<Input: Sendable, Observation: Sendable>: Sendable {
    /// A short name, such as `"left identity"`.
    public var name: String
    /// The law in code form, such as `"return(x).flattenMap(k) ≡ k(x)"`; printed in reports.
    public var statement: String
    /// What the expression under test does on an input.
    public var lhs: @Sendable (Input) -> Observation
    /// What the reference does on the same input.
    public var rhs: @Sendable (Input) -> Observation
    /// The values of the parameters the law uses (`"n = 2"`), printed with a
    /// violation; the whole input also carries parameters other laws use.
    public var parameters: @Sendable (Input) -> String

    /// A law; `parameters` describes the parameters it uses (none by default).
    public init(
        _ name: String,
        _ statement: String,
        parameters: @escaping @Sendable (Input) -> String = { _ in "" },
        lhs: @escaping @Sendable (Input) -> Observation,
        rhs: @escaping @Sendable (Input) -> Observation
    ) {
        self.name = name
        self.statement = statement
        self.parameters = parameters
        self.lhs = lhs
        self.rhs = rhs
    }
}
