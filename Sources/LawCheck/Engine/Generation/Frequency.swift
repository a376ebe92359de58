extension Gen {
    /// A value of one of the generators, picked with probability proportional
    /// to its weight; shrinks toward the first one listed.
    @inlinable
    public static func frequency(_ weighted: [(weight: Int, generator: Gen)]) -> Gen {
        precondition(!weighted.isEmpty, "frequency needs at least one generator")
        precondition(weighted.allSatisfy { $0.weight >= 0 }, "frequency weights must not be negative")
        let total = weighted.reduce(0) { $0 + $1.weight }
        precondition(total > 0, "frequency needs a positive total weight")
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
