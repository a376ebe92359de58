import LawCheck
import ReactiveLaws
import Testing

@Suite("Nightly: summary and progress")
struct NightlySummaryTests {
    static func tally(_ name: String, cases: Int, new: Int = 0, known: Int = 0, entries: Int = 0) -> LawTally {
        var tally = LawTally(name: name)
        tally.runs = 1
        tally.cases = cases
        tally.newFailures = new
        tally.knownFailures = known
        tally.newCorpusEntries = entries
        return tally
    }

    static func summary(_ tallies: [LawTally]) -> NightlySummary {
        NightlySummary(tallies: tallies, seed: Seed(0xABC), shard: .all, rounds: 3, elapsed: .milliseconds(30_250))
    }

    @Test("one aligned Markdown row per law, then the totals")
    func table() {
        let tallies = [
            Self.tally("Signal functor: identity", cases: 120_000),
            Self.tally("Signal monad: associativity", cases: 3_000, new: 1, entries: 1),
            Self.tally("ReactiveSequence monoid: left identity", cases: 7, known: 1),
        ]
        let lines = Self.summary(tallies).table.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 + tallies.count + 1)
        #expect(Set(lines.map(\.count)).count == 1)
        #expect(lines[0].hasPrefix("| law ") && lines[0].hasSuffix("| new corpus entries |"))
        #expect(lines[1].hasPrefix("| ---") && lines[1].hasSuffix(": |"))
        let cells = lines.map { $0.split(separator: "|").map(trimmed) }
        #expect(
            cells[0] == [
                "law", "cases", "features seen", "new coverage", "new failures", "known failures", "new corpus entries",
            ])
        #expect(cells[3] == ["Signal monad: associativity", "3000", "—", "—", "1", "0", "1"])
        #expect(cells[5] == ["total (3 laws)", "\(120_000 + 3_000 + 7)", "—", "—", "1", "1", "1"])
        #expect(lines[2].contains("| Signal functor: identity        "))
    }

    @Test("the exit status is 1 only for new failures and laws that could not be checked")
    func exitStatus() {
        #expect(Self.summary([Self.tally("a", cases: 5)]).exitStatus == 0)
        #expect(Self.summary([Self.tally("a", cases: 5, known: 1)]).exitStatus == 0)
        #expect(Self.summary([Self.tally("a", cases: 5, new: 1, entries: 1)]).exitStatus == 1)
        var unchecked = Self.tally("a", cases: 0)
        unchecked.problem = "malformed entry"
        #expect(Self.summary([Self.tally("b", cases: 5), unchecked]).exitStatus == 1)
    }

    @Test("the verdict names the outcome, the seed and the shard")
    func verdict() {
        let passing = Self.summary([Self.tally("a", cases: 5), Self.tally("b", cases: 6, known: 1)]).verdict
        #expect(
            passing
                == "No new failures: 11 cases in 3 rounds, 30.2s, seed 0x0000000000000abc, shard 1/1; 1 known failure (corpus entries that fail)."
        )
        let failing = Self.summary([Self.tally("a", cases: 5, new: 1, entries: 1)]).verdict
        #expect(failing.hasPrefix("FAILED: 1 new failure, 0 laws not checked: 5 cases in 3 rounds"))
    }

    @Test("a progress line shows time, round, laws run this round, cases and failures")
    func progress() {
        let line = NightlyProgress(
            elapsed: .milliseconds(12_340), budget: .seconds(30), round: 2, lawsDone: 37, lawCount: 37, cases: 48_210,
            newFailures: 1, knownFailures: 0
        ).line
        #expect(line == "[  12.3s of 30s] round 2: 37 of 37 laws run, 48210 cases, failures: 1 new, 0 known")
        #expect(NightlyProgress.seconds(.milliseconds(999)) == "0.9s")
        #expect(NightlyProgress.seconds(.seconds(600)) == "600.0s")
    }
}

/// `cell` without its padding spaces.
private func trimmed(_ cell: Substring) -> String {
    String(cell.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
}
