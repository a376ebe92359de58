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
