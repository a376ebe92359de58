import LawCheck
import Testing

@Suite("Shrinking challenge")
struct ShrinkChallengeTests {
    static let seedsPerChallenge = 20

    /// The share of seeds that must find a counterexample: the challenge's
    /// bar is 95% for the differences, equal values far apart and
    /// non-increasing dependent lists (their failures are rare), 100% for
    /// the others.
    static func requiredFound(_ name: String) -> Int {
        name.hasPrefix("difference") || name == "equal_far_apart" || name == "dependent_descending" ? 19 : 20
    }

    /// Every counterexample found must be exactly minimal (the benchmark
    /// checks the 99-of-100 bar over 100 other seeds; 20 keep this fast).
    @Test("reaches the exact minimum", arguments: (shrinkChallenges + weakSpotChallenges).map(\.name))
    func reachesMinimum(challengeName: String) {
        let challenge = (shrinkChallenges + weakSpotChallenges).first { $0.name == challengeName }!
        var found = 0
        var minimal = 0
        for index in 0..<Self.seedsPerChallenge {
            var configuration = Configuration(profile: .ci)
            configuration.seed = Seed(UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
            let result = challenge.run(configuration)
            #expect(result.status != .unhealthy, "seed \(configuration.seed!): \(result.report)")
            guard let shrunk = result.minimal else { continue }
            found += 1
            #expect(result.stop == .minimal, "seed \(configuration.seed!): shrinking stopped early")
            if challenge.expected.contains(shrunk) {
                minimal += 1
            } else {
                Issue.record("seed \(configuration.seed!): shrank \(result.original ?? "") to \(shrunk)")
            }
        }
        #expect(found >= Self.requiredFound(challengeName))
        #expect(minimal == found)
    }

    /// binheap cases the shrinker once got stuck on, as choice sequences
    /// (size 4; each node is "present", value relative to its parent, then
    /// its children): `Heap(0, Heap(0, Heap(1), nil), Heap(0))` has four
    /// values like the minimum but in the wrong places, and no single
    /// deletion, swap or lowered value leads on from it; the same shape with
    /// values `v + 1` and `v` (`v` near `Int.max`) had redistribution and
    /// minimization halve both values one round at a time until the budget
    /// ran out.
    static let binheapTraps: [[UInt64]] = [
        [4, 1, 0, 1, 0, 1, 1, 0, 1, 0, 0, 0],
        [4, 1, 0, 1, 0, 1, 7_426_381_140_825_148_114, 0, 1, 7_426_381_140_825_148_113, 0, 0],
    ]

    @Test("binheap shrinks to the minimum from the shapes that used to trap it", arguments: binheapTraps)
    func binheapLeavesTraps(start: [UInt64]) {
        let challenge = shrinkChallenges.first { $0.name == "binheap" }!
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(1)
        configuration.replay = ReplayToken(choices: start)
        let result = challenge.run(configuration)
        #expect(result.original?.hasPrefix("Heap(0, Heap(0, Heap(") == true, "the replayed case comes first")
        #expect(result.stop == .minimal)
        #expect(challenge.expected.contains(result.minimal ?? "none"), "shrank to \(result.minimal ?? "none")")
    }
}
