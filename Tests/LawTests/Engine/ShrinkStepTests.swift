import LawCheck
import Testing

/// Shrink steps that need two changes at once: deleting an element of a
/// list at its maximum length, and turning a branch off together with what
/// it drew. Each test starts the shrink from a given choice sequence.
@Suite("Shrinking steps")
struct ShrinkStepTests {
    /// The case `generator` draws from `choices`, shrunk while `fails` holds.
    static func shrink<Value>(
        _ generator: Gen<Value>, from choices: [UInt64], failsWhen fails: @escaping @Sendable (Value) -> Bool
    ) -> ChallengeOutcome {
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(1)
        configuration.replay = ReplayToken(choices: choices)
        return ShrinkChallenge("step", generator: generator) { !fails($0) }.run(configuration)
    }

    @Test("a list at its maximum length still draws its stop, so an element's choices delete cleanly")
    func maximumLengthDrawsStop() throws {
        let generator = zip(Gen<Int>.int(in: 0...9).array(count: 0...2), Gen<Int>.int(in: 0...9))
        var source = ChoiceSource(replaying: [1, 3, 1, 4, 0, 5])
        let full = try generator.generate(using: &source)
        #expect(full.0 == [3, 4] && full.1 == 5)
        // The first element's "continue?" and value deleted: the stop that
        // ended the full list now ends the shorter one.
        source = ChoiceSource(replaying: [1, 4, 0, 5])
        let shorter = try generator.generate(using: &source)
        #expect(shorter.0 == [4] && shorter.1 == 5)
    }

    @Test("deleting elements of a list at its maximum length reaches the minimum")
    func shrinksListAtMaximumLength() {
        // [0, 0, 1] at the maximum length 3, then 5: only a 1 and a positive number matter.
        let outcome = Self.shrink(
            zip(Gen<Int>.int(in: 0...9).array(count: 0...3), Gen<Int>.int(in: 0...9)),
            from: [1, 0, 1, 0, 1, 1, 0, 5]
        ) { xs, y in xs.contains(1) && y >= 1 }
        #expect(outcome.original == "([0, 0, 1], 5)")
        #expect(outcome.minimal == "([1], 1)")
    }

    @Test("a branch turned to its first alternative loses the choices the old branch drew")
    func prunesBranch() {
        // (5, 0, 7), failing while d is absent or positive: d shrinks to 1,
        // and zeroing the branch alone leaves that 1 to be read as y and the
        // 0 as z; the minimum drops d's choice and keeps z.
        let optionalDelay = Gen<Int?>.frequency([(3, .constant(nil)), (1, Gen<Int>.int(in: 0...8).map { $0 })])
        let outcome = Self.shrink(
            zip(optionalDelay, Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...9)),
            from: [1, 5, 0, 7]
        ) { d, _, z in (d ?? 1) >= 1 && z >= 3 }
        #expect(outcome.original == "(5, 0, 7)")
        #expect(outcome.minimal == "(nil, 0, 3)")
    }
}
