import LawCheck

extension Configuration {
    /// The profile a run with `configuration` uses: its own, or the
    /// environment's when it is nil (`dev` when the environment is invalid:
    /// the run itself then reports why).
    static func profile(of configuration: Configuration?) -> Profile {
        configuration?.profile ?? (try? Configuration.fromEnvironment())?.profile ?? .dev
    }

    /// The configuration a planted-bug check runs under: `configuration`, or
    /// the environment's next to the caller, with recording off. Nil when the
    /// environment is invalid: the run then reports why it could not start.
    static func expectingFailure(_ configuration: Configuration?, callerFilePath: StaticString) -> Configuration? {
        var resolved = configuration ?? (try? Configuration.fromEnvironment(callerFilePath: callerFilePath.description))
        resolved?.recordsCorpus = false
        return resolved
    }
}
