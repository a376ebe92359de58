extension Gen where Value: Sendable {
    /// One of `elements`, picked uniformly; shrinks toward the first. With no
    /// elements, every case stops with `GenerationStop.misuse`, so the
    /// property's run reports the misuse.
    @inlinable
    public static func element(of elements: [Value]) -> Gen {
        guard !elements.isEmpty else {
            return misused("Gen.element(of:) got an empty array; it needs at least one element")
        }
        let bound = UInt64(elements.count - 1)
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            elements[Int(try source.drawUniform(upTo: bound))]
        }
    }

}
