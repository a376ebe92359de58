/// A preset of case counts, budgets and corpus recording
/// (`LAWCHECK_PROFILE=dev|ci|nightly`).
public enum Profile: String, Sendable, CaseIterable {
    /// Local development: 100 cases, corpus recording on.
    case dev
    /// Continuous integration: 200 cases, corpus recording off.
    case ci
    /// Nightly soak runs: 10,000 cases within a 60 s budget per property,
    /// corpus recording on.
    case nightly

    /// Cases run by default.
    public var defaultIterations: Int {
        switch self {
        case .dev: 100
        case .ci: 200
        case .nightly: 10_000
        }
    }

    /// A per-call case count is multiplied by this, so properties that ask
    /// for more (or fewer) cases keep their proportion across profiles.
    public var iterationMultiplier: Int {
        switch self {
        case .dev: 1
        case .ci: 2
        case .nightly: 100
        }
    }

    /// Wall-time budget for one property's random cases, if any.
    public var timeLimit: Duration? {
        self == .nightly ? .seconds(60) : nil
    }

    /// Whether failing cases are recorded into the corpus by default.
    public var recordsCorpus: Bool {
        self != .ci
    }

    /// The shrinking budget.
    public var shrinkBudget: ShrinkBudget {
        self == .nightly
            ? ShrinkBudget(maxEvaluations: 50_000, timeLimit: .seconds(300))
            : ShrinkBudget(maxEvaluations: 5_000, timeLimit: .seconds(30))
    }
}
