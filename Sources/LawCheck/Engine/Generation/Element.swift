extension Gen where Value: Sendable {
    /// One of `elements`, picked uniformly; shrinks toward the first.
    @inlinable
    public static func element(of elements: [Value]) -> Gen {
        precondition(!elements.isEmpty, "element(of:) needs at least one element")
        let bound = UInt64(elements.count - 1)
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            elements[Int(try source.drawUniform(upTo: bound))]
        }
    }
}
