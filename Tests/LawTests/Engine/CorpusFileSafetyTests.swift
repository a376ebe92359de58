import LawCheck
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Corpus files a user edits by hand or a test plants: line endings, modes,
/// odd property names and bytes that are not UTF-8. Nothing may be lost.
@Suite("Regression corpus: file safety")
struct CorpusFileSafetyTests {
    static let header = "# LawCheck regression corpus of \"p\": <replay token> <counterexample>"

    static func failingOnFive(_ directory: String, name: String = "p") -> CheckResult<Int> {
        runCheck(name, Gen<Int>.int(in: 0...10), configuration: CorpusTests.recording(directory)) { $0 < 5 }
    }

    @Test("a CRLF corpus file is read entry by entry, and a recording keeps CRLF throughout")
    func crlf() throws {
        let directory = makeTemporaryDirectory()
        let path = CorpusFile.path(directory: directory, propertyName: "p")
        let existing = "\(Self.header)\r\n\(ReplayToken(choices: [7])) 7\r\n"
        writeText(existing, to: path)
        let file = try CorpusFile(path: path)
        #expect(file.entries.map(\.entry.printedValue) == ["7"])
        #expect(file.entries.map(\.line) == [2])
        #expect(file.headerPropertyName == "p")

        var evaluated: [Int] = []
        let result = runCheck("p", Gen<Int>.int(in: 0...10), configuration: CorpusTests.recording(directory)) { x in
            evaluated.append(x)
            return x < 5 || x == 7
        }
        #expect(evaluated.first == 7, "the CRLF entry is replayed first")
        let token = try #require(result.failure?.token)
        #expect(readText(path) == existing + "\(token) 5\r\n")
    }

    @Test(
        "a file that starts with a UTF-8 byte order mark is read from its first line on, and a recording keeps the mark"
    )
    func byteOrderMark() throws {
        let directory = makeTemporaryDirectory()
        let path = CorpusFile.path(directory: directory, propertyName: "p")
        let existing = "\u{FEFF}\(Self.header)\n\(ReplayToken(choices: [7])) 7\n"
        writeText(existing, to: path)
        let file = try CorpusFile(path: path)
        #expect(file.headerPropertyName == "p")
        #expect(file.entries.map(\.line) == [2])
        let result = Self.failingOnFive(directory)
        let token = try #require(result.failure?.token)
        #expect(readText(path) == existing + "\(token) 5\n")
    }

    @Test("an LF file stays LF; a mixed file is written in the ending of its first line, never mixed")
    func lf() throws {
        let directory = makeTemporaryDirectory()
        let path = CorpusFile.path(directory: directory, propertyName: "p")
        let existing = "\(Self.header)\n# a note\n"
        writeText(existing, to: path)
        let token = try #require(Self.failingOnFive(directory).failure?.token)
        #expect(readText(path) == existing + "\(token) 5\n")

        writeText("\(Self.header)\r\n# an LF note\n# unterminated", to: path)
        let again = try #require(Self.failingOnFive(directory).failure?.token)
        #expect(readText(path) == "\(Self.header)\r\n# an LF note\r\n# unterminated\r\n\(again) 5\r\n")
    }

    @Test("a read-only corpus file is refused by its permission bits, also for root, and left as it was")
    func readOnly() throws {
        let directory = makeTemporaryDirectory()
        let path = CorpusFile.path(directory: directory, propertyName: "p")
        writeText("# keep me\n", to: path)
        chmod(path, 0o444)
        let result = Self.failingOnFive(directory)
        #expect(result.failure?.minimal == 5)
        #expect(result.warnings.contains { $0.contains("corpus file \(path) is read-only") }, "\(result.warnings)")
        #expect(!result.report.contains("Recorded"))
        #expect(readText(path) == "# keep me\n")
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o7777 == 0o444)
    }

    @Test("a rewrite keeps the file's permission bits")
    func keepsMode() throws {
        let directory = makeTemporaryDirectory()
        let path = CorpusFile.path(directory: directory, propertyName: "p")
        writeText("# group-writable\n", to: path)
        chmod(path, 0o664)
        #expect(Self.failingOnFive(directory).report.contains("Recorded"))
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o7777 == 0o664)
        chmod(path, 0o600)
        let second = runCheck("p", Gen<Int>.int(in: 0...10), configuration: CorpusTests.recording(directory)) {
            $0 != 3 && $0 != 5
        }
        #expect(second.failure?.minimal == 3)
        stat(path, &status)
        #expect(status.st_mode & 0o7777 == 0o600)
        #expect(try CorpusFile(path: path).entries.count == 2)
    }

    @Test("a name with a newline gets a header that reads back, naming the property in full")
    func newlineInName() throws {
        let directory = makeTemporaryDirectory()
        let name = "two\nlines \"quoted\" \\ end"
        let result = Self.failingOnFive(directory, name: name)
        #expect(result.report.contains("Recorded"))
        let file = try CorpusFile(path: CorpusFile.path(directory: directory, propertyName: name))
        #expect(file.headerPropertyName == name)
        #expect(file.entries.map(\.entry.printedValue) == ["5"])
        // The next run reads it back and replays the entry.
        let again = Self.failingOnFive(directory, name: name)
        #expect(again.status == .failed)
        #expect(again.failure?.caseNumber == nil)
    }

    @Test("a 280-character name passes and records like any other, in a file name of bounded length")
    func longName() throws {
        let directory = makeTemporaryDirectory()
        let name = String(repeating: "long name ", count: 28)
        let passing = runCheck(name, Gen<Int>.int, configuration: CorpusTests.recording(directory)) { _ in true }
        #expect(passing.passed, "\(passing.report)")
        let failing = Self.failingOnFive(directory, name: name)
        #expect(failing.report.contains("Recorded"), "\(failing.report)")
        let path = CorpusFile.path(directory: directory, propertyName: name)
        let fileName = path.split(separator: "/").last!
        #expect(fileName.utf8.count <= 100)
        #expect(fileName.hasPrefix("long_name_long_name_"))
        #expect(try CorpusFile(path: path).headerPropertyName == name)
    }

    @Test("names that differ only in special characters get different files; plain names stay readable")
    func distinctNames() {
        let names = ["a b", "a/b", "a_b", "a:b", "a\u{e9}b", "ae\u{301}b"]
        let paths = names.map { CorpusFile.path(directory: "d", propertyName: $0) }
        #expect(Set(paths).count == names.count, "\(paths)")
        #expect(CorpusFile.path(directory: "d", propertyName: "a_b") == "d/a_b.txt")
        #expect(CorpusFile.path(directory: "d", propertyName: "plain-name.v2") == "d/plain-name.v2.txt")
        // Stable across runs and machines: the hash is computed, not `Hasher`'s.
        #expect(CorpusFile.path(directory: "d", propertyName: "a b") == "d/a_b-\(Self.expectedHash("a b")).txt")
    }

    /// An independent computation of the documented scheme: 12 hex digits of
    /// SplitMix64(FNV-1a 64 of the UTF-8 bytes), its top 48 bits.
    static func expectedHash(_ name: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let digits = String(SplitMix64.mix(hash) >> 16, radix: 16)
        return String(repeating: "0", count: 12 - digits.count) + digits
    }

    @Test("a corpus file whose header names another property is still replayed, with a warning")
    func foreignHeader() throws {
        let directory = makeTemporaryDirectory()
        let path = CorpusFile.path(directory: directory, propertyName: "p")
        writeText(
            "# LawCheck regression corpus of \"q\": <replay token> <counterexample>\n\(ReplayToken(choices: [7])) 7\n",
            to: path)
        var evaluated: [Int] = []
        let result = runCheck("p", Gen<Int>.int(in: 0...10), configuration: CorpusTests.recording(directory)) { x in
            evaluated.append(x)
            return true
        }
        #expect(evaluated.first == 7)
        #expect(
            result.warnings == [
                "corpus file \(path) says in its header that it belongs to \"q\", not \"p\"; its entries were replayed anyway."
            ])
    }

    @Test("invalid UTF-8 stops the run naming file and line, and the file is never rewritten")
    func invalidUTF8() throws {
        let directory = makeTemporaryDirectory()
        let path = CorpusFile.path(directory: directory, propertyName: "p")
        var bytes = Array("\(Self.header)\n\(ReplayToken(choices: [7])) \"".utf8)
        bytes += [0xFF, 0xC3, 0x22]
        bytes += Array("\n# after\n".utf8)
        let file = fopen(path, "w")!
        fwrite(bytes, 1, bytes.count, file)
        fclose(file)

        let result = Self.failingOnFive(directory)
        #expect(result.status == .unhealthy)
        #expect(result.problem?.hasPrefix("\(path):2: not valid UTF-8") == true, "\(result.problem ?? "")")
        #expect(throws: CorpusError.self) { try CorpusFile(path: path) }
        let reading = fopen(path, "r")!
        var after = [UInt8](repeating: 0, count: 256)
        let count = fread(&after, 1, after.count, reading)
        fclose(reading)
        #expect(Array(after[..<count]) == bytes)
    }
}
