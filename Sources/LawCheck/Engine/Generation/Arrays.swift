extension Gen {
    /// Arrays of this generator's values; `count` bounds the length (default
    /// `0...size`). Shrinks by deleting elements and shrinking them.
    @inlinable
    public func array(count: ClosedRange<Int>? = nil) -> Gen<[Value]> {
        if let message = CountPlan.misuse(count, in: "array(count:)") { return .misused(message) }
        return array(plan: CountPlan(count))
    }

    /// Arrays whose random lengths are one of `preferredCounts` a quarter of
    /// the time (clamped to `count`), for data whose interesting sizes are
    /// known — block and buffer boundaries such as 16, 32, 64. Shrinks like
    /// ``array(count:)-(ClosedRange<Int>?)``: deleting any element, whatever length was drawn.
    @inlinable
    public func array(count: ClosedRange<Int>, preferring preferredCounts: [Int]) -> Gen<[Value]> {
        if let message = CountPlan.misuse(count, in: "array(count:preferring:)") { return .misused(message) }
        return array(plan: CountPlan(count, preferring: preferredCounts))
    }

    @inlinable
    func array(plan: CountPlan) -> Gen<[Value]> {
        let run = self.run
        return Gen<[Value]> { (source: inout ChoiceSource) throws(GenerationStop) in
            let collection = source.beginSpan(.collection)
            var loop = ElementLoop(source: &source, plan: plan)
            var elements: [Value] = []
            elements.reserveCapacity(loop.target)
            while let span = try loop.nextElement(accepted: elements.count, source: &source) {
                elements.append(try run(&source))
                source.endSpan(span)
            }
            source.endSpan(collection)
            return elements
        }
    }

    /// Arrays of exactly `count` elements (no "continue?" choices).
    @inlinable
    public func array(count: Int) -> Gen<[Value]> {
        array(count: count...count)
    }
}
