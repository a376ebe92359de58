/// What a property run found; returned by every entry point.
public struct CheckResult<Value> {
    /// How the run ended.
    public enum Status: Sendable, Equatable {
        /// All cases passed.
        case passed
        /// A counterexample was found (see `failure`).
        case failed
        /// The run itself was unhealthy: too many discards, too slow or too
        /// large data, unmet coverage, or a corpus/configuration problem
        /// (see `problem`).
        case unhealthy
    }

    /// The property's name.
    public var name: String
    /// The run seed.
    public var seed: Seed
    /// How the run ended.
    public var status: Status
    /// Cases that ran the property (corpus and replayed cases included).
    public var casesRun = 0
    /// Cases discarded by filters or as too large.
    public var discarded = 0
    /// The counterexample, when `status == .failed`.
    public var failure: Failure?
    /// Why the run was unhealthy, when `status == .unhealthy`.
    public var problem: String?
    /// Problems that do not fail the run, such as stale corpus entries.
    public var warnings: [String] = []
    /// Whether the run added its minimal case to the corpus (a new entry;
    /// an entry already there is never added twice).
    public var recordedEntry = false
    /// Label distribution, most frequent first.
    public var labels: [LabelCount] = []
    /// The full human-readable report (deterministic for a given seed,
    /// unless a time budget ran out).
    public var report = ""

    /// A counterexample and how it was found and shrunk.
    public struct Failure {
        /// 1-based number of the failing random case, or nil if it came from
        /// the corpus, a replay token or a guided case.
        public var caseNumber: Int?
        /// Whether the failing case was a corpus entry.
        public var fromCorpus: Bool
        /// Where the failing case came from, e.g. "case 17" or
        /// "corpus entry Corpus/x.txt:3".
        public var origin: String
        /// The first failing value found.
        public var original: Value
        /// The shrunk value.
        public var minimal: Value
        /// `original` printed.
        public var originalDescription: String
        /// `minimal` printed.
        public var minimalDescription: String
        /// Why the property failed on `minimal` ("returned false", a thrown
        /// error); for a flaky property, that it passed when run again and
        /// why the first failing case failed. Never empty.
        public var reason: String
        /// Whether the property passed when the minimal case was run again
        /// after shrinking: its verdict depends on something besides the case
        /// (state shared between runs, timing, randomness of its own).
        public var isFlaky: Bool
        /// Accepted shrink steps.
        public var shrinkSteps: Int
        /// Property evaluations spent shrinking.
        public var shrinkEvaluations: Int
        /// Why shrinking stopped.
        public var shrinkStop: ShrinkStop
        /// Replays `minimal` exactly.
        public var token: ReplayToken
    }

    /// Whether the run passed.
    public var passed: Bool { status == .passed }
}

extension CheckResult: Sendable where Value: Sendable {}
extension CheckResult.Failure: Sendable where Value: Sendable {}
