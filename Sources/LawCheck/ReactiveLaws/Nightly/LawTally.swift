/// What the nightly run did with one law, over all its rounds: a row of the summary table.
public struct LawTally: Sendable, Equatable {
    /// The law's property name.
    public var name: String
    /// Times the law ran (once per round it took part in); 0 when the
    /// budget ran out, or the run was interrupted, before its turn.
    public var runs = 0
    /// Cases run, corpus entries included.
    public var cases = 0
    /// Failures on random cases whose minimal case was not in the corpus when the run began.
    public var newFailures = 0
    /// Failures of entries already in the corpus (or shrunk to one).
    public var knownFailures = 0
    /// Lines the run added to the law's corpus file.
    public var newCorpusEntries = 0
    /// Why the law could not be checked, if it could not.
    public var problem: String?
    /// The schedule classes (swarm features among them) the law's random
    /// cases reached over all its runs; empty for laws not on schedules.
    public var featuresSeen: Set<ScheduleClass> = []
    /// Coverage counters of `Reactive` the law's cases reached first, when the
    /// run measures coverage (guided mode); nil for random runs, shown as `—`.
    public var newCoverage: Int?

    /// A law not run yet.
    public init(name: String) {
        self.name = name
    }

    /// Whether the law is done for this run: a failed law would mostly find
    /// its failure again, and a law that cannot be checked stays so.
    public var isRetired: Bool {
        newFailures + knownFailures > 0 || problem != nil
    }
}
