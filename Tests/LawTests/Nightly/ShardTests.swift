import ReactiveLaws
import Testing

@Suite("Nightly: shards")
struct ShardTests {
    @Test("the shards of a split are disjoint, hold every law together and differ in size by at most one")
    func partition() throws {
        let names = LawCatalog.standard.laws.map(\.name)
        for count in 1...6 {
            let parts = try (1...count).map { index in try #require(Shard(index: index, count: count)).select(names) }
            #expect(parts.flatMap { $0 }.sorted() == names.sorted(), "\(count) shards")
            let sizes = parts.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1, "\(count) shards: \(sizes)")
        }
        #expect(Shard.all.select(names) == names)
    }

    @Test("i/n parses when 1 <= i <= n, and nothing else does")
    func parsing() throws {
        #expect(try Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        #expect(try Shard(parsing: "1/1") == .all)
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "/2", "2/", "-1/2", ""] {
            #expect(throws: NightlyUsageError.self, "\(bad)") { try Shard(parsing: bad) }
        }
        #expect(Shard(index: 3, count: 2) == nil)
        #expect(Shard(index: 2, count: 4)?.description == "2/4")
    }
}
