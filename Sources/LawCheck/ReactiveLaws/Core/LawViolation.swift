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
    /// The values of the parameters the law uses, or empty.
    public var parameters: String
    /// The equivalence's picture of the disagreement.
    public var explanation: String

    /// A violation.
    public init(battery: String, law: String, statement: String, parameters: String = "", explanation: String) {
        self.battery = battery
        self.law = law
        self.statement = statement
        self.parameters = parameters
        self.explanation = explanation
    }

    /// The law, the parameters it used (`where n = 0`) and the picture.
    public var description: String {
        let header = "law \"\(law)\" of \(battery) broken: \(statement)"
        let parameterLine = parameters.isEmpty ? "" : "\nwhere \(parameters)"
        return header + parameterLine + "\n" + explanation
    }
}
