extension Shrinker {
    /// Sets every span that is not all zeros to zeros, largest spans first.
    mutating func zeroSpans() throws(OracleFailure) {
        var index = 0
        while index < best.spans.count {
            let span = best.spans[index]
            index += 1
            guard span.end <= best.choices.count, span.end - span.start >= 2, span.label != .binding else { continue }
            let slice = best.choices[span.start..<span.end]
            guard slice.contains(where: { $0 != 0 }) else { continue }
            _ = try consider(replacing(span.start..<span.end, with: ArraySlice(repeating: 0, count: slice.count)))
        }
    }

    /// Lowers every choice to the smallest value that keeps the failure.
    /// With `numericOnly`, yes/no choices (bound 1) are left alone: zeroing
    /// one of those usually removes structure (a subtree, an element), and
    /// the deletion passes should get the first chance to remove structure
    /// in the way that shortens the case most. For the same reason the pass
    /// ends as soon as a change alters the case's structure (its spans).
    mutating func minimizeChoices(numericOnly: Bool) throws(OracleFailure) {
        var index = 0
        while index < best.choices.count {
            let original = best.choices[index]
            let structure = best.spans
            defer { index += 1 }
            if original > 0, !numericOnly || best.bounds[index] > 1 {
                try findSmallest(upTo: original) { shrinker, value throws(OracleFailure) in
                    guard index < shrinker.best.choices.count else { return true }
                    if value >= shrinker.best.choices[index] { return true }
                    var candidate = shrinker.best.choices
                    candidate[index] = value
                    return try shrinker.consider(candidate)
                }
                if best.spans != structure { return }
            }
        }
    }
}
