extension Gen {
    /// Generates values of this generator transformed by `transform`; shrinks
    /// as this generator does.
    @inlinable
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Gen<NewValue> {
        let run = self.run
        return Gen<NewValue> { (source: inout ChoiceSource) throws(GenerationStop) in transform(try run(&source)) }
    }
}
