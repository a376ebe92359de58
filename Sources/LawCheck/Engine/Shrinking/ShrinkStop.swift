/// Why a shrink stopped.
public enum ShrinkStop: Sendable, Equatable {
    /// No pass could improve the case any further.
    case minimal
    /// The evaluation budget ran out first.
    case evaluationBudgetExhausted(Int)
    /// The time budget ran out first.
    case timeBudgetExhausted(Duration)
}
