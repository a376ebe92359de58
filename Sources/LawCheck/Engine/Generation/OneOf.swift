extension Gen {
    /// A value of one of `generators`, picked uniformly; shrinks toward the
    /// first generator, so list the simplest alternative first.
    @inlinable
    public static func oneOf(_ generators: Gen...) -> Gen {
        oneOf(generators)
    }

    /// A value of one of `generators`, picked uniformly (see `oneOf(_:...)`).
    /// With no generators, every case stops with `GenerationStop.misuse`, so
    /// the property's run reports the misuse.
    @inlinable
    public static func oneOf(_ generators: [Gen]) -> Gen {
        if generators.isEmpty { return misused("Gen.oneOf got no generators; it needs at least one") }
        let runs = generators.map(\.run)
        let bound = UInt64(runs.count - 1)
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            let span = source.beginSpan(.alternative)
            defer { source.endSpan(span) }
            return try runs[Int(source.drawUniform(upTo: bound))](&source)
        }
    }
}
