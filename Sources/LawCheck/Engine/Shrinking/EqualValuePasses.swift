extension Shrinker {
    /// Lowers every occurrence of a repeated numeric value at once, to the
    /// smallest value that keeps the failure: equal values that must stay
    /// equal (a key written twice, a run of one element) may lie far apart
    /// in the sequence, out of reach of the passes that move two nearby
    /// choices together. This also renames a value consistently everywhere
    /// it appears. Then the same within each span, for values that also
    /// occur outside it (where lowering all of them breaks the failure;
    /// where they do not, the candidates are the ones already tried).
    mutating func lowerEqualChoices() throws(OracleFailure) {
        try lowerEqualChoices(in: 0..<best.choices.count, byPairs: true)
        var index = 0
        while index < best.spans.count {
            let span = best.spans[index]
            index += 1
            guard span.end - span.start >= 2, span.end <= best.choices.count,
                span.end - span.start < best.choices.count
            else { continue }
            try lowerEqualChoices(in: span.start..<span.end, byPairs: false)
        }
    }

    /// Lowers together the occurrences inside `range` of each numeric value
    /// repeated there, values in order of first occurrence; `byPairs`, also
    /// two at a time where lowering all fails (only over the whole case:
    /// per span that would cost evaluations for every span of a large case).
    mutating func lowerEqualChoices(in range: Range<Int>, byPairs: Bool) throws(OracleFailure) {
        var seen: Set<UInt64> = []
        var repeated: [UInt64] = []
        var repeatedSet: Set<UInt64> = []
        for position in range where best.bounds[position] > 1 && best.choices[position] > 0 {
            let value = best.choices[position]
            if !seen.insert(value).inserted, repeatedSet.insert(value).inserted { repeated.append(value) }
        }
        for value in repeated {
            let original = best.choices
            guard range.upperBound <= original.count else { return }
            let positions = range.filter { original[$0] == value && best.bounds[$0] > 1 }
            guard positions.count >= 2 else { continue }
            try lower(positions, of: original, from: value)
            guard byPairs, best.choices == original, positions.count > 2 else { continue }
            if try lowerByRole(positions, of: original, from: value) { continue }
            // The value also plays another part (a key 1 beside a value 1):
            // lower two occurrences at a time.
            var pairs = 0
            pairing: for first in positions.indices {
                for second in positions.indices.dropFirst(first + 1) {
                    if pairs == Self.maxEqualPairs { break pairing }
                    pairs += 1
                    try lower([positions[first], positions[second]], of: original, from: value)
                    if best.choices != original { break pairing }
                }
            }
        }
    }

    /// Lowers together the occurrences of `value` at `positions` that play
    /// one role: the same bound at the same offset in their collection
    /// elements (the keys of a map written as `(key, value)` pairs, where
    /// the same number also occurs as a value). Relabelling a key means
    /// renaming it at key positions only; lowering every occurrence changes
    /// the values too, and two at a time leaves the other keys behind.
    /// Returns whether a group was lowered.
    mutating func lowerByRole(_ positions: [Int], of original: [UInt64], from value: UInt64) throws(OracleFailure)
        -> Bool
    {
        for group in roleGroups(of: positions) where group.count >= 2 && group.count < positions.count {
            try lower(group, of: original, from: value)
            if best.choices != original { return true }
        }
        return false
    }

    /// `positions` grouped by role (bound, and offset in the innermost
    /// element span holding the choice), groups in order of first position.
    func roleGroups(of positions: [Int]) -> [[Int]] {
        var offsets = [Int](repeating: -1, count: best.choices.count)
        // Spans are recorded outer before inner: inner elements overwrite.
        for span in best.spans where span.label == .element && span.end <= offsets.count {
            for position in span.start..<span.end { offsets[position] = position - span.start }
        }
        var groups: [[Int]] = []
        var groupOf: [ChoiceRole: Int] = [:]
        for position in positions {
            let role = ChoiceRole(bound: best.bounds[position], offset: offsets[position])
            if let group = groupOf[role] {
                groups[group].append(position)
            } else {
                groupOf[role] = groups.count
                groups.append([position])
            }
        }
        return groups
    }

    /// The most pairs of equal choices `lowerEqualChoices` lowers on their own.
    static var maxEqualPairs: Int { 10 }

    /// Lowers the choices at `positions` of `original`, all `value`, to the
    /// smallest value that keeps the failure.
    mutating func lower(_ positions: [Int], of original: [UInt64], from value: UInt64) throws(OracleFailure) {
        try findSmallest(upTo: value) { shrinker, lowered throws(OracleFailure) in
            var candidate = original
            for position in positions { candidate[position] = lowered }
            return try shrinker.consider(candidate)
        }
    }
}

/// What a choice stands for, as far as the shrinker can tell: its bound and
/// its offset in the innermost collection element holding it (-1 outside).
private struct ChoiceRole: Hashable {
    let bound: UInt64
    let offset: Int
}
