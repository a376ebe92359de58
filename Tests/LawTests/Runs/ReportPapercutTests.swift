import Foundation
import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Runs: reports print only what a law uses; the corpus folder and a custom path say what happens")
struct ReportPapercutTests {
    @Test("a law that uses only n prints its counterexample without f, g, k, h, x and p")
    func onlyUsedParameters() throws {
        let result = OperatorLaws.take.run(configuration: lawConfiguration()) { source, count in source.take(count + 1)
        }
        let failure = try #require(result.failure)
        #expect(!failure.minimalDescription.contains("f(x)") && !failure.minimalDescription.contains("p(x)"))
        #expect(result.report.contains("where n = "))
        #expect(!result.report.contains("g(x) = 0, k(x) = []"))
    }

    @Test("a parameter away from its simplest value is still printed")
    func nonDefaultParameterShown() {
        let input = LawInput(
            sample: [1, 2], f: IntFunction(multiplier: 1, offset: 0), g: IntFunction(multiplier: 0, offset: 0),
            k: StreamFunction([]), h: StreamFunction([]), x: 3, n: 0, p: IntPredicate(threshold: 0))
        #expect(input.reportDescription == "[1, 2]\nf(x) = x, x = 3")
    }

    @Test("a caller outside Tests/<target>/ is told it has no corpus")
    func customPathWarns() throws {
        let configuration = try Configuration.fromEnvironment(
            [:], callerFilePath: "/nowhere/Sources/MyTests/File.swift")
        #expect(configuration.corpusDirectory == nil)
        #expect(configuration.corpusWarning?.contains("not in a package's Tests/<target>/ folder") == true)
        let result = runCheck("custom path", Gen<Int>.int(in: 0...3), configuration: configuration) { _ in true }
        #expect(result.warnings.contains { $0.contains("LAWCHECK_CORPUS_DIR") })
    }

    @Test("a recording run makes a missing corpus folder, with a README, before any failure")
    func corpusFolderIsMade() throws {
        let root = NSTemporaryDirectory() + "corpus-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var configuration = lawConfiguration(iterations: 5)
        configuration.corpusDirectory = root + "/LawCorpus"
        configuration.recordsCorpus = true
        _ = runCheck("passing", Gen<Int>.int(in: 0...3), configuration: configuration) { _ in true }
        #expect(FileManager.default.fileExists(atPath: root + "/LawCorpus/README.md"))
    }
}
