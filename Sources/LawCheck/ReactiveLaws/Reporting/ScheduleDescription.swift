extension Schedule: CustomStringConvertible {
    /// The schedule as marble lines (sources, then `sub` when the output is
    /// subscribed late or disposed), so reports show counterexamples as diagrams.
    public var description: String {
        Marbles.diagram(self, traces: [])
    }
}
