import LawCheck
import Testing

/// The report's rerun lines must reproduce what they claim to, also after the
/// failure was recorded; failures that did not come from the seed do not
/// offer a seed.
@Suite("Reporting: rerun lines")
struct RerunReportTests {
    static let generator = Gen<Int>.int.array()

    /// The environment a report line such as `  A=1 B=2 swift test --filter x` sets.
    static func environment(ofLine line: Substring) -> [String: String] {
        var environment: [String: String] = [:]
        for word in line.split(separator: " ") {
            guard let equals = word.firstIndex(of: "=") else { break }
            environment[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        return environment
    }

    static func line(after heading: String, in report: String) throws -> Substring {
        let lines = report.split(separator: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix(heading) }, "\(report)")
        return lines[index + 1]
    }

    @Test("after the failure is recorded, the rerun line still reproduces the run")
    func rerunAfterRecording() throws {
        let directory = makeTemporaryDirectory()
        let first = runCheck("sum", Self.generator, configuration: CorpusTests.recording(directory, seed: 0x1234)) {
            xs in
            xs.reduce(0, &+) < 100
        }
        #expect(first.report.contains("Recorded the minimal case"))
        let rerun = try Self.line(after: "Rerun the whole run", in: first.report)
        var environment = Self.environment(ofLine: rerun)
        #expect(environment["LAWCHECK_SEED"] == "0x0000000000001234")
        environment["LAWCHECK_CORPUS_DIR"] = directory
        let again = runCheck("sum", Self.generator, configuration: try Configuration.fromEnvironment(environment)) {
            xs in
            xs.reduce(0, &+) < 100
        }
        let firstLine = try #require(first.report.split(separator: "\n").first)
        #expect(again.report.split(separator: "\n").first == firstLine)
        #expect(again.failure?.originalDescription == first.failure?.originalDescription)
        #expect(again.failure?.caseNumber == first.failure?.caseNumber)
        // Recording still happened: the corpus was not replayed, but it is not lost either.
        #expect(try CorpusFile(path: CorpusFile.path(directory: directory, propertyName: "sum")).entries.count == 1)
    }

    @Test("a failure from a corpus entry names the entry, not a seed")
    func corpusOrigin() throws {
        let directory = makeTemporaryDirectory()
        _ = runCheck("sum", Self.generator, configuration: CorpusTests.recording(directory)) { xs in
            xs.reduce(0, &+) < 100
        }
        let path = CorpusFile.path(directory: directory, propertyName: "sum")
        let result = runCheck("sum", Self.generator, configuration: CorpusTests.recording(directory, seed: 5)) { xs in
            xs.reduce(0, &+) < 100
        }
        #expect(result.report.hasPrefix("Property \"sum\" failed on corpus entry \(path):2.\n"), "\(result.report)")
        #expect(result.report.contains("The case is corpus entry \(path):2, which every run replays first"))
        #expect(!result.report.contains("LAWCHECK_SEED"))
        #expect(!result.report.contains("(seed "))
    }

    @Test("a failure from LAWCHECK_REPLAY names the token, not a seed")
    func replayOrigin() throws {
        let token = try #require(
            runCheck("sum", Self.generator, configuration: testConfiguration()) { xs in
                xs.reduce(0, &+) < 100
            }.failure?.token)
        var configuration = try Configuration.fromEnvironment(["LAWCHECK_REPLAY": token.description])
        configuration.corpusDirectory = nil
        let result = runCheck("sum", Self.generator, configuration: configuration) { xs in xs.reduce(0, &+) < 100 }
        #expect(result.report.hasPrefix("Property \"sum\" failed on the LAWCHECK_REPLAY case.\n"), "\(result.report)")
        #expect(result.report.contains("The case came from LAWCHECK_REPLAY=\(token), not from a seed."))
        #expect(!result.report.contains("LAWCHECK_SEED"))
    }

    @Test("LAWCHECK_CORPUS=skip runs no corpus entry; replay is the default")
    func skipVariable() throws {
        #expect(try Configuration.fromEnvironment([:]).replaysCorpus)
        #expect(try Configuration.fromEnvironment(["LAWCHECK_CORPUS": "replay"]).replaysCorpus)
        #expect(try !Configuration.fromEnvironment(["LAWCHECK_CORPUS": "skip"]).replaysCorpus)
        let directory = makeTemporaryDirectory()
        writeText(
            "\(ReplayToken(choices: [1, 1])) [-1]\n", to: CorpusFile.path(directory: directory, propertyName: "p"))
        var configuration = CorpusTests.recording(directory)
        configuration.replaysCorpus = false
        var evaluated = 0
        let result = runCheck("p", Self.generator, configuration: configuration) { _ in
            evaluated += 1
            return true
        }
        #expect(result.passed && evaluated == 100)
    }
}
