/// One law's run that the nightly (``NightlyRun``) hands to a child process,
/// so that a trap ends that law, not the run: which law, with the round's
/// configuration, and where the child journals it (a ``/LawCheck/RunJournal``, which
/// the parent reads back as a ``JournalRun``).
///
/// The parent passes it in the environment (``environment``, one variable);
/// the child reads it back with ``init(environment:)``: a process started
/// with it runs that law only (``NightlyRun/run(_:output:)``).
public struct NightlyLawLaunch: Sendable, Equatable {
    /// The variable that carries a launch.
    public static let variable = "LAWCHECK_NIGHTLY_LAW"

    /// The law's property name.
    public var law: String
    /// The round, from 1: its seed derives from the run seed (``NightlyRun/seed(round:)``).
    public var round: Int
    /// The law's time for random cases.
    public var slice: Duration
    /// What is left of the budget: a failure may shrink that long (at least ``NightlyRun/minimumShrinkTime``).
    public var remaining: Duration
    /// Where the child journals the law's run.
    public var journalPath: String

    /// A launch.
    public init(law: String, round: Int, slice: Duration, remaining: Duration, journalPath: String) {
        self.law = law
        self.round = round
        self.slice = slice
        self.remaining = remaining
        self.journalPath = journalPath
    }

    /// The child's environment: ``variable`` set to the launch, its fields
    /// separated by tabs (durations in milliseconds).
    public var environment: [String: String] {
        let fields = [
            law, "\(round)", "\(Self.milliseconds(slice))", "\(Self.milliseconds(remaining))", journalPath,
        ]
        return [Self.variable: fields.joined(separator: "\t")]
    }

    /// The launch `environment` carries; nil when it carries none, or one
    /// that does not parse.
    public init?(environment: [String: String]) {
        guard let text = environment[Self.variable] else { return nil }
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5, let round = Int(fields[1]), round >= 1, let slice = Int64(fields[2]),
            let remaining = Int64(fields[3]), !fields[4].isEmpty
        else { return nil }
        self.init(
            law: fields[0], round: round, slice: .milliseconds(slice), remaining: .milliseconds(remaining),
            journalPath: fields[4])
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
