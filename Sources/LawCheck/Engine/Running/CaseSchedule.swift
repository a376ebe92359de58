/// Decides which cases a run evaluates, in order: the `LAWCHECK_REPLAY` case
/// if any, then every corpus entry, then random cases — or only the guided
/// case, if the configuration gives one. It also keeps the
/// run's health accounting (discards, slow or too large generation, time
/// budget) and label tally. The sync and async runners share it and differ
/// only in how they call the property.
///
/// The random-case path is `@inlinable` so that it is specialized for the
/// caller's value type: unspecialized generic code would look up type
/// metadata on every case.
@usableFromInline
struct CaseSchedule<Value> {
    @usableFromInline let name: String
    @usableFromInline let generator: Gen<Value>
    @usableFromInline let configuration: Configuration
    @usableFromInline let iterations: Int
    @usableFromInline let classifiers: [Classifier<Value>]
    @usableFromInline var source: ChoiceSource
    @usableFromInline let corpus: CorpusFile?
    @usableFromInline var random: Xoshiro256StarStar
    @usableFromInline var prioritizedPending: Bool
    @usableFromInline var replayPending: Bool
    @usableFromInline var corpusIndex = 0
    @usableFromInline var randomCases = 0
    @usableFromInline var casesRun = 0
    @usableFromInline var discarded = 0
    @usableFromInline var overruns = 0
    @usableFromInline var warnings: [String] = []
    @usableFromInline var problem: String?
    @usableFromInline var tally = LabelTally()
    /// The scores of the run's targets, when it climbs them (``Classifier/target(_:score:)``).
    @usableFromInline let targets: [@Sendable (Value) -> Double]
    @usableFromInline var climber: TargetClimber
    /// Whether the case just planned is a climbed one.
    @usableFromInline var climbed = false
    /// The feature extractors of the run, when it is guided by them (``Configuration/guidesByFeatures``).
    @usableFromInline let featureExtractors: [@Sendable (Value) -> [UInt64]]
    @usableFromInline var guide = FeatureGuide()
    /// Whether the case just planned is a mutant of the guide's corpus.
    @usableFromInline var guided = false
    @usableFromInline let clock = ContinuousClock()
    @usableFromInline let started: ContinuousClock.Instant

    @usableFromInline
    init(
        name: String, generator: Gen<Value>, configuration: Configuration, seed: Seed,
        iterations: Int, classifiers: [Classifier<Value>], corpus: CorpusFile?
    ) {
        self.name = name
        self.generator = generator
        self.configuration = configuration
        // A guided case is the run's only case, and one case has no label shares to check.
        self.iterations = configuration.guidedCase == nil ? iterations : 0
        self.classifiers = configuration.guidedCase == nil ? classifiers : []
        self.corpus = corpus
        source = ChoiceSource(seed: 0, size: configuration.size, maxChoices: configuration.maxChoices)
        random = Xoshiro256StarStar(seed: seed.derived(forProperty: name))
        // Closures, not key paths: in this generic context a key path is instantiated at run time, on every run.
        targets = configuration.climbsTargets ? classifiers.compactMap { $0.score } : []
        climber = TargetClimber(targets: targets.count)
        featureExtractors = configuration.guidesByFeatures ? classifiers.compactMap { $0.features } : []
        replayPending = configuration.replay != nil
        prioritizedPending =
            configuration.guidedCase != nil || configuration.replay != nil
            || !(corpus?.entries.isEmpty ?? true)
        started = clock.now
    }

    /// Replays `choices`; nil if the generator rejects them.
    @usableFromInline
    mutating func replay(_ choices: [UInt64]) -> Value? {
        source.resetForReplay(choices)
        return try? generator.run(&source)
    }

    /// The next case to evaluate, or nil when the run is over (check
    /// `problem` for a health failure).
    @inlinable
    mutating func next() -> PlannedCase<Value>? {
        if prioritizedPending, let planned = nextPrioritizedCase() { return planned }
        return nextRandomCase()
    }

    /// The replay-token case, then the corpus entries (stale ones become
    /// warnings); nil once they are used up. Generated one at a time, so the
    /// source holds the case just returned.
    @usableFromInline
    mutating func nextPrioritizedCase() -> PlannedCase<Value>? {
        if let guided = configuration.guidedCase {
            prioritizedPending = false
            return plannedGuided(guided)
        }
        if replayPending, let token = configuration.replay {
            replayPending = false
            if let planned = plannedReplay(token) { return planned }
        }
        if let corpus {
            while corpusIndex < corpus.entries.count {
                let (line, entry) = corpus.entries[corpusIndex]
                corpusIndex += 1
                let origin = CaseOrigin.corpus(path: corpus.path, line: line)
                if let value = replay(entry.token.choices), !source.ranPastPrefix {
                    let printed = ValuePrinter.singleLine(value)
                    if printed == entry.printedValue { return planned(value, origin: origin) }
                    warnings.append(
                        "STALE \(origin): it was \(entry.printedValue) but now replays as \(printed); the generator changed. Delete or update the line."
                    )
                } else {
                    warnings.append(
                        "STALE \(origin): \(entry.printedValue) no longer replays (the generator needs other choices); the generator changed. Delete or update the line."
                    )
                }
            }
        }
        prioritizedPending = false
        return nil
    }

    /// The `LAWCHECK_REPLAY` case, if the token is this property's and fits
    /// its generator; otherwise a warning saying why it was not replayed
    /// (the token is quoted as typed: only exact tokens parse).
    @usableFromInline
    mutating func plannedReplay(_ token: ReplayToken) -> PlannedCase<Value>? {
        let belongs = token.belongs(toProperty: name)
        if belongs == false {
            warnings.append(
                "LAWCHECK_REPLAY=\(token) was printed for another property, not \"\(name)\"; ran this property's cases as usual."
            )
            return nil
        }
        guard let value = replay(token.choices), !source.ranPastPrefix else {
            warnings.append(
                "LAWCHECK_REPLAY=\(token) does not fit property \"\(name)\" (its generator needs other choices); ran this property's cases as usual."
            )
            return nil
        }
        if belongs == nil {
            warnings.append(
                "LAWCHECK_REPLAY=\(token) is a v2 token, which does not say which property it was printed for; it fits \"\(name)\", so it was replayed here. Tokens printed now (v3_…) replay only in their property."
            )
        }
        return planned(value, origin: .replayToken)
    }

    /// The guided case; nil when the generator rejects its choices (a
    /// discard, or a problem if the generator is misused).
    @usableFromInline
    mutating func plannedGuided(_ guided: GuidedCase) -> PlannedCase<Value>? {
        source.resetForBytes(guided.bytes)
        do {
            return planned(try generator.run(&source), origin: .guided)
        } catch {
            problem = discardProblem(error)
            return nil
        }
    }

    @inlinable
    mutating func planned(_ value: Value, origin: CaseOrigin) -> PlannedCase<Value> {
        casesRun += 1
        return PlannedCase(value: value, origin: origin)
    }

    @inlinable
    mutating func nextRandomCase() -> PlannedCase<Value>? {
        while randomCases < iterations {
            // Checking time costs a clock read; every 16th case is enough.
            let sampled = randomCases & 15 == 0
            if sampled, timeBudgetSpent() { return nil }
            if let planned = nextClimbedCase() { return planned }
            if let planned = nextGuidedCase() { return planned }
            let before = sampled ? ThreadCPUTime.now : .zero
            source.resetForRandom(random.split())
            do {
                let value = try generator.run(&source)
                if sampled, let problem = slowGenerationProblem(since: before) {
                    self.problem = problem
                    return nil
                }
                randomCases += 1
                return planned(value, origin: .random(randomCases))
            } catch {
                if let problem = discardProblem(error) {
                    self.problem = problem
                    return nil
                }
            }
        }
        return nil
    }

    /// Whether the time budget is spent; the run then ends early, passing
    /// with a warning.
    @usableFromInline
    mutating func timeBudgetSpent() -> Bool {
        guard let limit = configuration.timeLimit, clock.now - started > limit else { return false }
        warnings.append("time budget of \(limit) reached after \(randomCases) of \(iterations) cases.")
        return true
    }

    /// The health problem of a case whose generation used more CPU time
    /// since `before` (``ThreadCPUTime``) than the configuration allows.
    @usableFromInline
    func slowGenerationProblem(since before: Duration) -> String? {
        let elapsed = ThreadCPUTime.now - before
        guard elapsed > configuration.maxGenerationTime else { return nil }
        return "health: generation too slow: case \(randomCases + 1) took \(elapsed) of CPU time to generate "
            + "(limit \(configuration.maxGenerationTime)). Generate smaller values (lower counts, recursion depth or size) "
            + "or raise Configuration.maxGenerationTime."
    }

    /// Counts a case the generator did not produce; a problem ends the run.
    @usableFromInline
    mutating func discardProblem(_ stop: GenerationStop) -> String? {
        if case .misuse(let message) = stop {
            return "generator misuse: \(message)."
        }
        discarded += 1
        if stop == .overrun { overruns += 1 }
        if overruns > max(10, iterations / 10) {
            return
                "health: data too large: \(overruns) cases needed more than \(configuration.maxChoices) random choices. "
                + "Bound collection counts and recursion depth, or raise Configuration.maxChoices."
        }
        if discarded > configuration.maxDiscardRatio * max(iterations, 1) {
            return "health: discarded too many cases: \(discarded) discarded for \(randomCases) valid ones. "
                + "A filter rejects too much: generate valid values directly (map, flatMap, narrower ranges) instead of filtering."
        }
        return nil
    }

    /// Every other case once the warm-up is over, when the run climbs
    /// targets: a mutant of a best case, if the generator accepts it.
    @inlinable
    mutating func nextClimbedCase() -> PlannedCase<Value>? {
        guard !targets.isEmpty, randomCases >= TargetClimber.warmUp, random.next() & 1 == 0,
            let choices = climber.mutant(&random), let value = replay(choices)
        else { return nil }
        randomCases += 1
        climbed = true
        return planned(value, origin: .random(randomCases))
    }

    /// Once the warm-up is over, when the run is guided by features: a mutant
    /// of a case of the guide's corpus, as often as mutants pay
    /// (``FeatureGuide/mutantShare``), if the generator accepts it.
    @inlinable
    mutating func nextGuidedCase() -> PlannedCase<Value>? {
        guard !featureExtractors.isEmpty, randomCases >= FeatureGuide.warmUp,
            random.next(upTo: 999) < guide.mutantShare
        else { return nil }
        let (generator, configuration) = (generator, configuration)
        guard let choices = guide.mutant(&random, record: { Self.recording($0, of: generator, configuration) }),
            let value = replay(choices)
        else { return nil }
        randomCases += 1
        guided = true
        return planned(value, origin: .random(randomCases))
    }

    /// Records a passing case's labels (random cases only), its scores and its features.
    @inlinable
    mutating func passed(_ value: Value) {
        if !classifiers.isEmpty, !climbed, !guided { tally.tally(value, with: classifiers) }
        if !targets.isEmpty { climb(value) }
        if !featureExtractors.isEmpty { steer(value) }
        climbed = false
        guided = false
    }

    /// Keeps the case in the guide's corpus when it shows a new feature: a
    /// mutant with what its replay recorded, a random case with its choices
    /// only (recorded when first drawn, ``FeatureGuide/Entry``).
    @usableFromInline
    mutating func steer(_ value: Value) {
        var features: [UInt64] = []
        for extract in featureExtractors { features += extract(value) }
        let new = guide.observe(features)
        if randomCases > FeatureGuide.warmUp { guide.count(mutant: guided, new: new) }
        guard new else { return }
        let recording = source.isReplaying ? FeatureGuide.Recording(bounds: source.bounds, spans: source.spans) : nil
        guide.keep(FeatureGuide.Entry(choices: source.choices, features: features, recording: recording))
    }

    /// Replays a kept case's `choices` on a source of its own (the run's
    /// source holds the case being planned) for the bounds and spans it records.
    @usableFromInline
    static func recording(_ choices: [UInt64], of generator: Gen<Value>, _ configuration: Configuration)
        -> FeatureGuide.Recording
    {
        var source = ChoiceSource(replaying: choices, size: configuration.size, maxChoices: configuration.maxChoices)
        _ = try? generator.run(&source)
        return FeatureGuide.Recording(bounds: source.bounds, spans: source.spans)
    }

    /// Keeps the case as a target's best when it scores at least as high
    /// (higher, for a random case). A random case is replayed once to record
    /// the bounds of its choices.
    @usableFromInline
    mutating func climb(_ value: Value) {
        var recorded: (choices: [UInt64], bounds: [UInt64])?
        for (index, score) in targets.enumerated() {
            let points = score(value)
            guard climber.improves(points, target: index, climbed: climbed) else { continue }
            let kept: (choices: [UInt64], bounds: [UInt64])
            if let recorded {
                kept = recorded
            } else {
                if !source.isReplaying { _ = replay(source.choices) }
                kept = (source.choices, source.bounds)
                recorded = kept
            }
            climber.best[index] = TargetClimber.Best(score: points, choices: kept.choices, bounds: kept.bounds)
        }
    }

    /// Called once all cases passed: checks coverage requirements.
    @usableFromInline
    mutating func finishPassing() {
        if problem == nil, casesRun == 0, iterations > 0 {
            problem = "health: no valid case was generated."
        }
        let unmet = tally.unmetCoverage(classifiers)
        if problem == nil, !unmet.isEmpty { problem = unmet.joined(separator: "\n") }
    }
}
