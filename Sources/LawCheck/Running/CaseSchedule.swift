/// One case ready for the property.
struct PlannedCase<Value> {
    let value: Value
    /// 1-based random case number; nil for replayed and corpus cases.
    let caseNumber: Int?
    /// Where the case came from, for the report.
    let origin: String
}

/// Decides which cases a run evaluates, in order: the `LAWCHECK_REPLAY` case
/// if any, then every corpus entry, then random cases. It also keeps the
/// run's health accounting (discards, slow or too large generation, time
/// budget) and label tally. The sync and async runners share it and differ
/// only in how they call the property.
struct CaseSchedule<Value> {
    let name: String
    let generator: Gen<Value>
    let configuration: Configuration
    let iterations: Int
    let classifiers: [Classifier<Value>]
    let source: ChoiceSource
    let corpus: CorpusFile?
    private var random: Xoshiro256StarStar
    private var replayPending: Bool
    private var corpusIndex = 0
    private var randomCases = 0
    private(set) var casesRun = 0
    private(set) var discarded = 0
    private var overruns = 0
    private(set) var warnings: [String] = []
    private(set) var problem: String?
    private(set) var tally = LabelTally()
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant

    init(
        name: String, generator: Gen<Value>, configuration: Configuration, seed: Seed,
        iterations: Int, classifiers: [Classifier<Value>], corpus: CorpusFile?
    ) {
        self.name = name
        self.generator = generator
        self.configuration = configuration
        self.iterations = iterations
        self.classifiers = classifiers
        self.corpus = corpus
        source = ChoiceSource(seed: 0, size: configuration.size, maxChoices: configuration.maxChoices)
        random = Xoshiro256StarStar(seed: seed.derived(forProperty: name))
        replayPending = configuration.replay != nil
        started = clock.now
    }

    /// Replays `choices`; nil if the generator rejects them.
    func replay(_ choices: [UInt64]) -> Value? {
        source.resetForReplay(choices)
        return try? generator.run(source)
    }

    /// The next case to evaluate, or nil when the run is over (check
    /// `problem` for a health failure).
    mutating func next() -> PlannedCase<Value>? {
        if replayPending, let token = configuration.replay {
            replayPending = false
            if let value = replay(token.choices), !source.ranPastPrefix {
                return planned(value, number: nil, origin: "LAWCHECK_REPLAY")
            }
            warnings.append("LAWCHECK_REPLAY=\(token) does not fit property \"\(name)\" (its generator needs other choices); ran random cases instead.")
        }
        if let corpus {
            while corpusIndex < corpus.entries.count {
                let (line, entry) = corpus.entries[corpusIndex]
                corpusIndex += 1
                let origin = "corpus entry \(corpus.path):\(line)"
                if let value = replay(entry.token.choices), !source.ranPastPrefix {
                    let printed = ValuePrinter.singleLine(value)
                    if printed == entry.printedValue { return planned(value, number: nil, origin: origin) }
                    warnings.append("STALE \(origin): it was \(entry.printedValue) but now replays as \(printed); the generator changed. Delete or update the line.")
                } else {
                    warnings.append("STALE \(origin): \(entry.printedValue) no longer replays (the generator needs other choices); the generator changed. Delete or update the line.")
                }
            }
        }
        return nextRandomCase()
    }

    private mutating func planned(_ value: Value, number: Int?, origin: String) -> PlannedCase<Value> {
        casesRun += 1
        return PlannedCase(value: value, caseNumber: number, origin: origin)
    }

    private mutating func nextRandomCase() -> PlannedCase<Value>? {
        while randomCases < iterations {
            // Checking time costs a clock read; every 16th case is enough.
            let sampled = randomCases & 15 == 0
            if sampled, let limit = configuration.timeLimit, clock.now - started > limit {
                warnings.append("time budget of \(limit) reached after \(randomCases) of \(iterations) cases.")
                return nil
            }
            let before = sampled ? clock.now : started
            source.resetForRandom(random.split())
            do {
                let value = try generator.run(source)
                if sampled {
                    let elapsed = clock.now - before
                    if elapsed > configuration.maxGenerationTime {
                        problem = "health: generation too slow: case \(randomCases + 1) took \(elapsed) to generate "
                            + "(limit \(configuration.maxGenerationTime)). Generate smaller values (lower counts, recursion depth or size) "
                            + "or raise Configuration.maxGenerationTime."
                        return nil
                    }
                }
                randomCases += 1
                return planned(value, number: randomCases, origin: "case \(randomCases)")
            } catch {
                discarded += 1
                if error == .overrun { overruns += 1 }
                if let problem = healthProblem() {
                    self.problem = problem
                    return nil
                }
            }
        }
        return nil
    }

    private func healthProblem() -> String? {
        if overruns > max(10, iterations / 10) {
            return "health: data too large: \(overruns) cases needed more than \(configuration.maxChoices) random choices. "
                + "Bound collection counts and recursion depth, or raise Configuration.maxChoices."
        }
        if discarded > configuration.maxDiscardRatio * max(iterations, 1) {
            return "health: discarded too many cases: \(discarded) discarded for \(randomCases) valid ones. "
                + "A filter rejects too much: generate valid values directly (map, flatMap, narrower ranges) instead of filtering."
        }
        return nil
    }

    /// Records a passing case's labels.
    mutating func passed(_ value: Value) {
        if !classifiers.isEmpty { tally.tally(value, with: classifiers) }
    }

    /// Called once all cases passed: checks coverage requirements.
    mutating func finishPassing() {
        if problem == nil, randomCases == 0, iterations > 0, casesRun == 0 {
            problem = "health: no valid case was generated."
        }
        let unmet = tally.unmetCoverage(classifiers)
        if problem == nil, !unmet.isEmpty { problem = unmet.joined(separator: "\n") }
    }
}
