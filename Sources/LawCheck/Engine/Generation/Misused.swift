extension Gen {
    /// What a generator built with unusable arguments becomes: every case
    /// stops with `.misuse(message)`, so the property's run fails as
    /// unhealthy naming the misuse, instead of a precondition killing the
    /// whole test process.
    @usableFromInline
    static func misused(_ message: String) -> Gen {
        Gen { (_: inout ChoiceSource) throws(GenerationStop) in throw .misuse(message) }
    }
}
