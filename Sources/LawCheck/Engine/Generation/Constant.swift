extension Gen where Value: Sendable {
    /// Always generates `value`, drawing no choices.
    @inlinable
    public static func constant(_ value: Value) -> Gen {
        Gen { _ in value }
    }
}
