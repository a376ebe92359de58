import LawCheck
import ReactiveLaws
import Testing

@Suite("Nightly: features seen and new coverage")
struct NightlyFeaturesTests {
    @Test("the summary lists each law's features in a fixed order, and new coverage only when measured")
    func columns() {
        var signal = LawTally(name: "Signal functor: identity")
        signal.runs = 1
        signal.cases = 40
        signal.featuresSeen = [.reentrantSend, .failure, .hot]
        var guided = LawTally(name: "Signal monad: associativity")
        guided.runs = 1
        guided.cases = 7
        guided.featuresSeen = [.simultaneous]
        guided.newCoverage = 12
        let summary = NightlySummary(
            tallies: [signal, guided], seed: Seed(1), shard: .all, rounds: 1, elapsed: .seconds(1))
        let cells = summary.table.split(separator: "\n").map {
            $0.split(separator: "|").map { $0.trimmingCharacters() }
        }
        #expect(cells[2] == ["Signal functor: identity", "40", "fail hot echo", "—", "0", "0", "0"])
        #expect(cells[3] == ["Signal monad: associativity", "7", "same-tick", "12", "0", "0", "0"])
        #expect(cells[4] == ["total (2 laws)", "47", "fail same-tick hot echo", "12", "0", "0", "0"])
        // Left-aligned features, right-aligned counts.
        #expect(
            summary.table.split(separator: "\n")[1].hasPrefix(
                "| --------------------------- | ----: | ----------------------- | -----------: |"))
    }

    @Test("a nightly run records the schedule classes a signal law's random cases reached, and no coverage")
    func runRecordsFeatures() throws {
        let law = try #require(LawCatalog.standard.laws.first { $0.name == "Signal functor: identity" })
        let summary = NightlyRun(laws: [law], budget: .milliseconds(600), seed: Seed(5), corpusDirectory: nil).run {
            _ in
        }
        let tally = try #require(summary.tallies.first)
        #expect(tally.cases > 100)
        #expect(tally.featuresSeen.isSuperset(of: [.failure, .hot, .neverEnding, .resubscription, .reentrantSend]))
        #expect(tally.newCoverage == nil)
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
