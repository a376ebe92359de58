import LawCheck
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    @Test("invalid environment values stop the run, naming variable and value", arguments: [
        ("LAWCHECK_SEED", "12"), ("LAWCHECK_SEED", "0xnothex"), ("LAWCHECK_ITERATIONS", "-3"),
        ("LAWCHECK_ITERATIONS", "many"), ("LAWCHECK_PROFILE", "fast"), ("LAWCHECK_REPLAY", "abc"),
        ("LAWCHECK_RECORD", "yes"), ("LAWCHECK_SHOW_DISTRIBUTION", "2"), ("LAWCHECK_CORPUS", "off"),
        ("LAWCHECK_SEED", "0x+f"), ("LAWCHECK_SEED", "0x-0"),
    ])
    func invalidValues(variable: String, value: String) {
        #expect {
            try Configuration.fromEnvironment([variable: value])
        } throws: { error in
            let message = String(describing: error)
            return message.contains(variable) && message.contains("\"\(value)\"")
        }
    }

    @Test("profiles and CI decide case counts and recording")
    func profiles() throws {
        #expect(try Configuration.fromEnvironment([:]).iterations == 100)
        #expect(try Configuration.fromEnvironment([:]).recordsCorpus)
        #expect(try !Configuration.fromEnvironment(["CI": "true"]).recordsCorpus)
        #expect(try Configuration.fromEnvironment(["CI": "true"]).profile == .ci)
        #expect(try Configuration.fromEnvironment(["CI": "true", "LAWCHECK_PROFILE": "dev"]).profile == .dev)
        #expect(try Configuration.fromEnvironment([:]).profile == .dev)
        #expect(try !Configuration.fromEnvironment(["LAWCHECK_PROFILE": "ci"]).recordsCorpus)
        #expect(try Configuration.fromEnvironment(["LAWCHECK_PROFILE": "nightly"]).iterations == 10_000)
        #expect(try Configuration.fromEnvironment(["CI": "1", "LAWCHECK_RECORD": "1"]).recordsCorpus)
        #expect(try !Configuration.fromEnvironment(["LAWCHECK_RECORD": "0"]).recordsCorpus)
        #expect(try Configuration.fromEnvironment(["LAWCHECK_SEED": "0x1F"]).seed == Seed(0x1F))
        #expect(try Configuration.fromEnvironment(["LAWCHECK_CORPUS_DIR": "/tmp/x"]).corpusDirectory == "/tmp/x")
    }

    @Test("the default corpus lives under the package root found above the caller")
    func defaultCorpusLocation() throws {
        let configuration = try Configuration.fromEnvironment([:], callerFilePath: #filePath)
        let directory = try #require(configuration.corpusDirectory)
        #expect(directory.hasSuffix("/Tests/LawTests/Corpus"))
        #expect(#filePath.hasPrefix(String(directory.dropLast("/Tests/LawTests/Corpus".count))))
    }
}
