// `run(_:)` has a sync and an async overload on purpose (SE-0296): the caller's context picks one.
// swift-format-ignore: AmbiguousTrailingClosureOverload
/// Runs one property: the case schedule, shrinking of the first failure,
/// corpus recording and the report. Reporting to a test framework is left to
/// the caller (`check`), so this is also the non-reporting engine.
///
/// The case loop is `@inlinable` (specialized per value type: it is the hot
/// path); shrinking and reporting are not.
@usableFromInline
struct PropertyRunner<Value> {
    @usableFromInline let name: String
    @usableFromInline let generator: Gen<Value>
    @usableFromInline let configuration: Configuration
    @usableFromInline let iterations: Int
    @usableFromInline let classifiers: [Classifier<Value>]
    /// The test to name in the printed replay command.
    @usableFromInline let testName: String

    @usableFromInline
    init(
        name: String, generator: Gen<Value>, configuration: Configuration, iterations: Int,
        classifiers: [Classifier<Value>], testName: String
    ) {
        self.name = name
        self.generator = generator
        self.configuration = configuration
        self.iterations = iterations
        self.classifiers = classifiers
        self.testName = testName
    }

    /// A suspension of the shrinker: the async runner must evaluate the
    /// property on the case with these choices, then restart the shrink.
    struct NeedsVerdict: Error {
        let choices: [UInt64]
    }

    var seed: Seed { configuration.seed ?? Configuration.processSeed }

    /// The full record (with bounds and spans) of the case the schedule's
    /// source just generated: random cases are recorded without them, so the
    /// case is replayed once.
    @usableFromInline
    func failingRecord(_ schedule: inout CaseSchedule<Value>) -> ChoiceRecord {
        if !schedule.source.isReplaying { _ = schedule.replay(schedule.source.choices) }
        return schedule.source.record
    }

    /// Loads the corpus and sets up the schedule.
    @usableFromInline
    func makeSchedule() -> Result<CaseSchedule<Value>, CorpusError> {
        var corpus: CorpusFile?
        if let directory = configuration.corpusDirectory, configuration.replaysCorpus, configuration.guidedCase == nil {
            do {
                corpus = try CorpusFile(path: CorpusFile.path(directory: directory, propertyName: name))
            } catch {
                return .failure(error)
            }
        }
        var schedule = CaseSchedule(
            name: name, generator: generator, configuration: configuration, seed: seed,
            iterations: iterations, classifiers: classifiers, corpus: corpus)
        if let warning = configuration.corpusWarning { schedule.warnings.append(warning) }
        if let directory = configuration.corpusDirectory, configuration.recordsCorpus {
            CorpusFile.createDirectoryIfMissing(directory)
        }
        // Two names sharing a hashed file name, or a file copied by hand: its entries still run, but say so.
        if let corpus, let recorded = corpus.headerPropertyName, recorded != name {
            schedule.warnings.append(
                "corpus file \(corpus.path) says in its header that it belongs to \"\(recorded)\", not \"\(name)\"; its entries were replayed anyway."
            )
        }
        return .success(schedule)
    }

    /// The budget of each case of this run (``CaseBudget``).
    @usableFromInline
    func makeBudget() -> CaseBudget {
        CaseBudget(maxSteps: configuration.maxCaseSteps, maxTime: configuration.maxCaseTime)
    }

    /// Runs the cases with `property` wrapped so that each evaluation,
    /// shrinking's included, runs within a fresh ``CaseBudget``.
    /// The journal of this run, when the configuration asks for one and the
    /// run records into the corpus (``RunJournal``).
    @usableFromInline
    func makeJournal() -> RunJournal? {
        guard let path = configuration.journalPath, configuration.recordsCorpus, configuration.corpusDirectory != nil
        else { return nil }
        return RunJournal(path: path, propertyName: name, testName: testName)
    }

    /// The result of a property the configuration says not to run: skipped,
    /// or started after the deadline (``Configuration/deadline``). It passes
    /// with no case, and is not journalled.
    @usableFromInline
    func notRunResult() -> CheckResult<Value>? {
        let reason: String
        if configuration.skippedProperties.contains(name) {
            reason = "not run: LAWCHECK_SKIP_FILE lists it"
        } else if let deadline = configuration.deadline, Configuration.wallClock >= deadline {
            reason = "not run: LAWCHECK_DEADLINE has passed"
        } else {
            return nil
        }
        var result = CheckResult<Value>(name: name, seed: seed, status: .passed)
        result.warnings = [reason]
        result.report = "Property \"\(name)\" \(reason)."
        return result
    }

    @inlinable
    func run(_ property: (Value) -> PropertyVerdict) -> CheckResult<Value> {
        if let notRun = notRunResult() { return notRun }
        let budget = makeBudget()
        let journal = makeJournal()
        let result = CaseBudget.$current.withValue(budget) {
            runCases(journal: journal) { value in
                budget.begin()
                return budget.verdict(after: property(value))
            }
        }
        journal?.end(result)
        return result
    }

    @inlinable
    func runCases(journal: RunJournal?, _ property: (Value) -> PropertyVerdict) -> CheckResult<Value> {
        var schedule: CaseSchedule<Value>
        switch makeSchedule() {
        case .success(let made): schedule = made
        case .failure(let error): return unusableCorpus(error)
        }
        while let planned = schedule.next() {
            journal?.willEvaluate(schedule.source.choices)
            let verdict = property(planned.value)
            if verdict.failed {
                return shrinkAndReport(&schedule, planned, firstReason: verdict.reason, property)
            }
            schedule.passed(planned.value)
        }
        return finishPassing(&schedule)
    }

    @inlinable
    func run(_ property: (Value) async -> PropertyVerdict) async -> CheckResult<Value> {
        if let notRun = notRunResult() { return notRun }
        let budget = makeBudget()
        let journal = makeJournal()
        let result = await CaseBudget.$current.withValue(budget) {
            await runCases(journal: journal) { value in
                budget.begin()
                return budget.verdict(after: await property(value))
            }
        }
        journal?.end(result)
        return result
    }

    @inlinable
    func runCases(journal: RunJournal?, _ property: (Value) async -> PropertyVerdict) async -> CheckResult<Value> {
        var schedule: CaseSchedule<Value>
        switch makeSchedule() {
        case .success(let made): schedule = made
        case .failure(let error): return unusableCorpus(error)
        }
        while let planned = schedule.next() {
            journal?.willEvaluate(schedule.source.choices)
            let verdict = await property(planned.value)
            if verdict.failed {
                return await shrinkAndReport(&schedule, planned, firstReason: verdict.reason, property)
            }
            schedule.passed(planned.value)
        }
        return finishPassing(&schedule)
    }

    @usableFromInline
    func shrinkAndReport(
        _ schedule: inout CaseSchedule<Value>, _ planned: PlannedCase<Value>, firstReason: String,
        _ property: (Value) -> PropertyVerdict
    ) -> CheckResult<Value> {
        let failing = failingRecord(&schedule)
        var source = schedule.source
        let shrunk = withoutActuallyEscaping(property) { property in
            // The shrinker does not outlive this closure.
            var shrinker = Shrinker<Never>(failing: failing, budget: configuration.shrinkBudget) { candidate in
                source.resetForReplay(candidate)
                guard let value = try? generator.run(&source) else { return nil }
                let record = source.record
                return OracleAnswer(record: record, fails: property(value).failed)
            }
            shrinker.shrink()
            return shrinker.outcome
        }
        let minimal = schedule.replay(shrunk.best.choices)!
        return finish(
            schedule, planned, shrunk, minimal: minimal, verdict: property(minimal), firstReason: firstReason)
    }

    @usableFromInline
    func shrinkAndReport(
        _ schedule: inout CaseSchedule<Value>, _ planned: PlannedCase<Value>, firstReason: String,
        _ property: (Value) async -> PropertyVerdict
    ) async -> CheckResult<Value> {
        let failing = failingRecord(&schedule)
        var source = schedule.source
        // The shrinker is synchronous; it stops whenever it needs a verdict
        // not yet known, and is restarted once that verdict is in. Being
        // deterministic, each restart retraces the same steps.
        // Replays are cached too, so a restart does not regenerate values.
        var verdicts: [[UInt64]: Bool] = [:]
        var replays: [[UInt64]: ChoiceRecord?] = [:]
        let started = ContinuousClock.now
        while true {
            var shrinker = Shrinker<NeedsVerdict>(
                failing: failing, budget: configuration.shrinkBudget, started: started
            ) {
                candidate throws(NeedsVerdict) in
                let replayed: ChoiceRecord?
                if let cached = replays[candidate] {
                    replayed = cached
                } else {
                    source.resetForReplay(candidate)
                    replayed = (try? generator.run(&source)) != nil ? source.record : nil
                    replays[candidate] = replayed
                }
                guard let record = replayed else { return nil }
                guard let failed = verdicts[record.choices] else { throw NeedsVerdict(choices: record.choices) }
                return OracleAnswer(record: record, fails: failed)
            }
            do {
                try shrinker.shrink()
                let minimal = schedule.replay(shrinker.best.choices)!
                let verdict = await property(minimal)
                return finish(
                    schedule, planned, shrinker.outcome, minimal: minimal, verdict: verdict, firstReason: firstReason)
            } catch {
                let value = schedule.replay(error.choices)!
                verdicts[error.choices] = await property(value).failed
            }
        }
    }

    @usableFromInline
    func unusableCorpus(_ error: CorpusError) -> CheckResult<Value> {
        var result = CheckResult<Value>(name: name, seed: seed, status: .unhealthy)
        result.problem = error.message
        result.report = FailureReport.problem(name: name, seed: seed, problem: error.message, warnings: [])
        return result
    }

    @usableFromInline
    func finishPassing(_ schedule: inout CaseSchedule<Value>) -> CheckResult<Value> {
        schedule.finishPassing()
        var result = CheckResult<Value>(name: name, seed: seed, status: schedule.problem == nil ? .passed : .unhealthy)
        result.casesRun = schedule.casesRun
        result.discarded = schedule.discarded
        result.warnings = schedule.warnings
        result.labels = schedule.tally.sorted
        result.problem = schedule.problem
        if let problem = schedule.problem {
            result.report = FailureReport.problem(name: name, seed: seed, problem: problem, warnings: schedule.warnings)
        } else {
            result.report = FailureReport.passing(
                name: name, seed: seed, cases: schedule.casesRun, discarded: schedule.discarded,
                distribution: configuration.showsDistribution ? schedule.tally.table : "",
                warnings: schedule.warnings)
        }
        return result
    }

    /// The result of a failed run. `verdict` is the property's verdict on
    /// `minimal`, evaluated once more for its reason; a pass there means the
    /// property is flaky: its verdict is not a function of the case.
    func finish(
        _ schedule: CaseSchedule<Value>, _ planned: PlannedCase<Value>, _ shrunk: ShrinkOutcome,
        minimal: Value, verdict: PropertyVerdict, firstReason: String
    ) -> CheckResult<Value> {
        let token = ReplayToken(choices: shrunk.best.choices, propertyName: name)
        let isFlaky = !verdict.failed
        let reason =
            isFlaky
            ? "flaky: the minimal case failed while shrinking but passed when run again; "
                + "the first failing case failed with: \(firstReason)"
            : verdict.reason
        // Without an accepted step the minimal case is the original, replayed: printed once.
        let minimalDescription = ValuePrinter.report(minimal)
        let originalDescription = shrunk.acceptedSteps == 0 ? minimalDescription : ValuePrinter.report(planned.value)
        let failure = CheckResult<Value>.Failure(
            caseNumber: planned.origin.caseNumber, fromCorpus: planned.origin.isCorpusEntry,
            origin: planned.origin.description, original: planned.value, minimal: minimal,
            originalDescription: originalDescription,
            minimalDescription: minimalDescription, reason: reason, isFlaky: isFlaky,
            shrinkSteps: shrunk.acceptedSteps, shrinkEvaluations: shrunk.evaluations, shrinkStop: shrunk.stop,
            token: token)
        var result = CheckResult<Value>(name: name, seed: seed, status: .failed)
        result.casesRun = schedule.casesRun
        result.discarded = schedule.discarded
        result.warnings = schedule.warnings
        result.labels = schedule.tally.sorted
        result.failure = failure
        var corpusNote: String?
        if configuration.recordsCorpus, let directory = configuration.corpusDirectory {
            // Recording re-reads the file under its lock, so an unread one (LAWCHECK_CORPUS=skip) serves as well.
            var corpus =
                schedule.corpus ?? CorpusFile(emptyAt: CorpusFile.path(directory: directory, propertyName: name))
            do {
                let entry = CorpusEntry(token: token, printedValue: ValuePrinter.singleLine(minimal))
                if try corpus.record(entry, propertyName: name) {
                    corpusNote = "Recorded the minimal case in \(corpus.path)."
                    result.recordedEntry = true
                }
            } catch {
                let message = "Could not record the minimal case: \(error.message)"
                corpusNote = message
                result.warnings.append(message)
            }
        }
        result.report = FailureReport.failure(
            name: name, seed: seed, testName: testName, failure: failure, origin: planned.origin,
            replayed: configuration.replay, warnings: schedule.warnings, corpusNote: corpusNote)
        return result
    }
}
