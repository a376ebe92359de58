import LawCheck

extension LawInput: CustomReportDescription {
    /// The sample, then only the parameters away from their simplest values
    /// (`f(x) = 0`, `k(x) = []`, `x = 0`, `p(x) = x < 0`, …): a law's unused
    /// parameters shrink to those, and the parameters it uses are printed in
    /// the report's `where` line (``Law/parameters``), so a law that uses only
    /// `n` no longer lists `f`, `g`, `k`, `h`, `x` and `p` with its counterexample.
    public var reportDescription: String {
        let shown = LawParameter.allCases.map { describe([$0]) }.filter { !Self.simplest.contains($0) }
        return shown.isEmpty ? "\(sample)" : "\(sample)\n" + shown.joined(separator: ", ")
    }

    /// Each parameter at the value it shrinks to, as ``describe(_:)`` prints it.
    static var simplest: Set<String> {
        ["f(x) = 0", "g(x) = 0", "k(x) = []", "h(x) = []", "x = 0", "n = 0", "p(x) = x < 0"]
    }
}
