import LawCheck
import Testing

@Suite("Nightly: merging corpora by plain text")
struct CorpusMergeTests {
    /// The merge of docs/Nightly.md (`awk '!seen[$0]++' ours theirs`): the
    /// lines of both files in order, each line once.
    static func merge(_ ours: String, _ theirs: String) -> String {
        var seen = Set<Substring>()
        let lines = (ours + theirs).split(separator: "\n").filter { seen.insert($0).inserted }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("two copies of a corpus file that each gained entries merge line by line into a valid file")
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

        let merged = Self.merge(try #require(readText(ourFile.path)), try #require(readText(theirFile.path)))
        let path = CorpusFile.path(directory: base, propertyName: "p")
        writeText(merged, to: path)
        let file = try CorpusFile(path: path)
        #expect(file.entries.map(\.entry) == [shared, ourEntry, theirEntry])

        // Plain concatenation without dropping repeated lines repeats the shared entry, which
        // the reader rejects rather than silently skipping.
        writeText(try #require(readText(ourFile.path)) + (try #require(readText(theirFile.path))), to: path)
        #expect(throws: CorpusError.self) { try CorpusFile(path: path) }
    }
}
