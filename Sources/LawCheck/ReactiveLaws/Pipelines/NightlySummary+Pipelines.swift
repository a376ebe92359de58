extension NightlySummary {
    /// The pipeline laws' share of the run, printed above the verdict: how
    /// many of the shard's laws they are, and so their share of the budget
    /// (every law gets an equal share of each round), and their share of the
    /// cases run. Nil when the shard holds none.
    public var pipelineShare: String? {
        let pipelines = tallies.filter {
            $0.name.hasPrefix("Signal pipelines") || $0.name.hasPrefix("ReactiveSequence pipelines")
        }
        guard !pipelines.isEmpty, !tallies.isEmpty else { return nil }
        let cases = pipelines.reduce(0) { $0 + $1.cases }
        let allCases = max(1, total.cases)
        func percent(_ part: Int, _ whole: Int) -> String {
            String(Double(part * 1000 / whole) / 10) + "%"
        }
        return "Pipelines: \(pipelines.count) of \(Self.count(tallies.count, "law")), "
            + "\(percent(pipelines.count, tallies.count)) of the budget (an equal share per law), "
            + "\(Self.count(cases, "case")) (\(percent(cases, allCases)) of all)."
    }
}
