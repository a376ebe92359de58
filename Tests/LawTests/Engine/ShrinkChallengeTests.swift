import LawCheck
import Testing

@Suite("Shrinking challenge")
struct ShrinkChallengeTests {
    static let seedsPerChallenge = 20

    @Test("reaches the exact minimum on every seed", arguments: shrinkChallenges.map(\.name))
    func reachesMinimum(challengeName: String) {
        let challenge = shrinkChallenges.first { $0.name == challengeName }!
        for index in 0..<Self.seedsPerChallenge {
            var configuration = Configuration(profile: .ci)
            configuration.seed = Seed(UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
            let result = challenge.run(configuration)
            #expect(result.status == .failed, "seed \(configuration.seed!): \(result.report)")
            guard let minimal = result.minimal else { continue }
            #expect(
                challenge.expected.contains(minimal),
                "seed \(configuration.seed!): shrank \(result.original ?? "") to \(minimal)")
            #expect(result.stop == .minimal)
        }
    }
}
