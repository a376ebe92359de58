/// Limits on one shrink: the number of property evaluations and wall time.
/// When either runs out the shrink stops and the report says so.
public struct ShrinkBudget: Sendable, Equatable {
    /// Maximum number of candidate cases evaluated.
    public var maxEvaluations: Int
    /// Maximum wall-clock time.
    public var timeLimit: Duration

    /// A budget with the given limits.
    public init(maxEvaluations: Int = 5_000, timeLimit: Duration = .seconds(30)) {
        self.maxEvaluations = maxEvaluations
        self.timeLimit = timeLimit
    }
}

/// Why a shrink stopped.
public enum ShrinkStop: Sendable, Equatable {
    /// No pass could improve the case any further.
    case minimal
    /// The evaluation budget ran out first.
    case evaluationBudgetExhausted(Int)
    /// The time budget ran out first.
    case timeBudgetExhausted(Duration)
}

/// The result of a shrink.
struct ShrinkOutcome: Sendable {
    /// The smallest failing case found.
    let best: ChoiceRecord
    /// Property evaluations spent.
    let evaluations: Int
    /// Accepted (strictly improving) steps.
    let acceptedSteps: Int
    /// Why shrinking stopped.
    let stop: ShrinkStop
}
