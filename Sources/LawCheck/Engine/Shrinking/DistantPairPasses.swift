extension Shrinker {
    /// Lowers two numeric choices together by the same amount, however far
    /// apart: two parts that must fall together (a fixed difference, equal
    /// values coded from different origins, such as `1...30` beside
    /// `0...30`, whose choices differ by the offset) but sit further apart
    /// than `redistributeBetweenPairs` looks (two numeric choices ahead),
    /// say in a record with fields between them. Lowering either alone
    /// breaks the failure; lowering both keeps their difference. Pairs
    /// within that pass's reach, and pairs with a zero, are skipped.
    mutating func lowerDistantPairs() throws(OracleFailure) {
        var first = 0
        while first < best.choices.count {
            defer { first += 1 }
            guard best.bounds[first] > 1, best.choices[first] > 0 else { continue }
            var numericSeen = 0
            var second = first + 1
            while second < best.choices.count, best.choices[first] > 0 {
                defer { second += 1 }
                guard best.bounds[second] > 1 else { continue }
                numericSeen += 1
                guard numericSeen > 2, best.choices[second] > 0 else { continue }
                try lowerTogether(first, second)
            }
        }
    }

    /// The most swaps `swapDistantChoices` tries in one go.
    static var maxDistantSwaps: Int { 64 }

    /// Swaps two numeric choices of the same bound anywhere in the case
    /// where the later is smaller: two values that must trade places (a
    /// pair that must stay unequal in a symmetric property, fields of a
    /// tuple) are not siblings, so the reordering passes never see them,
    /// and lowering the first alone passes through cases that do not fail.
    mutating func swapDistantChoices() throws(OracleFailure) {
        var swaps = 0
        var first = 0
        while first < best.choices.count {
            defer { first += 1 }
            guard best.bounds[first] > 1 else { continue }
            var second = first + 1
            while second < best.choices.count, first < best.choices.count {
                defer { second += 1 }
                let (a, b) = (best.choices[first], best.choices[second])
                // A zero is moved by lowering the other: no swap needed.
                guard best.bounds[second] == best.bounds[first], b < a, b > 0 else { continue }
                if swaps == Self.maxDistantSwaps { return }
                swaps += 1
                var candidate = best.choices
                candidate.swapAt(first, second)
                try consider(candidate)
            }
        }
    }
}
