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
            // No whole step left below: largestWorking would try one anyway and underflow.
            guard lowered >= step else { return }
            try largestWorking(upTo: lowered / step) { shrinker, count throws(OracleFailure) in
                guard index < shrinker.best.choices.count else { return false }
                return try shrinker.consider(shrinker.setting(index, to: lowered - count * step))
            }
            return
        }
    }
}

extension Shrinker {
    /// Moves one unit from a numeric choice to a later one past the values
    /// the generator rejects at the receiver. A sum that must stay large,
    /// its later part under a filter (`(1, 1000)` → `(0, 1002)` where the
    /// second value must be even), loses the failure when the earlier part
    /// is lowered alone, and `redistributeBetweenPairs` moves exact amounts,
    /// which land on rejected values (`(0, 1001)`). Where the generator
    /// rejected such a one-unit move, the later value drawn under a filter
    /// (not clamped, nor a size or kind read differently), the earlier choice
    /// is lowered by one while the later is raised by the least amount the
    /// generator does not reject, up to `maxRejectedRun`. Like
    /// `lowerPastRejections` it reads what earlier candidates showed: only
    /// pairs whose one-unit move was rejected are tried (those within
    /// `redistributeBetweenPairs`' reach).
    mutating func transferPastRejections() throws(OracleFailure) {
        var first = 0
        while first < best.choices.count {
            defer { first += 1 }
            var second = first + 1
            var partners = 0
            while partners < 2, second < best.choices.count, first < best.choices.count {
                defer { second += 1 }
                guard best.bounds[first] > 1, best.bounds[second] > 1 else { continue }
                partners += 1
                let (a, b) = (best.choices[first], best.choices[second])
                guard a > 0, b < best.bounds[second] else { continue }
                var moved = best.choices
                moved[first] = a - 1
                moved[second] = b + 1
                guard rejected(moved), underFilter(second) else { continue }
                try raisePastRejections(moved, at: second)
            }
        }
    }

    /// Whether the generator rejected `candidate`, read as a different
    /// number of choices (a filter's retry), rather than clamping a choice:
    /// a clamp says the raised value is out of a bound an earlier choice
    /// set, which no larger value gets past.
    func rejected(_ candidate: [UInt64]) -> Bool {
        misread.contains(candidate) && clampedReads[candidate] == nil
    }

    /// Whether the choice at `index` of the best case was drawn inside a
    /// `filter`'s attempt: other generators that read a raised value
    /// differently (a size, a kind) are not got past by raising it further.
    func underFilter(_ index: Int) -> Bool {
        best.spans.contains { $0.label == .filterAttempt && $0.start <= index && index < $0.end }
    }

    /// Raises the choice at `index` of `candidate` (rejected as it is) by
    /// one step at a time, up to `maxRejectedRun`, until the generator no
    /// longer rejects it; that candidate is tried and the search ends.
    mutating func raisePastRejections(_ candidate: [UInt64], at index: Int) throws(OracleFailure) {
        var candidate = candidate
        let (bound, start) = (best.bounds[index], candidate[index])
        while rejected(candidate), candidate[index] < bound, candidate[index] - start < Self.maxRejectedRun {
            candidate[index] += 1
            if !tried.contains(candidate) { _ = try probe(candidate) }
            if exhausted { return }
        }
    }
}
