extension Gen where Value: Hashable & SendableMetatype {
    /// Sets of this generator's values with `count` elements (default
    /// `0...size`). Elements are generated as an array and inserted in order,
    /// so the result never depends on hashing; duplicates are skipped.
    @inlinable
    public func set(count: ClosedRange<Int>? = nil) -> Gen<Set<Value>> {
        if let message = CountPlan.misuse(count, in: "set(count:)") { return .misused(message) }
        let run = self.run
        let plan = CountPlan(count)
        return Gen<Set<Value>> { (source: inout ChoiceSource) throws(GenerationStop) in
            let collection = source.beginSpan(.collection)
            var loop = ElementLoop(source: &source, plan: plan)
            var elements = Set<Value>()
            while let span = try loop.nextElement(accepted: elements.count, source: &source) {
                elements.insert(try run(&source))
                source.endSpan(span)
            }
            source.endSpan(collection)
            return elements
        }
    }

    /// Dictionaries with keys from this generator and values from `values`,
    /// with `count` entries (default `0...size`); a repeated key keeps its
    /// first value.
    @inlinable
    public func dictionary<Element>(
        values: Gen<Element>, count: ClosedRange<Int>? = nil
    ) -> Gen<[Value: Element]> {
        if let message = CountPlan.misuse(count, in: "dictionary(values:count:)") { return .misused(message) }
        let keys = self.run
        let values = values.run
        let plan = CountPlan(count)
        return Gen<[Value: Element]> { (source: inout ChoiceSource) throws(GenerationStop) in
            let collection = source.beginSpan(.collection)
            var loop = ElementLoop(source: &source, plan: plan)
            var entries: [Value: Element] = [:]
            while let span = try loop.nextElement(accepted: entries.count, source: &source) {
                let key = try keys(&source)
                let value = try values(&source)
                if entries[key] == nil { entries[key] = value }
                source.endSpan(span)
            }
            source.endSpan(collection)
            return entries
        }
    }
}
