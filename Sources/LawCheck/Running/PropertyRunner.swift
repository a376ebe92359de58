/// Runs one property: the case schedule, shrinking of the first failure,
/// corpus recording and the report. Reporting to a test framework is left to
/// the caller (`check`), so this is also the non-reporting engine.
struct PropertyRunner<Value> {
    let name: String
    let generator: Gen<Value>
    let configuration: Configuration
    let iterations: Int
    let classifiers: [Classifier<Value>]
    /// The test to name in the printed replay command.
    let testName: String

    /// A suspension of the shrinker: the async runner must evaluate the
    /// property on the case with these choices, then restart the shrink.
    struct NeedsVerdict: Error {
        let choices: [UInt64]
    }

    var seed: Seed { configuration.seed ?? Configuration.processSeed }

    /// Loads the corpus and sets up the schedule; nil plus a result if the
    /// corpus is unusable.
    func makeSchedule() -> Result<CaseSchedule<Value>, CorpusError> {
        var corpus: CorpusFile?
        if let directory = configuration.corpusDirectory {
            do {
                corpus = try CorpusFile(path: CorpusFile.path(directory: directory, propertyName: name))
            } catch {
                return .failure(error)
            }
        }
        return .success(CaseSchedule(
            name: name, generator: generator, configuration: configuration, seed: seed,
            iterations: iterations, classifiers: classifiers, corpus: corpus))
    }

    func run(_ property: (Value) -> PropertyVerdict) -> CheckResult<Value> {
        var schedule: CaseSchedule<Value>
        switch makeSchedule() {
        case .success(let made): schedule = made
        case .failure(let error): return unusableCorpus(error)
        }
        while let planned = schedule.next() {
            if !property(planned.value).failed {
                schedule.passed(planned.value)
                continue
            }
            let failing = schedule.source.record
            let source = schedule.source
            let shrunk = withoutActuallyEscaping(property) { property in
                // The shrinker never outlives this call.
                var shrinker = Shrinker<Never>(failing: failing, budget: configuration.shrinkBudget) { candidate in
                    source.resetForReplay(candidate)
                    guard let value = try? generator.run(source), property(value).failed else { return nil }
                    return source.record
                }
                shrinker.shrink()
                return shrinker.outcome
            }
            let minimal = schedule.replay(shrunk.best.choices)!
            return finish(schedule, planned, shrunk, minimal: minimal, reason: property(minimal).reason)
        }
        return finishPassing(&schedule)
    }

    func run(_ property: (Value) async -> PropertyVerdict) async -> CheckResult<Value> {
        var schedule: CaseSchedule<Value>
        switch makeSchedule() {
        case .success(let made): schedule = made
        case .failure(let error): return unusableCorpus(error)
        }
        while let planned = schedule.next() {
            if await !property(planned.value).failed {
                schedule.passed(planned.value)
                continue
            }
            let failing = schedule.source.record
            let source = schedule.source
            // The shrinker is synchronous; it stops whenever it needs a
            // verdict not yet known, and is restarted once that verdict is
            // in. Being deterministic, each restart retraces the same steps.
            var verdicts: [[UInt64]: Bool] = [:]
            while true {
                var shrinker = Shrinker<NeedsVerdict>(failing: failing, budget: configuration.shrinkBudget) {
                    candidate throws(NeedsVerdict) in
                    source.resetForReplay(candidate)
                    guard (try? generator.run(source)) != nil else { return nil }
                    guard let failed = verdicts[source.choices] else { throw NeedsVerdict(choices: source.choices) }
                    return failed ? source.record : nil
                }
                do {
                    try shrinker.shrink()
                    let minimal = schedule.replay(shrinker.best.choices)!
                    let reason = await property(minimal).reason
                    return finish(schedule, planned, shrinker.outcome, minimal: minimal, reason: reason)
                } catch {
                    let value = schedule.replay(error.choices)!
                    verdicts[error.choices] = await property(value).failed
                }
            }
        }
        return finishPassing(&schedule)
    }

    private func unusableCorpus(_ error: CorpusError) -> CheckResult<Value> {
        var result = CheckResult<Value>(name: name, seed: seed, status: .unhealthy)
        result.problem = error.message
        result.report = FailureReport.problem(name: name, seed: seed, problem: error.message, warnings: [])
        return result
    }

    private func finishPassing(_ schedule: inout CaseSchedule<Value>) -> CheckResult<Value> {
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
                distribution: configuration.showsDistribution || !classifiers.isEmpty ? schedule.tally.table : "",
                warnings: schedule.warnings)
        }
        return result
    }

    private func finish(
        _ schedule: CaseSchedule<Value>, _ planned: PlannedCase<Value>, _ shrinker: ShrinkOutcome,
        minimal: Value, reason: String
    ) -> CheckResult<Value> {
        let token = ReplayToken(choices: shrinker.best.choices)
        let minimalDescription = ValuePrinter.pretty(minimal)
        var failure = CheckResult<Value>.Failure(
            caseNumber: planned.caseNumber, origin: planned.origin, original: planned.value, minimal: minimal,
            originalDescription: ValuePrinter.pretty(planned.value), minimalDescription: minimalDescription,
            reason: reason, shrinkSteps: shrinker.acceptedSteps, shrinkEvaluations: shrinker.evaluations,
            shrinkStop: shrinker.stop, token: token)
        failure.reason = reason
        var result = CheckResult<Value>(name: name, seed: seed, status: .failed)
        result.casesRun = schedule.casesRun
        result.discarded = schedule.discarded
        result.warnings = schedule.warnings
        result.labels = schedule.tally.sorted
        result.failure = failure
        var corpusNote: String?
        if var corpus = schedule.corpus, configuration.recordsCorpus {
            do {
                let entry = CorpusEntry(token: token, printedValue: ValuePrinter.singleLine(minimal))
                let header = "# LawCheck regression corpus of \"\(name)\": <replay token> <counterexample>"
                if try corpus.record(entry, header: header) {
                    corpusNote = "Recorded the minimal case in \(corpus.path)."
                }
            } catch {
                corpusNote = "Could not record the minimal case: \(error.message)"
                result.warnings.append(corpusNote!)
            }
        }
        result.report = FailureReport.failure(
            name: name, seed: seed, testName: testName, failure: failure, warnings: schedule.warnings,
            corpusNote: corpusNote)
        return result
    }
}
