import LawCheck

/// What one run of a catalogued law found, without its value type: what the
/// nightly run needs to count cases, tell new failures from known ones and
/// print the report.
public struct LawOutcome: Sendable {
    /// A failure's replay token and where its case came from.
    public struct Failure: Sendable, Equatable {
        /// Replays the minimal case.
        public var token: ReplayToken
        /// Whether the failing case was a corpus entry (a known failure)
        /// rather than a random case.
        public var fromCorpus: Bool

        /// A failure.
        public init(token: ReplayToken, fromCorpus: Bool) {
            self.token = token
            self.fromCorpus = fromCorpus
        }
    }

    /// Cases that ran the property, corpus entries included.
    public var casesRun: Int
    /// The counterexample, if the law failed.
    public var failure: Failure?
    /// Why the law could not be checked (health, an unreadable corpus), if so.
    public var problem: String?
    /// Problems that did not fail the run, such as stale corpus entries.
    public var warnings: [String]
    /// LawCheck's full report.
    public var report: String
    /// How many of the run's random cases had each label (schedule classes among them).
    public var labels: [LabelCount]

    /// An outcome.
    public init(
        casesRun: Int, failure: Failure? = nil, problem: String? = nil, warnings: [String] = [], report: String = "",
        labels: [LabelCount] = []
    ) {
        self.casesRun = casesRun
        self.failure = failure
        self.problem = problem
        self.warnings = warnings
        self.report = report
        self.labels = labels
    }

    /// The outcome of a LawCheck run.
    public init<Value>(_ result: CheckResult<Value>) {
        self.init(
            casesRun: result.casesRun,
            failure: result.failure.map { Failure(token: $0.token, fromCorpus: $0.fromCorpus) },
            problem: result.status == .unhealthy ? (result.problem ?? "unhealthy") : nil,
            warnings: result.warnings,
            report: result.report,
            labels: result.labels)
    }
}
