import LawCheck
import ReactiveLaws
import Testing

@Suite("Nightly: orphan and malformed corpus files")
struct CorpusAuditTests {
    static let names = ["nightly test: kept", "nightly test: other shard"]

    /// A corpus with a law's good file, a file of a law no longer in the
    /// catalog, a malformed orphan, a law's malformed file, and a file that is
    /// not a corpus file at all.
    static func corpus() -> String {
        let corpus = makeTemporaryDirectory()
        let token = ReplayToken(choices: [3])
        writeText("# corpus\n\(token) 3\n", to: CorpusFile.path(directory: corpus, propertyName: names[0]))
        writeText(
            "# corpus\n\(token) 3\n", to: CorpusFile.path(directory: corpus, propertyName: "nightly test: renamed"))
        writeText("not a corpus line\n", to: CorpusFile.path(directory: corpus, propertyName: "nightly test: deleted"))
        writeText("not a corpus line\n", to: CorpusFile.path(directory: corpus, propertyName: names[1]))
        writeText("notes\n", to: corpus + "/README.md")
        return corpus
    }

    @Test("every *.txt file no catalog law owns is an orphan; every one that does not parse is malformed")
    func audit() {
        let corpus = Self.corpus()
        let audit = CorpusAudit(directory: corpus, propertyNames: Self.names)
        let renamed = CorpusFile.path(directory: corpus, propertyName: "nightly test: renamed")
        let deleted = CorpusFile.path(directory: corpus, propertyName: "nightly test: deleted")
        let otherShard = CorpusFile.path(directory: corpus, propertyName: Self.names[1])
        #expect(Set(audit.orphans) == [renamed, deleted])
        #expect(Set(audit.malformed.map(\.path)) == [deleted, otherShard])
        #expect(
            audit.malformed.allSatisfy { $0.message.hasPrefix($0.path + ":1: malformed entry") }, "\(audit.malformed)")
        #expect(audit.problem == nil)
        #expect(audit.lines.contains { $0.hasPrefix("ORPHAN \(renamed): no law of the catalog owns this file") })
        #expect(audit.lines.contains { $0.hasPrefix("MALFORMED \(otherShard): ") })
        #expect(audit.lines.count == 4)
    }

    @Test("a missing directory has nothing to report; one that cannot be listed says so")
    func unlisted() {
        let missing = CorpusAudit(directory: makeTemporaryDirectory() + "/missing", propertyNames: Self.names)
        #expect(missing.orphans.isEmpty && missing.malformed.isEmpty && missing.problem == nil && missing.lines.isEmpty)
        let file = makeTemporaryDirectory() + "/file"
        writeText("", to: file)
        let notADirectory = CorpusAudit(directory: file, propertyNames: Self.names)
        #expect(
            notADirectory.lines == ["CORPUS NOT AUDITED: \(file): cannot list the corpus directory: Not a directory"])
    }

    @Test("the run lists them at its start and under the table, as warnings that do not fail the verdict")
    func inTheRun() {
        let corpus = Self.corpus()
        let law = CatalogLaw(name: Self.names[0], inputs: Gen<Int>.int(in: 0...9)) { _ in true }
        var output: [String] = []
        // This shard runs only the first law; the catalog has both.
        let summary = NightlyRun(
            laws: [law], budget: .milliseconds(200), seed: Seed(7), corpusDirectory: corpus, catalogNames: Self.names
        )
        .run { output.append($0) }
        #expect(output.filter { $0.hasPrefix("ORPHAN ") }.count == 2)
        #expect(output.filter { $0.hasPrefix("MALFORMED ") }.count == 2)
        #expect(summary.corpusWarnings.count == 4)
        #expect(summary.text.contains("\nCorpus warnings (these do not fail the run):\nORPHAN "))
        #expect(summary.exitStatus == 0)
        #expect(
            summary.verdict.hasPrefix("No new failures: ")
                && summary.verdict.hasSuffix("; 4 corpus warnings (listed above)."))
    }
}
