import LawCheck
import ReactiveLaws
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Nightly: the run")
struct NightlyRunTests {
    /// Three small laws: two hold, one fails from 50 on (minimal case: 50).
    static let laws = [
        CatalogLaw(name: "nightly test: holds", inputs: Gen<Int>.int(in: 0...1_000)) { $0 >= 0 },
        CatalogLaw(name: "nightly test: below 50", inputs: Gen<Int>.int(in: 0...1_000)) { $0 < 50 },
        CatalogLaw(name: "nightly test: also holds", inputs: Gen<Int>.int.array()) { $0.count >= 0 },
    ]

    static func run(_ laws: [CatalogLaw] = laws, budget: Duration, seed: UInt64, corpus: String?) -> (
        NightlySummary, [String]
    ) {
        var output: [String] = []
        let summary = NightlyRun(laws: laws, budget: budget, seed: Seed(seed), corpusDirectory: corpus).run {
            output.append($0)
        }
        return (summary, output)
    }

    @Test("a new failure is recorded once in the corpus and fails the run; the next run counts it as known")
    func newThenKnown() throws {
        let corpus = makeTemporaryDirectory()
        let (first, output) = Self.run(budget: .milliseconds(500), seed: 1, corpus: corpus)
        #expect(first.tallies.map(\.newFailures) == [0, 1, 0])
        #expect(first.tallies.map(\.newCorpusEntries) == [0, 1, 0])
        #expect(first.exitStatus == 1)
        #expect(output.filter { $0.hasPrefix("NEW FAILURE:\nProperty \"nightly test: below 50\"") }.count == 1)
        let path = CorpusFile.path(directory: corpus, propertyName: "nightly test: below 50")
        let recorded = try CorpusFile(path: path)
        #expect(recorded.entries.map(\.entry.printedValue) == ["50"])
        #expect(
            try CorpusFile(path: CorpusFile.path(directory: corpus, propertyName: "nightly test: holds")).entries
                .isEmpty)

        let before = readText(path)
        let (second, secondOutput) = Self.run(budget: .milliseconds(500), seed: 2, corpus: corpus)
        #expect(second.tallies.map(\.knownFailures) == [0, 1, 0])
        #expect(second.total.newFailures == 0 && second.total.newCorpusEntries == 0)
        #expect(second.exitStatus == 0)
        #expect(secondOutput.contains { $0.hasPrefix("KNOWN FAILURE") && $0.contains("corpus entry \(path):2") })
        #expect(readText(path) == before)
    }

    @Test("the run spends its budget in rounds and stops within it; failed laws sit out later rounds")
    func budget() {
        let (summary, output) = Self.run(budget: .milliseconds(1_500), seed: 3, corpus: nil)
        #expect(summary.elapsed >= .milliseconds(1_500))
        #expect(summary.elapsed < .milliseconds(3_500))
        #expect(summary.rounds > 1)
        // The failing law fails within its first cases (95 % of them fail) and then sits out;
        // the others run in every round.
        #expect(summary.tallies[1].newFailures == 1)
        #expect(summary.tallies[1].cases < 20)
        #expect(summary.tallies[0].cases > summary.tallies[1].cases)
        #expect(
            output.first?.hasPrefix("Nightly fuzz run: 3 laws (shard 1/1), budget 1s, seed 0x0000000000000003") == true)
        #expect(output.contains { $0.contains("] round 1: 3 of 3 laws run") })
    }

    @Test("a budget too short for every law ends on time: the laws left are listed as not run, and fail nothing")
    func shortBudget() {
        // 40 laws of at least 0.1 s each (NightlyRun.minimumSlice) do not fit in 1 s.
        let laws = (0..<40).map { number in
            CatalogLaw(name: "nightly test: slow \(number)", inputs: Gen<Int>.int(in: 0...1_000)) { _ in
                usleep(2_000)
                return true
            }
        }
        let (summary, _) = Self.run(laws, budget: .seconds(1), seed: 4, corpus: nil)
        #expect(summary.elapsed < .milliseconds(1_500), "\(summary.elapsed)")
        #expect(summary.rounds == 1)
        #expect(summary.tallies.first?.runs == 1)
        #expect(!summary.notRun.isEmpty && summary.notRun.count < laws.count)
        #expect(summary.notRun.allSatisfy { $0.cases == 0 })
        #expect(summary.exitStatus == 0)
        #expect(summary.verdict.contains("; \(summary.notRun.count) of 40 laws not run (the budget was spent first)"))
    }

    @Test("a failure's report is printed as the law gave it: the run adds no replay or rerun command of its own")
    func reportsAsTheLawGaveThem() {
        let report =
            "Property \"nightly test: planted\" failed.\nReplay the minimal case:\n"
            + "  LAWCHECK_REPLAY=v2_AAAA swift test --filter LawReplayTests/planted"
        let law = CatalogLaw(name: "nightly test: planted") { _ in
            LawOutcome(casesRun: 3, failure: .init(token: ReplayToken(choices: [1]), fromCorpus: false), report: report)
        }
        let (summary, output) = Self.run([law], budget: .milliseconds(200), seed: 6, corpus: nil)
        #expect(output.contains("NEW FAILURE:\n" + report))
        #expect((output + [summary.text]).joined(separator: "\n").ranges(of: "swift test").count == 1)
    }

    @Test("a law whose corpus cannot be read is not checked, and fails the run")
    func unreadableCorpus() throws {
        let corpus = makeTemporaryDirectory()
        writeText("not a corpus line\n", to: CorpusFile.path(directory: corpus, propertyName: "nightly test: holds"))
        let (summary, output) = Self.run([Self.laws[0]], budget: .milliseconds(200), seed: 5, corpus: corpus)
        #expect(summary.tallies[0].problem?.contains("malformed entry") == true)
        #expect(summary.exitStatus == 1)
        #expect(output.contains { $0.hasPrefix("NOT CHECKED:") })
    }

    @Test("each round has its own seed, derived from the run seed; round 1 uses the run seed")
    func roundSeeds() {
        let run = NightlyRun(laws: [], budget: .seconds(1), seed: Seed(0x77), corpusDirectory: nil)
        let seeds = (1...50).map { run.seed(round: $0) }
        #expect(seeds[0] == Seed(0x77))
        #expect(Set(seeds).count == seeds.count)
        #expect(
            NightlyRun(laws: [], budget: .seconds(1), seed: Seed(0x78), corpusDirectory: nil).seed(round: 2) != seeds[1]
        )
    }

    @Test("a law's configuration: nightly profile, the round's seed, its slice (60 s at most), the corpus")
    func configuration() {
        let run = NightlyRun(laws: [], budget: .seconds(600), seed: Seed(9), corpusDirectory: "/c")
        let short = run.configuration(round: 2, slice: .seconds(2), remaining: .seconds(3))
        #expect(short.profile == .nightly && short.iterations == Profile.nightly.defaultIterations)
        #expect(short.seed == run.seed(round: 2))
        #expect(short.timeLimit == .seconds(2))
        #expect(short.shrinkBudget.timeLimit == NightlyRun.minimumShrinkTime)
        #expect(short.corpusDirectory == "/c" && short.recordsCorpus)
        let long = run.configuration(round: 1, slice: .seconds(120), remaining: .seconds(500))
        #expect(long.timeLimit == Profile.nightly.timeLimit)
        #expect(long.shrinkBudget.timeLimit == Profile.nightly.shrinkBudget.timeLimit)
        #expect(
            !NightlyRun(laws: [], budget: .seconds(1), seed: Seed(9), corpusDirectory: nil)
                .configuration(round: 1, slice: .seconds(1), remaining: .seconds(1)).recordsCorpus)
    }
}
