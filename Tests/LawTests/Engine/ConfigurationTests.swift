import LawCheck
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    @Test(
        "invalid environment values stop the run, naming variable and value",
        arguments: [
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

    @Test("the default corpus lives next to the calling test target: Tests/<target>/LawCorpus")
    func defaultCorpusLocation() throws {
        let configuration = try Configuration.fromEnvironment([:], callerFilePath: #filePath)
        let directory = try #require(configuration.corpusDirectory)
        #expect(directory.hasSuffix("/Tests/LawTests/LawCorpus"))
        #expect(#filePath.hasPrefix(String(directory.dropLast("/Tests/LawTests/LawCorpus".count))))
        let root = String(directory.dropLast("/Tests/LawTests/LawCorpus".count))
        #expect(
            Configuration.defaultCorpusDirectory(callerFilePath: root + "/Tests/Other/Deep/X.swift")
                == root + "/Tests/Other/LawCorpus")
        // Outside a test target there is no default: the caller names its corpus.
        #expect(
            Configuration.defaultCorpusDirectory(callerFilePath: root + "/Sources/Reactive/Core/Event.swift") == nil)
        #expect(Configuration.defaultCorpusDirectory(callerFilePath: "/nowhere/Tests/T/X.swift") == nil)
    }

    @Test("a pinned profile and seed apply unless the environment names its own; replay and corpus always apply")
    func pinnedDefaults() throws {
        let pinned = try Configuration.fromEnvironment(
            [:], callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        #expect(pinned.profile == .ci && pinned.seed == Seed(0x1A5) && !pinned.recordsCorpus)
        #expect(pinned.corpusDirectory != nil)
        let overridden = try Configuration.fromEnvironment(
            ["LAWCHECK_SEED": "0x2", "LAWCHECK_PROFILE": "nightly", "LAWCHECK_REPLAY": "v2_AA"],
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        #expect(overridden.seed == Seed(0x2) && overridden.profile == .nightly)
        #expect(overridden.replay != nil && overridden.corpusDirectory != nil)
    }
}
