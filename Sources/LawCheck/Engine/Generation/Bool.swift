extension Gen where Value == Bool {
    /// `false` or `true` with equal probability; shrinks to `false`.
    @inlinable
    public static var bool: Gen<Bool> {
        Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            try source.draw(upTo: 1) { $0.next() & 1 } == 1
        }
    }
}
