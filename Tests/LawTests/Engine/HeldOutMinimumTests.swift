import Testing

// The brute-force search needs each choice's bound, which only the recorded
// case holds: `ChoiceSource.record` is internal by design (users never see
// choices), hence @testable.
@testable import LawCheck

/// The minimum of every held-out challenge (`heldOutChallenges`), verified
/// by brute force: choice sequences are enumerated in shortlex order, each
/// choice from 0 to its bound, and the first on which the generator reads
/// exactly that sequence and the property fails must print as the expected
/// minimum. A perfect shrinker returns exactly that case, since it accepts
/// only cases that precede the current one in shortlex order.
@Suite("Held-out shrinking challenges")
struct HeldOutMinimumTests {
    /// The longest sequence the search tries before giving up.
    static let maxLength = 12

    @Test("the expected minimum is the shortlex-first failing case", arguments: heldOutChallenges.map(\.challenge.name))
    func bruteForceMinimum(name: String) throws {
        let held = try #require(heldOutChallenges.first { $0.challenge.name == name })
        var search = ShortlexSearch(held: held)
        let minimum = search.firstFailing(upToLength: Self.maxLength)
        #expect(search.exceededCap == false, "a bound above maxChoice: the search was not exhaustive")
        #expect(
            minimum.map { held.challenge.expected.contains($0) } == true, "brute force found \(minimum ?? "nothing")")
    }
}

/// Enumerates the choice sequences of one challenge in shortlex order.
struct ShortlexSearch {
    let held: HeldOutChallenge
    /// Whether some choice's bound was above `held.maxChoice` (its larger values were skipped).
    var exceededCap = false

    init(held: HeldOutChallenge) {
        self.held = held
    }

    /// The printed value of the first failing case of at most `maxLength`
    /// choices, by iterative deepening: all sequences of one length before
    /// any longer one.
    mutating func firstFailing(upToLength maxLength: Int) -> String? {
        for length in 1...maxLength {
            if let found = search([], length: length) { return found }
        }
        return nil
    }

    /// The first failing case of exactly `length` choices starting with
    /// `prefix`. Replaying the prefix tells whether the generator wants more
    /// choices and, if so, the bound of the next one.
    mutating func search(_ prefix: [UInt64], length: Int) -> String? {
        var source = ChoiceSource(replaying: prefix)
        let answer = held.replay(&source)
        let record = source.record
        if record.choices.count <= prefix.count {
            // A complete case: it counts at its own length, if it is the
            // sequence the generator read (not a clamped or shortened one).
            guard prefix.count == length, record.choices == prefix, let answer, answer.fails else { return nil }
            return answer.printed
        }
        if prefix.count == length { return nil }
        let bound = record.bounds[prefix.count]
        if bound > held.maxChoice { exceededCap = true }
        for value in 0...min(bound, held.maxChoice) {
            if let found = search(prefix + [value], length: length) { return found }
        }
        return nil
    }
}
