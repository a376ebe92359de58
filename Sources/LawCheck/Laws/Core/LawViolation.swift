/// The error a law's property throws when its sides disagree. LawCheck puts
/// the description, a marble diagram for signals, into the report's
/// `Reason:` line; it is computed for the shrunk case.
public struct LawViolation: Error, Sendable, CustomStringConvertible {
    /// The battery the law belongs to.
    public var battery: String
    /// The law's name.
    public var law: String
    /// The law's statement.
    public var statement: String
    /// The equivalence's picture of the disagreement.
    public var explanation: String

    /// A violation.
    public init(battery: String, law: String, statement: String, explanation: String) {
        self.battery = battery
        self.law = law
        self.statement = statement
        self.explanation = explanation
    }

    public var description: String {
        "law \"\(law)\" of \(battery) broken: \(statement)\n\(explanation)"
    }
}
