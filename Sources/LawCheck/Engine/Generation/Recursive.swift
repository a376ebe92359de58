extension Gen {
    /// A recursive generator: each node is either a `base` value or an
    /// `expand`ed one built from child nodes, where `expand` receives the
    /// recursive generator itself. The size budget `maxDepth` bounds the
    /// nesting: at that depth only `base` is used, and branching gets less
    /// likely with depth so random trees stay small.
    ///
    /// Every node is a span, which lets the shrinker replace a node by one of
    /// its descendants.
    public static func recursive(
        maxDepth: Int = 5,
        base: Gen,
        expand: @escaping @Sendable (Gen) -> Gen
    ) -> Gen {
        precondition(maxDepth >= 0, "maxDepth must not be negative")
        let base = base.run
        @Sendable func node(_ source: inout ChoiceSource) throws(GenerationStop) -> Value {
            let span = source.beginSpan(.recursion)
            defer { source.endSpan(span) }
            let depth = source.recursionDepth
            // The choice is drawn even at the depth limit (bound 0), so a
            // node's choices line up wherever the shrinker moves it.
            let branches = try source.draw(upTo: depth >= maxDepth ? 0 : 1) { random in
                random.next(upTo: UInt64(depth) + 1) == 0 ? 1 : 0
            }
            if branches == 0 { return try base(&source) }
            source.recursionDepth += 1
            defer { source.recursionDepth -= 1 }
            return try expand(Gen(node)).run(&source)
        }
        return Gen(node)
    }
}
