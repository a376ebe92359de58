/// A setting (usually an environment variable) with an unusable value. The
/// run stops with this message rather than ignoring the value.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The variable or setting, e.g. `LAWCHECK_SEED`.
    public let variable: String
    /// The rejected value.
    public let value: String
    /// What would have been accepted.
    public let expected: String

    /// An error for `variable` having `value` instead of `expected`.
    public init(variable: String, value: String, expected: String) {
        self.variable = variable
        self.value = value
        self.expected = expected
    }

    /// The message, naming the variable, the value and what is accepted.
    public var description: String {
        "\(variable) has an invalid value \"\(value)\": expected \(expected)."
    }
}
