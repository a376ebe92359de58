import LawCheck
import ReactiveLaws
import Synchronization
import Testing

@Suite("Guided mode: one case from a fuzzer's bytes")
struct GuidedCaseTests {
    static func guided(_ bytes: [UInt8], corpus: String? = nil) -> Configuration {
        var configuration = CatalogLaw.guidedConfiguration(corpusDirectory: corpus)
        configuration.guidedCase = GuidedCase(bytes: bytes)
        return configuration
    }

    /// The values a generator makes of each input, and how many times the property ran.
    static func values<Value: Sendable>(_ generator: Gen<Value>, _ inputs: [[UInt8]]) -> [Value] {
        inputs.map { bytes in
            let seen = Mutex<[Value]>([])
            let result = runCheck("guided test: values", generator, configuration: guided(bytes)) { value in
                seen.withLock { $0.append(value) }
                return true
            }
            #expect(result.passed && result.casesRun == 1)
            return seen.withLock { values in
                #expect(values.count == 1, "one case per run, not \(values.count)")
                return values[0]
            }
        }
    }

    @Test("a choice takes the bytes its bound needs, reduced modulo the bound + 1; past the end, 0")
    func byteMapping() {
        #expect(Self.values(Gen<Int>.int(in: 0...9), [[], [7], [13], [9, 200]]) == [0, 7, 3, 9])
        // Bound 1,000 needs two bytes, little-endian: 0x03E8 = 1,000; 0x03E9 = 1,001 wraps to 0.
        #expect(Self.values(Gen<Int>.int(in: 0...1_000), [[0xE8, 0x03], [0xE9, 0x03], [0x05]]) == [1_000, 0, 5])
        // An array: a "continue?" byte (odd: one more) before each element, one byte per element.
        #expect(
            Self.values(Gen<Int>.int(in: 0...9).array(count: 0...5), [[], [1, 5, 3, 7, 2], [1, 4]]) == [
                [], [5, 7], [4],
            ])
    }

    @Test("a failing guided case is shrunk, reported without a seed, recorded, and its token replays it")
    func failure() throws {
        let corpus = makeTemporaryDirectory()
        let name = "guided test: below 50"
        let generator = Gen<Int>.int(in: 0...1_000)
        let result = runCheck(name, generator, configuration: Self.guided([0xE7, 0x03], corpus: corpus)) { $0 < 50 }
        let failure = try #require(result.failure)
        #expect(failure.original == 999 && failure.minimal == 50)
        #expect(failure.caseNumber == nil && !failure.fromCorpus)
        #expect(result.casesRun == 1)
        #expect(result.report.hasPrefix("Property \"guided test: below 50\" failed on the guided case.\n"))
        #expect(result.report.contains("The case came from a coverage-guided fuzzer's input, not from a seed"))
        let file = try CorpusFile(path: CorpusFile.path(directory: corpus, propertyName: name))
        #expect(file.entries.map(\.entry.token) == [failure.token])

        // The corpus entry alone reproduces it, as `swift test` replays it.
        var replaying = Configuration(profile: .ci)
        replaying.seed = Seed(1)
        replaying.corpusDirectory = corpus
        replaying.recordsCorpus = false
        let replayed = runCheck(name, generator, configuration: replaying) { $0 < 50 }
        #expect(replayed.failure?.fromCorpus == true && replayed.failure?.minimal == 50)
    }

    @Test("a guided run checks its one case only: no corpus entry, no random case, no coverage share")
    func onlyTheCase() {
        let corpus = makeTemporaryDirectory()
        let name = "guided test: only the case"
        // A corpus file that does not parse: a normal run could not be checked; a guided run does not read it.
        writeText("not a corpus file\n", to: CorpusFile.path(directory: corpus, propertyName: name))
        let calls = Mutex(0)
        let never = Classifier<Int>.cover(100, "impossible share") { _ in false }
        let result = runCheck(
            name, Gen<Int>.int(in: 0...9), configuration: Self.guided([3], corpus: corpus), classify: [never]
        ) {
            _ in
            calls.withLock { $0 += 1 }
            return true
        }
        #expect(result.status == .passed && result.casesRun == 1)
        #expect(calls.withLock { $0 } == 1)
    }

    @Test("bytes a filter rejects are a discard, not a failure")
    func discard() {
        let result = runCheck(
            "guided test: discard", Gen<Int>.int(in: 0...9).filter { $0 > 5 }, configuration: Self.guided([2])
        ) {
            _ in false
        }
        #expect(result.status == .passed && result.casesRun == 0 && result.discarded == 1)
    }

    @Test("a catalog law checks a guided case; a planted failure becomes a law outcome with the report")
    func catalogLaw() throws {
        let law = try #require(LawCatalog.standard.laws.first)
        for bytes: [UInt8] in [[], [1, 2, 3, 4, 5, 6, 7, 8], Array(repeating: 0xFF, count: 64)] {
            let outcome = law.check(guided: bytes, configuration: CatalogLaw.guidedConfiguration(corpusDirectory: nil))
            #expect(outcome.failure == nil && outcome.problem == nil && outcome.casesRun <= 1, "\(outcome.report)")
        }
        let planted = CatalogLaw(name: "guided test: planted", inputs: Gen<Int>.int(in: 0...9).array()) { $0.count < 3 }
        let outcome = planted.check(
            guided: [1, 4, 1, 0, 1, 0, 1, 9], configuration: CatalogLaw.guidedConfiguration(corpusDirectory: nil))
        let failure = try #require(outcome.failure)
        #expect(!failure.fromCorpus)
        #expect(outcome.report.contains("Minimal counterexample:\n  [0, 0, 0]"))
        #expect(outcome.report.contains("swift test --filter LawCatalogReplayTests"))
    }
}
