extension Gen {
    /// `nil` (about one case in five) or a value of this generator; shrinks
    /// to `nil`.
    @inlinable
    public var optional: Gen<Value?> {
        let run = self.run
        return Gen<Value?> { (source: inout ChoiceSource) throws(GenerationStop) in
            let span = source.beginSpan(.optional)
            defer { source.endSpan(span) }
            let present = try source.draw(upTo: 1) { $0.next(upTo: 4) == 0 ? 0 : 1 }
            return present == 1 ? try run(&source) : nil
        }
    }
}
