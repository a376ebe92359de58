import Foundation
import LawCheck
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Scripts/merge-corpus`, run as a user runs it, on temporary corpora
/// (`LAWCHECK_CORPUS_DIR` points it away from the package's corpus).
@Suite("Nightly: merging corpora with Scripts/merge-corpus")
struct CorpusMergeTests {
    static let script =
        String(#filePath.dropLast("Tests/LawTests/Nightly/CorpusMergeTests.swift".count)) + "Scripts/merge-corpus"

    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    static func mergeCorpus(_ arguments: [String], into corpus: String) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LAWCHECK_CORPUS_DIR"] = corpus
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test("two copies of a corpus file that each gained entries merge into a valid file, each entry once")
    func mergeByLines() throws {
        let base = makeTemporaryDirectory()
        let ours = makeTemporaryDirectory()
        let theirs = makeTemporaryDirectory()
        let shared = CorpusEntry(token: ReplayToken(choices: [1]), printedValue: "1")
        let ourEntry = CorpusEntry(token: ReplayToken(choices: [2]), printedValue: "two\nlines")
        let theirEntry = CorpusEntry(token: ReplayToken(choices: [3]), printedValue: "3")
        for directory in [base, ours, theirs] {
            var file = try CorpusFile(path: CorpusFile.path(directory: directory, propertyName: "p"))
            try file.record(shared, propertyName: "p")
        }
        var ourFile = try CorpusFile(path: CorpusFile.path(directory: ours, propertyName: "p"))
        try ourFile.record(ourEntry, propertyName: "p")
        var theirFile = try CorpusFile(path: CorpusFile.path(directory: theirs, propertyName: "p"))
        try theirFile.record(theirEntry, propertyName: "p")

        let outcome = try Self.mergeCorpus([ours, theirs], into: base)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let merged = try CorpusFile(path: CorpusFile.path(directory: base, propertyName: "p"))
        #expect(merged.entries.map(\.entry) == [shared, ourEntry, theirEntry])
        #expect(merged.headerPropertyName == "p")
    }

    @Test("an entry whose token is already present is left out, though its printed value differs")
    func sameTokenOnce() throws {
        let corpus = makeTemporaryDirectory()
        let other = makeTemporaryDirectory()
        let token = ReplayToken(choices: [4, 2], propertyName: "p")
        let path = CorpusFile.path(directory: corpus, propertyName: "p")
        writeText(
            "# LawCheck regression corpus of \"p\": <replay token> <counterexample>\r\n\(token) [42]\r\n", to: path)
        chmod(path, 0o600)
        writeText(
            "# LawCheck regression corpus of \"p\": <replay token> <counterexample>\r\n\(token) [42] (printed before a printer change)\r\n"
                + "\(ReplayToken(choices: [5], propertyName: "p")) [5]\r\n",
            to: CorpusFile.path(directory: other, propertyName: "p"))
        let outcome = try Self.mergeCorpus([other], into: corpus)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let merged = try CorpusFile(path: path)
        #expect(merged.entries.map(\.entry.printedValue) == ["[42]", "[5]"])
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o7777 == 0o600, "the file keeps its permissions")

        // In place, after a git union merge repeated a token.
        writeText("\(token) [42]\n# note\n\(token) [42]!\n# note\n", to: path)
        #expect(throws: CorpusError.self) { try CorpusFile(path: path) }
        #expect(try Self.mergeCorpus([], into: corpus).status == 0)
        #expect(readText(path) == "\(token) [42]\n# note\n")
    }

    @Test("a v2 and a v3 token of the same choices are one entry: the merged file is one LawCheck reads")
    func tokenVersionsOnce() throws {
        let corpus = makeTemporaryDirectory()
        let other = makeTemporaryDirectory()
        let header = "# LawCheck regression corpus of \"p\": <replay token> <counterexample>\n"
        let old = ReplayToken(choices: [4, 2])
        let new = ReplayToken(choices: [4, 2], propertyName: "p")
        #expect("\(old)" != "\(new)")
        let path = CorpusFile.path(directory: corpus, propertyName: "p")
        writeText(header + "\(old) [42]\n", to: path)
        writeText(
            header + "\(new) [42]\n\(ReplayToken(choices: [5], propertyName: "p")) [5]\n",
            to: CorpusFile.path(directory: other, propertyName: "p"))
        #expect(try Self.mergeCorpus([other], into: corpus).status == 0)
        let merged = try CorpusFile(path: path)
        #expect(merged.entries.map(\.entry.token) == [old, ReplayToken(choices: [5], propertyName: "p")])

        // In place, after a git union merge added the v3 twin of a v2 entry.
        writeText(header + "\(old) [42]\n\(new) [42]\n", to: path)
        #expect(throws: CorpusError.self) { try CorpusFile(path: path) }
        #expect(try Self.mergeCorpus([], into: corpus).status == 0)
        #expect(readText(path) == header + "\(old) [42]\n")
    }

    @Test("--help and -h print the usage and succeed")
    func help() throws {
        for flag in ["--help", "-h"] {
            let outcome = try Self.mergeCorpus([flag], into: makeTemporaryDirectory())
            #expect(outcome.status == 0)
            #expect(outcome.output.hasPrefix("usage: Scripts/merge-corpus [DIR…]"), "\(outcome.output)")
            #expect(outcome.errors.isEmpty)
        }
    }

    @Test("a missing directory, a file or an unknown option is a clear error, and nothing is merged")
    func badArguments() throws {
        let corpus = makeTemporaryDirectory()
        let file = corpus + "/p.txt"
        writeText("# only me\n", to: file)
        let cases = [
            ("/no/such/corpus", "merge-corpus: /no/such/corpus: no such directory (see --help)\n"),
            (file, "merge-corpus: \(file) is a file, not a corpus directory (see --help)\n"),
            ("--verbose", "merge-corpus: unknown option --verbose (see --help)\n"),
        ]
        for (argument, message) in cases {
            let outcome = try Self.mergeCorpus([makeTemporaryDirectory(), argument], into: corpus)
            #expect(outcome.status == 2)
            #expect(outcome.errors == message)
        }
        #expect(readText(file) == "# only me\n")
    }
}
