extension Gen {
    /// Arrays of this generator's values; `count` bounds the length (default
    /// `0...size`). Shrinks by deleting elements and shrinking them.
    @inlinable
    public func array(count: ClosedRange<Int>? = nil) -> Gen<[Value]> {
        if let message = CountPlan.misuse(count, in: "array(count:)") { return .misused(message) }
        let run = self.run
        let plan = CountPlan(count)
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
