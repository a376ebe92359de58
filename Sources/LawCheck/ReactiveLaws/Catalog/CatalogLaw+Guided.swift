import LawCheck

extension CatalogLaw {
    /// Checks the law on the one case `bytes` encode (a coverage-guided
    /// fuzzer's input, read as described at ``/LawCheck/GuidedCase``), under
    /// `configuration` otherwise: the entry point of guided mode
    /// (`Scripts/nightly-guided`).
    ///
    /// A passing case costs one generation and one evaluation; a failing one
    /// is shrunk, reported (marbles, replay token, the replay command of
    /// `LawCatalogReplayTests`) and recorded in the configuration's corpus if
    /// it records — as a random case's failure in the nightly run is.
    public func check(guided bytes: [UInt8], configuration: Configuration) -> LawOutcome {
        var configuration = configuration
        configuration.guidedCase = GuidedCase(bytes: bytes)
        return run(configuration)
    }

    /// The configuration guided mode checks each case with: the `nightly`
    /// profile (its shrink budget), a fixed seed (a guided case does not
    /// come from one; the seed only appears in reports), and the corpus in
    /// `corpusDirectory` recorded into, as the nightly run does; nil runs
    /// without one.
    public static func guidedConfiguration(corpusDirectory: String?) -> Configuration {
        var configuration = Configuration(profile: .nightly)
        configuration.seed = Seed(0)
        configuration.corpusDirectory = corpusDirectory
        configuration.recordsCorpus = corpusDirectory != nil
        return configuration
    }
}
