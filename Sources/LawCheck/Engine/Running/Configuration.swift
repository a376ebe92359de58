#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything that steers a run. Built from the environment by default
/// (`fromEnvironment`), and overridable per call, so tests never need to
/// mutate the process environment.
public struct Configuration: Sendable {
    /// The run seed; nil picks a fresh one per process (from the clock and the
    /// process id, never from the system random generator) and prints it.
    public var seed: Seed?
    /// The profile the defaults come from.
    public var profile: Profile
    /// Cases per property when the call does not ask for a number.
    public var iterations: Int
    /// A case count that wins over any per-call count (`LAWCHECK_ITERATIONS`).
    public var iterationsOverride: Int?
    /// A shrunk case to replay instead of random cases (`LAWCHECK_REPLAY`).
    public var replay: ReplayToken?
    /// The one case to check, given by a coverage-guided fuzzer, instead of
    /// everything else (see ``GuidedCase``); nil for a normal run. The
    /// corpus is then neither read nor replayed, only recorded into.
    public var guidedCase: GuidedCase?
    /// Where corpus files live; nil disables the corpus.
    public var corpusDirectory: String?
    /// Whether new failing cases are added to the corpus.
    public var recordsCorpus: Bool
    /// Why a run from the environment has no corpus although its caller is
    /// known (a test file outside `Tests/<target>/`); every run warns with it.
    public var corpusWarning: String?
    /// Whether corpus entries are replayed before random cases; false with
    /// `LAWCHECK_CORPUS=skip`, which the report's "rerun the whole run" line
    /// sets: once a failure is recorded, its entry would otherwise fail
    /// first and the run's random cases would not be reached. Recording is
    /// unaffected.
    public var replaysCorpus = true
    /// Limits for shrinking.
    public var shrinkBudget: ShrinkBudget
    /// Wall-time budget for a property's random cases; nil for none
    /// (`LAWCHECK_TIME_LIMIT`, in seconds, sets it).
    public var timeLimit: Duration?
    /// Where to journal each run that records into the corpus, for a
    /// supervising nightly process (`LAWCHECK_JOURNAL`; see the nightly
    /// tools in the nightly article of ReactiveLaws); nil for no journal.
    public var journalPath: String?
    /// Properties not to run at all (`LAWCHECK_SKIP_FILE`: a file of
    /// property names, one a line): a supervising nightly process retires a
    /// law that failed or trapped this way. A skipped property passes with no case.
    public var skippedProperties: Set<String> = []
    /// The wall-clock time, in seconds since 1970, after which no property
    /// starts (`LAWCHECK_DEADLINE`): the end of a supervising nightly
    /// process's budget (a running property ends with its ``timeLimit``). Nil for none.
    public var deadline: Double?
    /// Health: a run fails once more than `maxDiscardRatio` × the case count
    /// of cases were discarded (by `filter`).
    public var maxDiscardRatio: Int
    /// Health: a run fails when generating one case takes more CPU time
    /// than this (thread CPU time, so a loaded machine does not trip it).
    public var maxGenerationTime: Duration
    /// Health: the most choices one case may draw; larger cases are
    /// discarded as too large, and a run with many of them fails.
    public var maxChoices: Int
    /// The most steps one case may spend (``CaseBudget``): on schedules, the
    /// actions the replay's virtual-time scheduler runs. A case that needs
    /// more fails with the budget as its reason, and shrinks like any failure.
    public var maxCaseSteps = 10_000
    /// The most real time one case may take, measured whenever it spends a
    /// step (``CaseBudget``); over it, the case fails like one over ``maxCaseSteps``.
    public var maxCaseTime: Duration = .seconds(10)
    /// The size parameter (`Gen.sized`, default collection lengths).
    public var size: Int
    /// Whether label distributions are printed after a passing run.
    public var showsDistribution: Bool
    /// Whether the run climbs its targets (`Classifier.target`): after a
    /// warm-up, every other case mutates the choices of the best-scoring case
    /// so far. On in the `nightly` profile, off in the others.
    public var climbsTargets: Bool
    /// Whether the run is guided by its cases' features (`Classifier.features`,
    /// `LAWCHECK_FEATURE_GUIDED=1`): after a warm-up, every other case is a
    /// mutant of a kept case that showed a feature no earlier case had,
    /// favouring those with the rarest features. Off by default in every profile.
    public var guidesByFeatures = false

    /// The defaults of `profile`, with the corpus disabled.
    public init(profile: Profile = .dev) {
        self.profile = profile
        seed = nil
        iterations = profile.defaultIterations
        iterationsOverride = nil
        replay = nil
        guidedCase = nil
        corpusDirectory = nil
        recordsCorpus = profile.recordsCorpus
        shrinkBudget = profile.shrinkBudget
        timeLimit = profile.timeLimit
        maxDiscardRatio = 10
        maxGenerationTime = .seconds(1)
        maxChoices = 10_000
        size = 100
        showsDistribution = false
        climbsTargets = profile == .nightly
    }

    /// The case count for a call that asked for `requested` cases (nil: the
    /// profile's default).
    public func effectiveIterations(requested: Int?) -> Int {
        if let iterationsOverride { return iterationsOverride }
        if let requested { return requested * profile.iterationMultiplier }
        return iterations
    }

    /// A configuration from environment variables (see <doc:SeedsAndProfiles>):
    /// `LAWCHECK_PROFILE`, `LAWCHECK_SEED`, `LAWCHECK_ITERATIONS`,
    /// `LAWCHECK_REPLAY`, `LAWCHECK_RECORD`, `LAWCHECK_CORPUS`, `LAWCHECK_CORPUS_DIR`,
    /// `LAWCHECK_SHOW_DISTRIBUTION`, `LAWCHECK_FEATURE_GUIDED`, `LAWCHECK_TIME_LIMIT`,
    /// `LAWCHECK_SHRINK_TIME_LIMIT`, `LAWCHECK_JOURNAL`, `LAWCHECK_SKIP_FILE`, `LAWCHECK_DEADLINE` and `CI`. An empty variable counts as
    /// unset; any other invalid value throws.
    ///
    /// The corpus lives in `LAWCHECK_CORPUS_DIR` if set, else next to the
    /// calling test target (``defaultCorpusDirectory(callerFilePath:)``).
    ///
    /// A test that must be deterministic pins a profile and a seed with
    /// `defaultProfile` and `defaultSeed`: they apply unless `LAWCHECK_PROFILE`
    /// or `LAWCHECK_SEED` say otherwise, so a report's rerun line still
    /// works, and the replay token and the corpus are never turned off.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessEnvironment.variables,
        callerFilePath: String? = nil,
        defaultProfile: Profile? = nil,
        defaultSeed: Seed? = nil
    ) throws(ConfigurationError) -> Configuration {
        func value(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        // Under CI the `ci` profile is the default, as Hypothesis loads its `ci`
        // settings profile when it detects CI: the checked-in laws then run with
        // the case counts and coverage requirements CI is meant to enforce.
        var profile = defaultProfile ?? (value("CI") != nil ? Profile.ci : Profile.dev)
        if let text = value("LAWCHECK_PROFILE") {
            guard let parsed = Profile(rawValue: text) else {
                throw ConfigurationError(variable: "LAWCHECK_PROFILE", value: text, expected: "dev, ci or nightly")
            }
            profile = parsed
        }
        var configuration = Configuration(profile: profile)
        if value("CI") != nil { configuration.recordsCorpus = false }
        configuration.seed = defaultSeed
        if let text = value("LAWCHECK_SEED") {
            guard let seed = Seed(hex: text) else {
                throw ConfigurationError(
                    variable: "LAWCHECK_SEED", value: text, expected: "0x followed by 1 to 16 hexadecimal digits")
            }
            configuration.seed = seed
        }
        if let text = value("LAWCHECK_ITERATIONS") {
            guard let count = Int(text), count > 0 else {
                throw ConfigurationError(variable: "LAWCHECK_ITERATIONS", value: text, expected: "a positive integer")
            }
            configuration.iterationsOverride = count
        }
        if let text = value("LAWCHECK_REPLAY") {
            do {
                configuration.replay = try ReplayToken(parsing: text)
            } catch {
                throw ConfigurationError(
                    variable: "LAWCHECK_REPLAY", value: text, expected: "a token printed by LawCheck (\(error.reason))")
            }
        }
        if let text = value("LAWCHECK_RECORD") {
            configuration.recordsCorpus = try flag(text, variable: "LAWCHECK_RECORD")
        }
        if let text = value("LAWCHECK_CORPUS") {
            switch text {
            case "replay": configuration.replaysCorpus = true
            case "skip": configuration.replaysCorpus = false
            default: throw ConfigurationError(variable: "LAWCHECK_CORPUS", value: text, expected: "replay or skip")
            }
        }
        if let text = value("LAWCHECK_TIME_LIMIT") {
            configuration.timeLimit = try seconds(text, variable: "LAWCHECK_TIME_LIMIT")
        }
        if let text = value("LAWCHECK_SHRINK_TIME_LIMIT") {
            configuration.shrinkBudget.timeLimit = try seconds(text, variable: "LAWCHECK_SHRINK_TIME_LIMIT")
        }
        configuration.journalPath = value("LAWCHECK_JOURNAL")
        if let path = value("LAWCHECK_SKIP_FILE") {
            guard let bytes = try? CorpusFile.readFile(path) else {
                throw ConfigurationError(
                    variable: "LAWCHECK_SKIP_FILE", value: path, expected: "a readable file of property names")
            }
            configuration.skippedProperties = Set(
                String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init))
        }
        if let text = value("LAWCHECK_DEADLINE") {
            guard let seconds = Double(text), seconds > 0 else {
                throw ConfigurationError(variable: "LAWCHECK_DEADLINE", value: text, expected: "seconds since 1970")
            }
            configuration.deadline = seconds
        }
        if let text = value("LAWCHECK_FEATURE_GUIDED") {
            configuration.guidesByFeatures = try flag(text, variable: "LAWCHECK_FEATURE_GUIDED")
        }
        if let text = value("LAWCHECK_SHOW_DISTRIBUTION") {
            configuration.showsDistribution = try flag(text, variable: "LAWCHECK_SHOW_DISTRIBUTION")
        }
        if let directory = value("LAWCHECK_CORPUS_DIR") {
            configuration.corpusDirectory = directory
        } else if let callerFilePath {
            configuration.corpusDirectory = defaultCorpusDirectory(callerFilePath: callerFilePath)
            if configuration.corpusDirectory == nil {
                configuration.corpusWarning =
                    "no corpus: \(callerFilePath) is not in a package's Tests/<target>/ folder "
                    + "(a test target with a custom path:?), so failing cases are neither recorded nor replayed; "
                    + "set LAWCHECK_CORPUS_DIR to the corpus directory."
            }
        }
        return configuration
    }

    /// Where a property checked from `callerFilePath` keeps its corpus when
    /// `LAWCHECK_CORPUS_DIR` is unset: `Tests/<target>/LawCorpus` of the
    /// package and test target the file belongs to, so each test target of
    /// each package keeps its own corpus beside its sources. Nil for a file
    /// outside a package's `Tests/<target>/` folder: such a caller names its
    /// corpus directory itself.
    ///
    /// The folder holds data, not sources: exclude it from the test target in
    /// `Package.swift` (`exclude: ["LawCorpus"]`), or SwiftPM warns about
    /// unhandled files. A run that records creates it, with a README, if it
    /// is missing, so that the exclusion finds it before any failure is recorded.
    public static func defaultCorpusDirectory(callerFilePath: String) -> String? {
        guard let root = PackageRoot.find(above: callerFilePath) else { return nil }
        let inside = callerFilePath.dropFirst(root.count).split(separator: "/")
        guard inside.count >= 3, inside[0] == "Tests" else { return nil }
        return root + "/Tests/" + inside[1] + "/LawCorpus"
    }

    private static func seconds(_ text: String, variable: String) throws(ConfigurationError) -> Duration {
        guard let seconds = Double(text), seconds > 0, seconds < 1e9 else {
            throw ConfigurationError(
                variable: variable, value: text, expected: "a positive number of seconds, such as 2.5")
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    private static func flag(_ text: String, variable: String) throws(ConfigurationError) -> Bool {
        switch text {
        case "1": return true
        case "0": return false
        default: throw ConfigurationError(variable: variable, value: text, expected: "1 or 0")
        }
    }

    /// The wall clock, in seconds since 1970 (for ``deadline``).
    static var wallClock: Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The seed a run with this configuration uses: ``seed``, else the
    /// process's own (fresh per process, printed in reports).
    public var effectiveSeed: Seed { seed ?? Self.processSeed }

    /// The seed used when none is configured: one per process, from the
    /// wall clock and the process id, mixed by SplitMix64.
    static let processSeed: Seed = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds =
            UInt64(truncatingIfNeeded: now.tv_sec) &* 1_000_000_000 &+ UInt64(truncatingIfNeeded: now.tv_nsec)
        return Seed(SplitMix64.mix(nanoseconds ^ (UInt64(truncatingIfNeeded: getpid()) << 32)))
    }()
}
