/// Why generating a value stopped without producing one.
public enum GenerationStop: Error, Sendable, Equatable {
    /// The case needed more choices than the configured maximum
    /// (`Configuration.maxChoices`): the data is too large.
    case overrun
    /// A `filter` rejected `attempts` candidates in a row.
    case filterExhausted(attempts: Int)
    /// The generator was built with arguments it cannot generate from
    /// (`Gen.element(of: [])`, weights adding up to zero): `message` says
    /// which and why. The property's run stops as unhealthy with the message,
    /// rather than the process trapping.
    case misuse(String)
}
