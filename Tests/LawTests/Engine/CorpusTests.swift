import LawCheck
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Regression corpus")
struct CorpusTests {
    static let generator = Gen<Int>.int.array()

    static func recording(_ directory: String, seed: UInt64 = 0xC0FFEE) -> Configuration {
        var configuration = testConfiguration(seed: seed)
        configuration.corpusDirectory = directory
        configuration.recordsCorpus = true
        return configuration
    }

    @Test("a failure is recorded once, and replayed before random cases on the next run")
    func roundTrip() throws {
        let directory = makeTemporaryDirectory()
        let first = runCheck("sum/below 100", Self.generator, configuration: Self.recording(directory)) { xs in
            xs.reduce(0, &+) < 100
        }
        let path = CorpusFile.path(directory: directory, propertyName: "sum/below 100")
        let text = try #require(readText(path))
        let token = try #require(first.failure?.token)
        #expect(
            text
                == "# LawCheck regression corpus of \"sum/below 100\": <replay token> <counterexample>\n\(token) [100]\n"
        )
        #expect(first.report.contains("Recorded the minimal case in \(path)."))

        var evaluated: [[Int]] = []
        let second = runCheck("sum/below 100", Self.generator, configuration: Self.recording(directory, seed: 1)) {
            xs in
            evaluated.append(xs)
            return xs.reduce(0, &+) < 100
        }
        #expect(evaluated.first == [100])
        #expect(second.failure?.origin == "corpus entry \(path):2")
        #expect(readText(path) == text, "no duplicate entry")

        // Fixed code: the entry passes, is kept, and random cases follow.
        var count = 0
        let fixed = runCheck("sum/below 100", Self.generator, configuration: Self.recording(directory)) { _ in
            count += 1
            return true
        }
        #expect(fixed.passed && count == 101)
        #expect(readText(path) == text)
    }

    @Test("new entries are appended after existing lines and comments, in order")
    func keepsExistingLines() throws {
        let directory = makeTemporaryDirectory()
        let path = directory + "/positive.txt"
        let existing = "# my notes\n\(ReplayToken(choices: [7])) 7\n# more notes\n"
        writeText(existing, to: path)
        let result = runCheck("positive", Gen<Int>.int(in: 0...1000), configuration: Self.recording(directory)) { x in
            x < 500 || x == 7
        }
        #expect(result.failure?.minimal == 500)
        let token = try #require(result.failure?.token)
        #expect(readText(path) == existing + "\(token) 500\n")
    }

    @Test(
        "malformed, truncated and duplicate lines fail the run naming file and line",
        arguments: [
            ("v2_AQ [1]\nnot-a-token [2]\n", 2, "bad replay token"),
            ("v2_AQ\n", 1, "found no space"),
            ("v2_gA [3]\n", 1, "truncated"),
            ("v2_AQ [1]\n# note\nv2_AQ [1]\n", 3, "duplicate of line 1"),
            ("v2_AQ [1\\q]\n", 1, "unknown escape"),
        ])
    func malformed(contents: String, line: Int, reason: String) throws {
        let directory = makeTemporaryDirectory()
        let path = directory + "/broken.txt"
        writeText(contents, to: path)
        var ran = false
        let result = runCheck("broken", Gen<Int>.int, configuration: Self.recording(directory)) { _ in
            ran = true
            return true
        }
        #expect(result.status == .unhealthy)
        #expect(!ran)
        let problem = try #require(result.problem)
        #expect(problem.hasPrefix("\(path):\(line): malformed entry: "), "\(problem)")
        #expect(problem.contains(reason), "\(problem)")
        #expect(readText(path) == contents, "the file is left untouched")
    }

    @Test("an entry the generator no longer produces is reported as stale, not dropped")
    func staleEntries() throws {
        let directory = makeTemporaryDirectory()
        let path = directory + "/stale.txt"
        let contents = "\(ReplayToken(choices: [1, 4, 1, 2, 0])) [2, -1]\n\(ReplayToken(choices: [1, 4, 1])) [2, 0]\n"
        writeText(contents, to: path)
        let result = runCheck("stale", Gen<Int>.int.array(), configuration: Self.recording(directory)) { _ in true }
        #expect(result.passed)
        #expect(result.warnings.count == 2)
        #expect(
            result.warnings[0].hasPrefix("STALE corpus entry \(path):1: it was [2, -1] but now replays as [-2, -1]"))
        #expect(result.warnings[1].hasPrefix("STALE corpus entry \(path):2: [2, 0] no longer replays"))
        #expect(result.report.contains("Warning: STALE"))
        #expect(readText(path) == contents)
    }

    @Test("an unwritable corpus location is a clear error and loses nothing")
    func unwritable() throws {
        let directory = makeTemporaryDirectory()
        // A corpus directory below a regular file cannot even be read: the
        // run stops with the path named.
        writeText("not a directory", to: directory + "/file")
        let unreadable = runCheck(
            "blocked", Gen<Int>.int(in: 0...10), configuration: Self.recording(directory + "/file/corpus")
        ) { $0 < 5 }
        #expect(unreadable.status == .unhealthy)
        #expect(unreadable.problem?.contains("\(directory)/file/corpus/blocked.txt") == true)
        #expect(readText(directory + "/file") == "not a directory")

        // The temporary file cannot be created (a directory is in the way,
        // which stops root too): the failure is still reported, the record
        // error is a warning, and the existing file is untouched.
        let path = directory + "/blocked.txt"
        writeText("# keep me\n", to: path)
        mkdir(path + ".tmp-\(getpid())", 0o755)
        let blocked = runCheck("blocked", Gen<Int>.int(in: 0...10), configuration: Self.recording(directory)) { $0 < 5 }
        #expect(blocked.status == .failed)
        #expect(blocked.failure?.minimal == 5)
        #expect(
            blocked.warnings.contains { $0.contains("Could not record the minimal case: cannot create \(path).tmp-") })
        #expect(readText(path) == "# keep me\n")
    }

    @Test("recording is off when configured so")
    func recordingOff() {
        let directory = makeTemporaryDirectory()
        var configuration = Self.recording(directory)
        configuration.recordsCorpus = false
        let result = runCheck("quiet", Gen<Int>.int(in: 0...10), configuration: configuration) { $0 < 5 }
        #expect(result.status == .failed)
        #expect(readText(directory + "/quiet.txt") == nil)
    }

    @Test("entries escape printed values onto one line")
    func escaping() throws {
        let entry = CorpusEntry(token: ReplayToken(choices: [1]), printedValue: "a\nb\\c\td")
        #expect(entry.line == "v2_AQ a\\nb\\\\c\\td")
        #expect(try CorpusEntry(parsing: entry.line) == entry)
    }
}
