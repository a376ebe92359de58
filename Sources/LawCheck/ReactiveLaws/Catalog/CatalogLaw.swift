import LawCheck

/// One law of the catalog, runnable on its own: its LawCheck property name
/// and a function that runs it under a given configuration.
public struct CatalogLaw: Sendable {
    /// The property name, `"<stream> <battery>: <law>"`; it also names the
    /// law's corpus file.
    public let name: String
    /// Runs the property with `runCheck` under the configuration, reporting nothing.
    public let run: @Sendable (Configuration) -> LawOutcome

    /// A law run by `run`.
    public init(name: String, run: @escaping @Sendable (Configuration) -> LawOutcome) {
        self.name = name
        self.run = run
    }

    /// The property `name` over `inputs`, which returns `false` or throws to fail.
    ///
    /// `classify` gives the labels and coverage requirements of a run under
    /// the configuration's profile, as the law's harness gives them to the
    /// law tests: a run that misses a required share is a problem, not a pass.
    /// Replay commands in its reports name `LawCatalogReplayTests`, the law
    /// test that checks every catalog law with its corpus.
    public init<Input>(
        name: String,
        inputs: Gen<Input>,
        classify: @escaping @Sendable (Profile) -> [Classifier<Input>] = { _ in [] },
        property: @escaping @Sendable (Input) throws -> Bool
    ) {
        self.init(name: name) { configuration in
            LawOutcome(
                runCheck(
                    name, inputs, configuration: configuration, classify: classify(configuration.profile),
                    function: "LawCatalogReplayTests",
                    property))
        }
    }
}
