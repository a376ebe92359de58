extension Shrinker {
    /// How far below a value `lowerPastRejections` looks for one the
    /// generator accepts.
    static var maxRejectedRun: UInt64 { 32 }

    /// Lowers choices past values the generator rejects. Under a `filter`
    /// (or any generator that reads a choice differently than given, such
    /// as one clamping it to a bound an earlier choice set) most lower
    /// values are never generated: bisection probes them, finds each
    /// rejected, and stops above the least failing value (`2047` where only
    /// values ending in 7 are generated and `1007` is the least failing).
    /// For each numeric choice whose next lower value the generator did not
    /// read as given, it tries the values below one by one, skipping those
    /// rejected too, up to `maxRejectedRun`; the first the generator reads
    /// as given either fails (it is kept, and the choice is lowered by that
    /// step as many times as possible: accepted values of a filter are
    /// often evenly spaced, `x % 10 == 7`) or passes (a real boundary, and
    /// the search stops). Choices whose lower neighbour the generator read
    /// as given cost nothing: the pass only reads what earlier candidates
    /// showed.
    mutating func lowerPastRejections() throws(OracleFailure) {
        var index = 0
        while index < best.choices.count {
            defer { index += 1 }
            let value = best.choices[index]
            guard best.bounds[index] > 1, value >= 2, misread.contains(setting(index, to: value - 1)) else { continue }
            try lowerToNearestAccepted(index)
        }
    }

    /// Lowers the choice at `index` to the nearest lower value the
    /// generator reads as given, if the property fails there, then by that
    /// step as many times as possible.
    mutating func lowerToNearestAccepted(_ index: Int) throws(OracleFailure) {
        let value = best.choices[index]
        for step in 1...min(value, Self.maxRejectedRun) {
            let candidate = setting(index, to: value - step)
            if !tried.contains(candidate) { _ = try probe(candidate) }
            if exhausted { return }
            if misread.contains(candidate) { continue }
            // Read as given: it failed and is now the best case, or it
            // passed (or was not an improvement), a real boundary.
            guard best.choices == candidate else { return }
            let lowered = value - step
            try largestWorking(upTo: lowered / step) { shrinker, count throws(OracleFailure) in
                guard index < shrinker.best.choices.count else { return false }
                return try shrinker.consider(shrinker.setting(index, to: lowered - count * step))
            }
            return
        }
    }
}
