import Foundation
import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Runs: the nightly fuzz run of a package's law checks")
struct PackageFuzzTests {
    static func journal(_ lines: [[String]]) -> String {
        lines.map { $0.joined(separator: "\t") + "\n" }.joined()
    }

    /// Runs `tests` of ``TrappingLawChild`` in a child process of this test
    /// binary, with `environment` and the corpus `corpus`, to its end; its exit status.
    static func runChild(_ tests: String, _ environment: [String: String], corpus: String) -> Int32 {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = [tests]
        child.environment = ProcessInfo.processInfo.environment.merging(
            environment.merging([
                TrappingLawChild.variable: "1", "LAWCHECK_CORPUS_DIR": corpus, "SWIFT_BACKTRACE": "enable=no",
            ]) { _, new in new }
        ) { _, new in new }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try? child.run()
        child.waitUntilExit()
        return child.terminationStatus
    }

    @Test("the journal of a run reads back: a passing law, a new failure with its report, and a law cut short")
    func journalReadsBack() throws {
        let directory = NSTemporaryDirectory() + "journal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var configuration = lawConfiguration(iterations: 20)
        configuration.corpusDirectory = directory
        configuration.recordsCorpus = true
        configuration.journalPath = directory + "/journal"
        _ = OperatorLaws.skip.run(configuration: configuration) { source, count in source.skip(count) }
        _ = OperatorLaws.take.run(configuration: configuration) { source, count in source.take(count + 1) }
        configuration.recordsCorpus = false
        // not journalled
        _ = OperatorLaws.take.run(configuration: configuration) { source, count in source.take(count + 1) }
        let runs = JournalRun.parse(try String(contentsOfFile: directory + "/journal", encoding: .utf8))
        #expect(runs.count == 2)
        #expect(runs[0].property == OperatorLaws.skip.propertyName && runs[0].end?.status == "passed")
        #expect(runs[0].end?.cases == 20 && runs[0].lastCase?.hasPrefix("v3_") == true)
        let failed = try #require(runs[1].end)
        #expect(failed.status == "failed" && failed.recordedEntry && !failed.fromCorpus)
        #expect(failed.report?.contains("Minimal counterexample:\n") == true)
        #expect(
            JournalRun.parse(Self.journal([["begin", "7", "law", "test"], ["case", "7", "v3_x"]])) == [
                JournalRun(property: "law", test: "test", lastCase: "v3_x", end: nil)
            ])
    }

    @Test("a law that ends the test process is a new failure with its case; the other laws go on in later rounds")
    func trapIsReportedAndTheRunGoesOn() throws {
        let directory = NSTemporaryDirectory() + "fuzz-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var fuzz = PackageFuzz(budget: .seconds(4), seed: Seed(0x1A5), journalDirectory: directory)
        fuzz.firstSlice = .milliseconds(500)
        var lines: [String] = []
        var rounds = 0
        // The children's deadline an hour away: on a loaded machine a round that starts near the
        // budget's end would otherwise run no law (LAWCHECK_DEADLINE), which the counts below do not expect.
        let summary = fuzz.run(
            now: { Date().timeIntervalSince1970 + 3_600 },
            launch: { round in
                rounds += 1
                try? round.skipFile.write(toFile: round.skipPath, atomically: true, encoding: .utf8)
                let status = Self.runChild(
                    "LawTests.TrappingLawChild/testHoldingLaw,LawTests.TrappingLawChild/testTrappingLaw",
                    round.environment, corpus: directory)
                return (
                    (try? String(contentsOfFile: round.journalPath, encoding: .utf8)) ?? "",
                    PackageFuzz.Exit(status: status)
                )
            }, output: { lines.append($0) })
        let output = lines.joined(separator: "\n")
        #expect(rounds >= 2)
        let trapped = try #require(summary.tallies.first { $0.name == OperatorLaws.take.propertyName })
        #expect(trapped.newFailures == 1 && trapped.runs == 1, "it sits out the rounds after its trap")
        #expect(output.contains("the test process ended inside this law"))
        #expect(output.contains("LAWCHECK_REPLAY=v3_") && output.contains("swift test --filter testTrappingLaw"))
        let holding = try #require(summary.tallies.first { $0.name == OperatorLaws.skip.propertyName })
        #expect(holding.runs == rounds && holding.newFailures == 0 && holding.cases > 0)
        #expect(summary.exitStatus == 1)
    }

    @Test(
        "this package's nightly, its laws isolated: a law that traps is its new failure with its case, and the run goes on"
    )
    func nightlyTrapIsReportedAndTheRunGoesOn() throws {
        let directory = NSTemporaryDirectory() + "nightly-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = NightlyRun(
            laws: TrappingLawChild.nightlyLaws, budget: .seconds(6), seed: TrappingLawChild.nightlySeed,
            corpusDirectory: directory)
        var lines: [String] = []
        var launches: [NightlyLawLaunch] = []
        let summary = run.run(
            isolation: (
                journalDirectory: directory,
                launch: { launch in
                    launches.append(launch)
                    let status = Self.runChild(
                        "LawTests.TrappingLawChild/testNightlyLaw", launch.environment, corpus: directory)
                    return (
                        (try? String(contentsOfFile: launch.journalPath, encoding: .utf8)) ?? "",
                        PackageFuzz.Exit(status: status)
                    )
                }
            ), output: { lines.append($0) })
        let output = lines.joined(separator: "\n")
        let trapped = try #require(summary.tallies.first { $0.name == "nightly test: traps" })
        #expect(trapped.newFailures == 1 && trapped.runs == 1, "it sits out the rounds after its trap")
        #expect(
            output.contains(
                "Property \"nightly test: traps\" (test LawCatalogReplayTests) was evaluating a case when the process ended."
            ))
        #expect(
            output.contains("LAWCHECK_REPLAY=v3_") && output.contains("swift test --filter LawCatalogReplayTests"),
            "\(output)")
        let holding = try #require(summary.tallies.last)
        #expect(
            holding.name == "nightly test: holds" && holding.runs >= 1 && holding.newFailures == 0 && holding.cases > 0)
        #expect(
            launches.first?.law == "nightly test: traps"
                && launches.filter { $0.law == "nightly test: traps" }.count == 1)
        #expect(summary.exitStatus == 1)
    }

    @Test("a launch of the nightly's child reads back from its environment")
    func nightlyLaunchReadsBack() {
        let launch = NightlyLawLaunch(
            law: "Signal model: take", round: 2, slice: .milliseconds(1_250), remaining: .seconds(30),
            journalPath: "/tmp/j")
        #expect(NightlyLawLaunch(environment: launch.environment) == launch)
        #expect(NightlyLawLaunch(environment: [:]) == nil)
        #expect(
            NightlyLawLaunch(environment: [NightlyLawLaunch.variable: "law\t0\t1\t1\t/tmp/j"]) == nil,
            "rounds count from 1")
    }

    @Test("a law listed in the skip file, or starting after the deadline, is not run")
    func skipAndDeadline() {
        var configuration = lawConfiguration()
        configuration.skippedProperties = [OperatorLaws.take.propertyName]
        let skipped = OperatorLaws.take.run(configuration: configuration) { source, count in source.take(count + 1) }
        #expect(skipped.passed && skipped.casesRun == 0 && skipped.warnings == ["not run: LAWCHECK_SKIP_FILE lists it"])
        configuration.skippedProperties = []
        configuration.deadline = 1
        let late = OperatorLaws.take.run(configuration: configuration) { source, count in source.take(count + 1) }
        #expect(late.passed && late.casesRun == 0 && late.warnings == ["not run: LAWCHECK_DEADLINE has passed"])
        configuration.deadline = nil
        #expect(
            OperatorLaws.take.run(configuration: configuration) { source, count in source.take(count + 1) }.status
                == .failed)
    }

    @Test("a known failure (a corpus entry) does not fail the run; a new one does")
    func newAndKnown() {
        let fuzz = PackageFuzz(budget: .seconds(60), seed: Seed(1), journalDirectory: "/nonexistent")
        var rounds = 0
        func summary(recorded: String, origin: String) -> NightlySummary {
            rounds = 0
            return fuzz.run(
                now: { 0 },
                launch: { _ in
                    rounds += 1
                    return (
                        Self.journal([
                            ["begin", "1", "law", "testLaw"], ["case", "1", "v3_a"],
                            ["end", "1", "failed", "3", origin, "v3_a", recorded, "", "-", "report"],
                        ]), PackageFuzz.Exit()
                    )
                }, output: { _ in })
        }
        let known = summary(recorded: "0", origin: "corpus")
        #expect(known.tallies.map(\.knownFailures) == [1] && known.exitStatus == 0)
        let new = summary(recorded: "1", origin: "random")
        #expect(new.tallies.map(\.newFailures) == [1] && new.tallies[0].newCorpusEntries == 1 && new.exitStatus == 1)
        #expect(rounds == 1, "every law failed: no second round")
        #expect(new.narrowTable().hasPrefix("| law            | cases | new | known |"))
    }
}
