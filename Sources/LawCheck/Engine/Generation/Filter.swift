extension Gen {
    /// Generates values of this generator that satisfy `isIncluded`, trying up
    /// to `maxAttempts` candidates; past that the case is discarded (and too
    /// many discarded cases fail the run with a health message).
    ///
    /// Each attempt is a span, so the shrinker can delete rejected attempts.
    @inlinable
    public func filter(maxAttempts: Int = 100, _ isIncluded: @escaping @Sendable (Value) -> Bool) -> Gen {
        let run = self.run
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            for _ in 0..<maxAttempts {
                // In a replay past the given choices every attempt draws only
                // zeros and so repeats the previous one: give up at once.
                let repeatsForever = source.isReplaying && source.position >= source.prefix.count
                let span = source.beginSpan(.filterAttempt)
                let value = try run(&source)
                source.endSpan(span)
                if isIncluded(value) { return value }
                if repeatsForever { break }
            }
            throw .filterExhausted(attempts: maxAttempts)
        }
    }
}
