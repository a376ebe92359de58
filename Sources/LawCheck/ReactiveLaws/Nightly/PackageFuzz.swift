import LawCheck

/// The nightly fuzz run of a package's own law checks (`lawcheck-fuzz`):
/// round after round, the package's tests run in a child process with the
/// `nightly` profile, a fresh seed, a time slice per law and a
/// ``/LawCheck/RunJournal``; the journal says what every law check did. Until the
/// time budget is spent.
///
/// A law check is any run that records into the corpus — every `check`,
/// `checkAll`, battery `check` of ReactiveLaws and LawCheck's `check` —
/// in the tests the child runs; planted-bug checks (`expectFailure`) and bare
/// `run`s record nothing and are not counted. Nothing in the tests changes.
///
/// - Rounds: round 1 gives each law ``firstSlice`` (at most a hundredth of
///   the budget), since the number of laws is not known yet; later rounds share what
///   is left of the budget among the laws still in play (at most 60 s each,
///   at least ``NightlyRun/minimumSlice``). Round 1 uses the run seed, later
///   rounds seeds derived from it (``NightlyRun``'s).
/// - New and known: a failing law whose minimal case the run recorded into
///   the corpus is a **new** failure; one whose failing case was a corpus
///   entry, or whose minimal case was already there, is **known** (`swift
///   test` fails on it already). Either way it sits out the later rounds
///   (`LAWCHECK_SKIP_FILE`).
/// - Traps: when the test process ends inside a law (a trap, a crash), that
///   law is reported as a new failure with the token of the case it was
///   evaluating, it sits out the later rounds, and the run goes on.
/// - Time: no law starts after the budget's end (`LAWCHECK_DEADLINE`).
public struct PackageFuzz: Sendable {
    /// One round's child process: what it must be told.
    public struct Round: Sendable, Equatable {
        /// The round, from 1.
        public var number: Int
        /// The round's seed (`LAWCHECK_SEED`).
        public var seed: Seed
        /// Time for each law's random cases (`LAWCHECK_TIME_LIMIT`).
        public var slice: Duration
        /// Time a failure may spend shrinking (`LAWCHECK_SHRINK_TIME_LIMIT`).
        public var shrinkTime: Duration
        /// Where the child journals (`LAWCHECK_JOURNAL`).
        public var journalPath: String
        /// Laws that sit out this round (they failed or trapped before).
        public var skippedLaws: [String]
        /// Where the child reads ``skippedLaws`` (`LAWCHECK_SKIP_FILE`); the
        /// launcher writes it.
        public var skipPath: String
        /// The end of the budget, in seconds since 1970 (`LAWCHECK_DEADLINE`):
        /// no law starts after it, so the round ends within a slice of it.
        public var deadline: Double

        /// The environment of the child: the nightly profile, the round's
        /// seed, slice and deadline, recording on (whatever `CI` says), the
        /// journal and the laws to skip.
        public var environment: [String: String] {
            [
                "LAWCHECK_PROFILE": "nightly", "LAWCHECK_SEED": "\(seed)",
                "LAWCHECK_TIME_LIMIT": Self.seconds(slice), "LAWCHECK_SHRINK_TIME_LIMIT": Self.seconds(shrinkTime),
                "LAWCHECK_RECORD": "1", "LAWCHECK_JOURNAL": journalPath, "LAWCHECK_SKIP_FILE": skipPath,
                "LAWCHECK_DEADLINE": "\(deadline)",
            ]
        }

        /// The text of the skip file: one law a line.
        public var skipFile: String { skippedLaws.map { $0 + "\n" }.joined() }

        static func seconds(_ duration: Duration) -> String {
            let milliseconds =
                duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
            return
                "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - "\(milliseconds % 1000)".count))\(milliseconds % 1000)"
        }
    }

    /// How a round's child process ended.
    public struct Exit: Sendable, Equatable {
        /// Whether it was ended from outside (a stop request): laws it left
        /// unfinished were interrupted, not trapped.
        public var wasEnded: Bool
        /// Why it could not be started, if it could not.
        public var launchProblem: String?
        /// Its exit status (`swift test` fails when a law fails: the journal says which).
        public var status: Int32

        /// An exit.
        public init(wasEnded: Bool = false, launchProblem: String? = nil, status: Int32 = 0) {
            self.wasEnded = wasEnded
            self.launchProblem = launchProblem
            self.status = status
        }
    }

    /// How long to fuzz.
    public var budget: Duration
    /// The run seed.
    public var seed: Seed
    /// Where the rounds' journals go (`round-<n>.journal`).
    public var journalDirectory: String
    /// Each law's time in round 1, when the number of laws is not known yet.
    public var firstSlice: Duration = .seconds(1)

    /// A run.
    public init(budget: Duration, seed: Seed, journalDirectory: String) {
        self.budget = budget
        self.seed = seed
        self.journalDirectory = journalDirectory
    }

    /// Runs rounds until the budget is spent, every law has failed, or
    /// `stop` is requested. `launch` writes the round's skip file, runs its
    /// child to its end and returns the journal's text with how it ended;
    /// `output` prints a line or a report. `now` is the wall clock in
    /// seconds since 1970 (the child's deadline is on it).
    public func run(
        stop: NightlyStop = NightlyStop(),
        now: () -> Double,
        launch: (Round) -> (journal: String, exit: Exit),
        output: (String) -> Void
    ) -> NightlySummary {
        let clock = ContinuousClock()
        let started = clock.now
        let seeds = NightlyRun(laws: [], budget: budget, seed: seed, corpusDirectory: nil)
        var tallies: [LawTally] = []
        var position: [String: Int] = [:]
        let deadline = now() + Double(budget.components.seconds) + Double(budget.components.attoseconds) / 1e18
        var round = 0
        output("Nightly fuzz run of the package's law checks: budget \(BudgetText.describe(budget)), seed \(seed).")
        while stop.requestedSignal == nil {
            let remaining = budget - started.duration(to: clock.now)
            let inPlay = tallies.filter { !$0.isRetired }.count
            if remaining <= .zero || (round > 0 && inPlay == 0) { break }
            round += 1
            let slice =
                round == 1
                ? min(firstSlice, max(remaining / 100, NightlyRun.minimumSlice), remaining)
                : min(max(remaining / max(inPlay, 1), NightlyRun.minimumSlice), .seconds(60), remaining)
            let shrinkTime = min(max(remaining, NightlyRun.minimumShrinkTime), .seconds(300))
            let (journal, exit) = launch(
                Round(
                    number: round, seed: seeds.seed(round: round), slice: slice, shrinkTime: shrinkTime,
                    journalPath: journalDirectory + "/round-\(round).journal",
                    skippedLaws: tallies.filter(\.isRetired).map(\.name),
                    skipPath: journalDirectory + "/round-\(round).skip",
                    deadline: deadline))
            if let problem = exit.launchProblem {
                output("NOT RUN: \(problem)")
                break
            }
            let runs = JournalRun.parse(journal)
            if round == 1 && runs.isEmpty {
                output(
                    "No law check ran: the tests made no check that records into the corpus "
                        + "(is the test target's corpus directory found? see ReactiveLaws' article \"The nightly fuzz run\")."
                )
            }
            for run in runs {
                let index =
                    position[run.property]
                    ?? {
                        position[run.property] = tallies.count
                        tallies.append(LawTally(name: run.property))
                        return tallies.count - 1
                    }()
                if tallies[index].isRetired { continue }
                record(
                    run, into: &tallies[index], interrupted: exit.wasEnded || stop.requestedSignal != nil,
                    output: output)
            }
            let elapsed = NightlyProgress.seconds(started.duration(to: clock.now))
            output(
                "[\(String(repeating: " ", count: max(0, 7 - elapsed.count)) + elapsed) of \(BudgetText.describe(budget))] "
                    + "round \(round) done: \(tallies.count) laws seen so far, \(tallies.reduce(0) { $0 + $1.cases }) cases, "
                    + "failures: \(tallies.reduce(0) { $0 + $1.newFailures }) new, \(tallies.reduce(0) { $0 + $1.knownFailures }) known"
            )
            if runs.isEmpty { break }
        }
        return NightlySummary(
            tallies: tallies, seed: seed, shard: .all, rounds: round, elapsed: started.duration(to: clock.now),
            interruption: stop.requestedSignal)
    }

    /// Adds one journalled run to its law's tally and prints what needs a
    /// reader; a law that failed, trapped or could not be checked is retired
    /// (``LawTally/isRetired``) and sits out the later rounds.
    func record(_ run: JournalRun, into tally: inout LawTally, interrupted: Bool, output: (String) -> Void) {
        guard let end = run.end else {
            if interrupted { return }
            tally.runs += 1
            tally.newFailures += 1
            output(run.trapReport)
            return
        }
        tally.runs += 1
        tally.cases += end.cases
        tally.featuresSeen.formUnion(end.labels.compactMap(ScheduleClass.init(rawValue:)))
        switch end.status {
        case "failed" where end.recordedEntry && !end.fromCorpus:
            tally.newFailures += 1
            tally.newCorpusEntries += 1
            output("NEW FAILURE:\n" + (end.report ?? run.property))
        case "failed":
            tally.knownFailures += 1
            output("KNOWN FAILURE (a corpus entry fails; swift test fails on it too):\n" + (end.report ?? run.property))
        case "unhealthy":
            tally.problem = end.problem ?? "unhealthy"
            output("NOT CHECKED:\n" + (end.report ?? run.property))
        default:
            break
        }
    }
}
