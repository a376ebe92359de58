import LawCheck
import Testing

/// Each weak-spot challenge restarted from a case the shrinker used to stop
/// at (found by the benchmark before the passes for them existed): from
/// there it must reach the minimum.
@Suite("Shrinking from stuck shapes")
struct StuckShapeTests {
    struct Start: Sendable, CustomTestStringConvertible {
        let challenge: String
        let choices: [UInt64]
        let printed: String
        var testDescription: String { "\(challenge) from \(printed)" }
    }

    static let starts: [Start] = [
        // Zigzag codes: 26 is choice 51; 16159 = 13 · 11 · 113, no quotient by 2 or 3 on the lattice.
        Start(challenge: "lattice", choices: [51], printed: "26"),
        Start(challenge: "lattice", choices: [32317], printed: "16159"),
        Start(challenge: "lattice_threshold", choices: [140], printed: "140"),
        Start(challenge: "equal_far_apart", choices: [14, 0, 1, 14], printed: "(14, 0, 1, 14)"),
        // Lists: a "continue?" choice before each element, a stop after the last.
        Start(challenge: "run_length", choices: [1, 3, 1, 3, 1, 3, 0], printed: "[3, 3, 3]"),
        Start(challenge: "relabel_keys", choices: [1, 1, 0, 0, 1, 1, 1, 0, 0], printed: "[(1, 0, 0), (1, 1, 0)]"),
        Start(challenge: "order", choices: [1, 2, 1, 0, 1, 1, 0], printed: "[2, 0, 1]"),
        Start(challenge: "carry_digits", choices: [1, 4, 1, 0, 1, 0, 0], printed: "[4, 0, 0]"),
        Start(challenge: "carry_digits", choices: [1, 1, 1, 0, 1, 0, 1, 0, 0], printed: "[1, 0, 0, 0]"),
        Start(challenge: "carry_string", choices: [1, 4, 1, 0, 1, 0, 0], printed: "\"400\""),
        // Node, then the two children: each a kind and a value.
        Start(challenge: "flatmap_layout", choices: [1, 0, 0, 0, 500], printed: "Node(Leaf(0), Leaf(500))"),
        // A size (1 is choice 0), then that many values.
        Start(challenge: "dependent_descending", choices: [2, 501, 500, 500], printed: "[501, 500, 500]"),
        Start(challenge: "dependent_descending", choices: [3, 376, 375, 375, 375], printed: "[376, 375, 375, 375]"),
        Start(challenge: "take_off_by_one", choices: [1, 0, 1, 0, 1, 7, 0, 2], printed: "([0, 0, 7], 2)"),
    ]

    @Test("reaches the minimum", arguments: starts)
    func reachesMinimum(start: Start) {
        let challenge = weakSpotChallenges.first { $0.name == start.challenge }!
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(1)
        configuration.replay = ReplayToken(choices: start.choices)
        let result = challenge.run(configuration)
        #expect(result.original == start.printed, "the replayed case comes first")
        #expect(result.stop == .minimal)
        #expect(challenge.expected.contains(result.minimal ?? "none"), "shrank to \(result.minimal ?? "none")")
    }
}
