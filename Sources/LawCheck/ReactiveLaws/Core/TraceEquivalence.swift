import LawCheck

extension Equivalence where Observation == Trace {
    /// Equal traces, ticks included, under the input's schedule; a
    /// disagreement is drawn as a marble diagram of the sources, `want` and `got`.
    public static func trace(schedule: @escaping @Sendable (Input) -> Schedule) -> Equivalence {
        Equivalence(equal: ==) { input, got, want in
            Marbles.diagram(schedule(input), traces: [("want", want), ("got", got)]) + "\n" + Marbles.legend
        }
    }
}
