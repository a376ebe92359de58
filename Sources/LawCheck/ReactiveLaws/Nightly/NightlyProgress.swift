/// The progress line the nightly run prints as it goes:
///
///     [  12.0s of 30s] round 1: 12 of 33 laws run, 48210 cases, failures: 0 new, 0 known
///
/// The laws are those run so far in the current round (a round that has just
/// begun has run none), the cases and failures those of the whole run.
public struct NightlyProgress: Sendable, Equatable {
    /// Time since the run began.
    public var elapsed: Duration
    /// The run's budget.
    public var budget: Duration
    /// The current round, from 1.
    public var round: Int
    /// Laws run so far in this round.
    public var lawsDone: Int
    /// Laws in play in this round (the shard's, less those retired by a failure).
    public var lawCount: Int
    /// Cases run so far.
    public var cases: Int
    /// New failures so far.
    public var newFailures: Int
    /// Known failures so far.
    public var knownFailures: Int

    /// A progress report.
    public init(
        elapsed: Duration, budget: Duration, round: Int, lawsDone: Int, lawCount: Int, cases: Int,
        newFailures: Int, knownFailures: Int
    ) {
        self.elapsed = elapsed
        self.budget = budget
        self.round = round
        self.lawsDone = lawsDone
        self.lawCount = lawCount
        self.cases = cases
        self.newFailures = newFailures
        self.knownFailures = knownFailures
    }

    /// The line.
    public var line: String {
        let clock = Self.seconds(elapsed)
        let padded = String(repeating: " ", count: max(0, 7 - clock.count)) + clock
        return "[\(padded) of \(BudgetText.describe(budget))] round \(round): \(lawsDone) of \(lawCount) laws run, "
            + "\(cases) cases, failures: \(newFailures) new, \(knownFailures) known"
    }

    /// Seconds with one decimal, such as `12.3s`.
    public static func seconds(_ duration: Duration) -> String {
        let components = duration.components
        let tenths = components.seconds * 10 + components.attoseconds / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)s"
    }
}
