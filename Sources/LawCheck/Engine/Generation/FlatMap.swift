extension Gen {
    /// Dependent generation: generates a value, then a value of the generator
    /// `transform` makes from it. The dependent part is recorded as one span,
    /// so the shrinker can delete inside it while lowering the choice that
    /// chose it (e.g. a length and the list of that length).
    @inlinable
    public func flatMap<NewValue>(_ transform: @escaping @Sendable (Value) -> Gen<NewValue>) -> Gen<NewValue> {
        let run = self.run
        return Gen<NewValue> { (source: inout ChoiceSource) throws(GenerationStop) in
            let value = try run(&source)
            let span = source.beginSpan(.dependent)
            defer { source.endSpan(span) }
            return try transform(value).run(&source)
        }
    }
}
