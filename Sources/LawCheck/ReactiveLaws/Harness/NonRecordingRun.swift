import LawCheck

extension Configuration {
    /// The configuration of a non-reporting `run`: `configuration` as the
    /// caller gave it (its corpus directory and recording flag are the
    /// caller's explicit choice), else the environment's next to the caller
    /// with recording off, so that a run whose result nobody reports never
    /// adds an entry to the corpus behind the test's back. Nil when the
    /// environment is invalid: the run then reports why it could not start.
    static func withoutRecording(_ configuration: Configuration?, callerFilePath: StaticString) -> Configuration? {
        configuration ?? expectingFailure(nil, callerFilePath: callerFilePath)
    }
}
