extension Gen {
    /// A value of one of the generators, picked with probability proportional
    /// to its weight; shrinks toward the first one listed. With no
    /// generators, a negative weight or a total weight of zero (or one that
    /// overflows `Int`), every case stops with `GenerationStop.misuse`, so
    /// the property's run reports the misuse.
    @inlinable
    public static func frequency(_ weighted: [(weight: Int, generator: Gen)]) -> Gen {
        if weighted.isEmpty { return misused("Gen.frequency got no generators; it needs at least one") }
        if let negative = weighted.firstIndex(where: { $0.weight < 0 }) {
            return misused(
                "Gen.frequency got the negative weight \(weighted[negative].weight) (generator \(negative + 1)); weights must be 0 or more"
            )
        }
        var sum = 0
        for (weight, _) in weighted {
            let (next, overflow) = sum.addingReportingOverflow(weight)
            if overflow { return misused("Gen.frequency got weights whose total overflows Int") }
            sum = next
        }
        let total = sum
        if total == 0 { return misused("Gen.frequency got weights adding up to 0; at least one must be positive") }
        let runs = weighted.map(\.generator.run)
        let weights = weighted.map { UInt64($0.weight) }
        let bound = UInt64(runs.count - 1)
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            let span = source.beginSpan(.alternative)
            defer { source.endSpan(span) }
            let index = try source.draw(upTo: bound) { random in
                var ticket = random.next(upTo: UInt64(total - 1))
                for (index, weight) in weights.enumerated() {
                    if ticket < weight { return UInt64(index) }
                    ticket -= weight
                }
                return bound
            }
            return try runs[Int(index)](&source)
        }
    }
}
