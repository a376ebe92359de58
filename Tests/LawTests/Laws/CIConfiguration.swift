import LawCheck

/// The `ci` profile, as the issue demands, with a fixed seed and no corpus,
/// so that a run is reproducible and leaves no file behind.
func ciConfiguration(seed: UInt64 = 0x1A5) -> Configuration {
    var configuration = Configuration(profile: .ci)
    configuration.seed = Seed(seed)
    configuration.corpusDirectory = nil
    configuration.recordsCorpus = false
    return configuration
}
