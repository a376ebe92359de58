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
    /// Replay commands in its reports name the `Laws` test filter, which runs
    /// every law test (and so this law's corpus).
    public init<Input>(name: String, inputs: Gen<Input>, property: @escaping @Sendable (Input) throws -> Bool) {
        self.init(name: name) { configuration in
            LawOutcome(runCheck(name, inputs, configuration: configuration, function: "Laws", property))
        }
    }
}
