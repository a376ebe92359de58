/// One part of a run split across machines: shard `index` of `count`
/// (`--shard 2/4`). Law number `k` of the catalog (0-based) belongs to shard
/// `k % count + 1`, so the shards are disjoint, together hold every law, and
/// differ in size by at most one.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    /// How many shards the run is split into.
    public let count: Int

    /// The whole catalog.
    public static let all = Shard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Shard `index` of `count`; nil unless `1 <= index <= count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Parses `i/n`.
    public init(parsing text: String) throws(NightlyUsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            let shard = Shard(index: index, count: count)
        else {
            throw NightlyUsageError("bad shard \"\(text)\": expected i/n with 1 <= i <= n, such as 2/4")
        }
        self = shard
    }

    /// The elements of `all` that belong to this shard, in order.
    public func select<Element>(_ all: [Element]) -> [Element] {
        all.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }
}
