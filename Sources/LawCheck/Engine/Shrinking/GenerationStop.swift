/// Why generating a value stopped without producing one.
public enum GenerationStop: Error, Sendable, Equatable {
    /// The case needed more choices than the configured maximum
    /// (`Configuration.maxChoices`): the data is too large.
    case overrun
    /// A `filter` rejected `attempts` candidates in a row.
    case filterExhausted(attempts: Int)
}
