extension Gen {
    /// Dependent generation: generates a value, then a value of the generator
    /// `transform` makes from it. The dependent part is recorded as one span,
    /// so the shrinker can delete inside it while lowering the choice that
    /// chose it (e.g. a length and the list of that length); the whole, with
    /// the choices of the value it depends on, is another span, so that a
    /// subtree chosen by a `flatMap` can replace its ancestor together with
    /// the choice that selected it.
    @inlinable
    public func flatMap<NewValue>(_ transform: @escaping @Sendable (Value) -> Gen<NewValue>) -> Gen<NewValue> {
        let run = self.run
        return Gen<NewValue> { (source: inout ChoiceSource) throws(GenerationStop) in
            let binding = source.beginSpan(.binding)
            defer { source.endSpan(binding) }
            let value = try run(&source)
            let span = source.beginSpan(.dependent)
            defer { source.endSpan(span) }
            return try transform(value).run(&source)
        }
    }
}
