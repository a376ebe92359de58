import LawCheck

/// A configuration for law tests: fixed seed, no corpus, no environment, a
/// modest case count so the whole suite stays fast on two cores.
func lawConfiguration(seed: UInt64 = 0x1A5, iterations: Int = 60) -> Configuration {
    var configuration = Configuration(profile: .dev)
    configuration.seed = Seed(seed)
    configuration.iterations = iterations
    configuration.corpusDirectory = nil
    configuration.recordsCorpus = false
    return configuration
}
