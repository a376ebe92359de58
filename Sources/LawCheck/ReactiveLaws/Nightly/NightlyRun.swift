import LawCheck

/// The nightly fuzz run: every law of a shard under the `nightly` profile,
/// round-robin with a fresh seed per round, until the time budget is spent.
///
/// Time: each law gets an equal share of what is left of the budget for the
/// laws left in the round (at most the profile's 60 s per property, at least
/// ``minimumSlice``, never past the end of the budget), and no law starts once
/// the budget is spent: the run ends within about a second of its budget
/// (the last law's slice ends at the budget; LawCheck reads the clock every 16
/// cases). A budget too short for every law to get ``minimumSlice`` leaves the
/// last laws of the shard not run; the summary says how many. A law that passes
/// all of its 10,000 cases early leaves its time to the next. Shrinking a
/// failure may take the rest of the budget, but at least ``minimumShrinkTime``,
/// even past the end.
///
/// Stopping: ``run(stop:isolation:output:)`` checks its ``NightlyStop`` before each law
/// and each round; once asked, it ends with the summary of what it did so far.
///
/// Corpus: the run first lists the corpus files no law of the catalog owns
/// and the ones that do not parse (``CorpusAudit``; warnings). Each run of a
/// law replays its corpus entries first, as the law tests do, and LawCheck's
/// runner records a new minimal failure there (atomically, never twice). A failing corpus entry is a *known* failure; a
/// failing random case is *new* unless its minimal case was already in the
/// corpus. A law that failed (or could not be checked) sits out the later
/// rounds: more cases would mostly find the same failure again.
///
/// Reports: a law's failure report is printed as the law gave it, with the
/// law's own replay commands; the run adds none of its own.
///
/// Traps: run with an isolation (``run(stop:isolation:output:)``), each law
/// runs in a child process (``NightlyLawLaunch``) that journals it; a law
/// whose child ends inside it (a trap, a crash) is reported as that law's
/// new failure, with the replay token of the case it was evaluating, sits
/// out the later rounds, and the run goes on with the other laws, as
/// `lawcheck-fuzz` does for a package's own laws (``PackageFuzz``).
public struct NightlyRun: Sendable {
    /// The laws to run, in order.
    public var laws: [CatalogLaw]
    /// How long to fuzz.
    public var budget: Duration
    /// The run seed; round `r`'s seed derives from it (``seed(round:)``).
    public var seed: Seed
    /// Where the corpus lives; nil runs without one.
    public var corpusDirectory: String?
    /// The shard the laws are, for the summary.
    public var shard: Shard
    /// The property names of every law of the catalog, the other shards'
    /// included: the corpus files they own are no orphans.
    public var catalogNames: [String]
    /// Whether each law's cases are guided by their features (`--feature-guided`,
    /// ``/LawCheck/Configuration/guidesByFeatures``).
    public var guidesByFeatures = false
    /// How often a progress line is printed (also after each round and each failure).
    public var progressInterval: Duration = .seconds(5)

    /// The least time a law gets in a round: LawCheck reads the clock every
    /// 16 cases, so even this runs at least 16 cases.
    public static let minimumSlice: Duration = .milliseconds(100)
    /// The least time a failure may spend shrinking, even past the budget.
    public static let minimumShrinkTime: Duration = .seconds(10)

    /// A run of `laws`, the shard `shard` of a catalog whose laws have the
    /// property names `catalogNames` (nil: `laws` are the whole catalog).
    public init(
        laws: [CatalogLaw], budget: Duration, seed: Seed, corpusDirectory: String?, shard: Shard = .all,
        catalogNames: [String]? = nil
    ) {
        self.laws = laws
        self.budget = budget
        self.seed = seed
        self.corpusDirectory = corpusDirectory
        self.shard = shard
        self.catalogNames = catalogNames ?? laws.map(\.name)
    }

    /// The seed of round `round` (from 1): the run seed itself for round 1, so
    /// `LAWCHECK_SEED=<run seed>` in the law tests draws round 1's cases again.
    public func seed(round: Int) -> Seed {
        round == 1 ? seed : Seed(SplitMix64.mix(seed.rawValue &+ UInt64(round) &* 0x9E37_79B9_7F4A_7C15))
    }

    /// The configuration of one law's run: the nightly profile with this
    /// round's seed, the given time slice, the corpus, and feature guidance if asked.
    public func configuration(round: Int, slice: Duration, remaining: Duration) -> Configuration {
        var configuration = Configuration(profile: .nightly)
        configuration.seed = seed(round: round)
        configuration.timeLimit = min(slice, Profile.nightly.timeLimit ?? slice)
        configuration.shrinkBudget.timeLimit = min(
            configuration.shrinkBudget.timeLimit, max(remaining, Self.minimumShrinkTime))
        configuration.corpusDirectory = corpusDirectory
        configuration.recordsCorpus = corpusDirectory != nil
        configuration.guidesByFeatures = guidesByFeatures
        return configuration
    }

    /// How the laws run in child processes: where their journals go, and
    /// `launch`, which runs the child for a law to its end and returns the
    /// journal's text with how the child ended.
    public typealias Isolation = (
        journalDirectory: String, launch: (NightlyLawLaunch) -> (journal: String, exit: PackageFuzz.Exit)
    )

    /// Runs until the budget is spent or `stop` is requested, printing
    /// progress, failure reports and warnings through `output`, one line or
    /// report per call. With `isolation`, each law runs in a child process,
    /// so that a trap ends only its law; it needs a corpus directory (only
    /// runs that record into a corpus are journalled).
    public func run(
        stop: NightlyStop = NightlyStop(), isolation: Isolation? = nil, output: (String) -> Void
    ) -> NightlySummary {
        let clock = ContinuousClock()
        let started = clock.now
        var tallies = laws.map { LawTally(name: $0.name) }
        var round = 0
        var lawsDone = 0
        var roundSize = laws.count
        var lastProgress = started
        func progress() {
            lastProgress = clock.now
            output(
                NightlyProgress(
                    elapsed: started.duration(to: lastProgress), budget: budget, round: round, lawsDone: lawsDone,
                    lawCount: roundSize, cases: tallies.reduce(0) { $0 + $1.cases },
                    newFailures: tallies.reduce(0) { $0 + $1.newFailures },
                    knownFailures: tallies.reduce(0) { $0 + $1.knownFailures }
                ).line)
        }
        output(
            "Nightly fuzz run: \(laws.count) laws (shard \(shard)), budget \(BudgetText.describe(budget)), "
                + "seed \(seed), corpus \(corpusDirectory ?? "none").")
        let corpusWarnings = corpusDirectory.map { CorpusAudit(directory: $0, propertyNames: catalogNames).lines } ?? []
        corpusWarnings.forEach(output)
        rounds: while stop.requestedSignal == nil {
            let inPlay = laws.indices.filter { !tallies[$0].isRetired }
            if inPlay.isEmpty || started.duration(to: clock.now) >= budget { break }
            round += 1
            (lawsDone, roundSize) = (0, inPlay.count)
            for (position, index) in inPlay.enumerated() {
                let remaining = budget - started.duration(to: clock.now)
                if remaining <= .zero || stop.requestedSignal != nil { break rounds }
                let slice = min(max(remaining / (inPlay.count - position), Self.minimumSlice), remaining)
                let known = knownTokens(of: laws[index].name)
                if let isolation {
                    let launch = NightlyLawLaunch(
                        law: laws[index].name, round: round, slice: slice, remaining: remaining,
                        journalPath: isolation.journalDirectory + "/law-\(round)-\(index).journal")
                    let (journal, exit) = isolation.launch(launch)
                    let journalled = JournalRun.parse(journal).last
                    // A child ended from outside was interrupted, not trapped: its law did not run.
                    if journalled?.end == nil && (exit.wasEnded || stop.requestedSignal != nil) { break rounds }
                    tallies[index].runs += 1
                    record(journalled, exit, of: laws[index].name, known: known, into: &tallies[index], output: output)
                } else {
                    let outcome = laws[index].run(configuration(round: round, slice: slice, remaining: remaining))
                    tallies[index].runs += 1
                    record(outcome, known: known, into: &tallies[index], printsWarnings: round == 1, output: output)
                }
                lawsDone += 1
                if tallies[index].isRetired || clock.now - lastProgress >= progressInterval { progress() }
            }
            progress()
        }
        return NightlySummary(
            tallies: tallies, seed: seed, shard: shard, rounds: round, elapsed: started.duration(to: clock.now),
            interruption: stop.requestedSignal, corpusWarnings: corpusWarnings)
    }

    /// Adds one run of a law to its tally and prints what needs a reader:
    /// failure reports, problems, and (in round 1: later rounds repeat them)
    /// warnings other than the expected end of a time slice.
    func record(
        _ outcome: LawOutcome, known: [ReplayToken], into tally: inout LawTally, printsWarnings: Bool,
        output: (String) -> Void
    ) {
        tally.cases += outcome.casesRun
        tally.featuresSeen.formUnion(
            outcome.labels.compactMap { $0.count > 0 ? ScheduleClass(rawValue: $0.label) : nil })
        if let failure = outcome.failure {
            if failure.fromCorpus || known.contains(failure.token) {
                tally.knownFailures += 1
                output("KNOWN FAILURE (a corpus entry fails; the law tests fail on it too):\n" + outcome.report)
            } else {
                tally.newFailures += 1
                tally.newCorpusEntries += knownTokens(of: tally.name).count - known.count
                output("NEW FAILURE:\n" + outcome.report)
            }
            return
        }
        if let problem = outcome.problem {
            tally.problem = problem
            output("NOT CHECKED:\n" + outcome.report)
            return
        }
        for warning in outcome.warnings where printsWarnings && !warning.hasPrefix("time budget of ") {
            output("Warning: \(tally.name): \(warning)")
        }
    }

    /// Adds one run of a law in a child process to its tally: its journal
    /// read back (`run`, nil if the child journalled nothing), or the trap
    /// that ended the child inside it; the child printed its own warnings.
    func record(
        _ run: JournalRun?, _ exit: PackageFuzz.Exit, of name: String, known: [ReplayToken], into tally: inout LawTally,
        output: (String) -> Void
    ) {
        if let problem = exit.launchProblem {
            tally.problem = problem
            output("NOT CHECKED:\n\(name): \(problem)")
            return
        }
        guard let run, let end = run.end else {
            tally.newFailures += 1
            output((run ?? JournalRun(property: name, test: "LawCatalogReplayTests")).trapReport)
            return
        }
        let outcome = LawOutcome(
            casesRun: end.cases,
            failure: end.status == "failed"
                ? (try? ReplayToken(parsing: end.token ?? "")).map {
                    LawOutcome.Failure(token: $0, fromCorpus: end.fromCorpus)
                }
                : nil,
            problem: end.status == "unhealthy" ? (end.problem ?? "unhealthy") : nil, report: end.report ?? "",
            labels: end.labels.map { LabelCount(label: $0, count: 1) })
        record(outcome, known: known, into: &tally, printsWarnings: false, output: output)
    }

    /// Runs the one law `launch` names, as a child process of an isolated
    /// run does: the law's run journalled where `launch` says, its warnings
    /// (in round 1) printed through `output`. A law it does not know is
    /// journalled as nothing: the parent reports it.
    public func run(_ launch: NightlyLawLaunch, output: (String) -> Void) {
        guard let law = laws.first(where: { $0.name == launch.law }) else {
            output("lawcheck-nightly: no law named \"\(launch.law)\"")
            return
        }
        var configuration = configuration(round: launch.round, slice: launch.slice, remaining: launch.remaining)
        configuration.journalPath = launch.journalPath
        let outcome = law.run(configuration)
        for warning in outcome.warnings where launch.round == 1 && !warning.hasPrefix("time budget of ") {
            output("Warning: \(law.name): \(warning)")
        }
    }

    /// The tokens in the law's corpus file now; none without a corpus or when
    /// the file is unreadable (the law's run then reports why).
    func knownTokens(of name: String) -> [ReplayToken] {
        guard let corpusDirectory,
            let file = try? CorpusFile(path: CorpusFile.path(directory: corpusDirectory, propertyName: name))
        else { return [] }
        return file.entries.map(\.entry.token)
    }
}
