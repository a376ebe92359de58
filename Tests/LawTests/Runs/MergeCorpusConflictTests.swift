import Foundation
import LawCheck
import Testing

@Suite("Runs: merge-corpus names the line it drops")
struct MergeCorpusConflictTests {
    @Test("an entry with a case the corpus holds under another value is dropped with a word on standard error")
    func conflictIsNamed() throws {
        let root = NSTemporaryDirectory() + "merge-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for directory in ["corpus", "shard"] {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        try "v2_AAE (0#)\n".write(toFile: root + "/corpus/p.txt", atomically: true, encoding: .utf8)
        try "v2_AAE (1#)\nv2_AAI (2|)\n".write(toFile: root + "/shard/p.txt", atomically: true, encoding: .utf8)
        let outcome = try CorpusMergeTests.mergeCorpus([root + "/shard"], into: root + "/corpus")
        #expect(outcome.status == 0)
        #expect(try String(contentsOfFile: root + "/corpus/p.txt", encoding: .utf8) == "v2_AAE (0#)\nv2_AAI (2|)\n")
        #expect(outcome.errors.contains("shard/p.txt:1: dropped, its case is already"))
        #expect(outcome.errors.contains("corpus/p.txt:1 with another value: v2_AAE (1#)"))
    }
}
