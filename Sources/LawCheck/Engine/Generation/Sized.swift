extension Gen {
    /// A generator built from the run's size parameter
    /// (`Configuration.size`, default 100).
    @inlinable
    public static func sized(_ make: @escaping @Sendable (Int) -> Gen) -> Gen {
        Gen { (source: inout ChoiceSource) throws(GenerationStop) in try make(source.size).run(&source) }
    }
}
