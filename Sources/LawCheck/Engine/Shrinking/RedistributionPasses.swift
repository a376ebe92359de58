extension Shrinker {
    /// For pairs of numeric choices (bound > 1) with at most one other numeric
    /// choice between them: lower both by the
    /// same amount (keeps their difference, e.g. `x == y`), and move an amount
    /// from the earlier to the later one (keeps their sum, e.g. wrapping sums).
    /// Moving by even amounts is tried too, since for zigzag-coded integers
    /// an odd step flips the sign.
    mutating func redistributeBetweenPairs() throws(OracleFailure) {
        var first = 0
        while first < best.choices.count {
            var second = first + 1
            var partners = 0
            while partners < 2, second < best.choices.count, first < best.choices.count {
                if best.bounds[first] > 1, best.bounds[second] > 1 {
                    partners += 1
                    if best.choices[first] > 0 {
                        try lowerTogether(first, second)
                        let unmoved = best.choices
                        try transfer(from: first, to: second, step: 1)
                        try transfer(from: first, to: second, step: 2)
                        // A transfer that stopped where the two must stay
                        // apart (e.g. `x > y` with `x` earlier) leaves them
                        // nearly equal: now both can drop together.
                        if best.choices != unmoved { try lowerTogether(first, second) }
                        try mergeOddChoices(first, second)
                    }
                }
                second += 1
            }
            first += 1
        }
    }

    mutating func lowerTogether(_ first: Int, _ second: Int) throws(OracleFailure) {
        let a = best.choices[first]
        let b = best.choices[second]
        let most = min(a, b)
        guard most > 0 else { return }
        try largestWorking(upTo: most) { shrinker, amount throws(OracleFailure) in
            var candidate = shrinker.best.choices
            guard first < candidate.count, second < candidate.count else { return false }
            candidate[first] = a - amount
            candidate[second] = b - amount
            return try shrinker.consider(candidate)
        }
    }

    mutating func transfer(from first: Int, to second: Int, step: UInt64) throws(OracleFailure) {
        let a = best.choices[first]
        let b = best.choices[second]
        let bound = best.bounds[second]
        let most = a / step
        guard most > 0 else { return }
        try largestWorking(upTo: most) { shrinker, units throws(OracleFailure) in
            var candidate = shrinker.best.choices
            guard first < candidate.count, second < candidate.count else { return false }
            let amount = units * step
            candidate[first] = a - amount
            candidate[second] = b > bound - min(bound, amount) ? bound : b + amount
            return try shrinker.consider(candidate)
        }
    }

    /// For zigzag-coded integers, odd choices are positive values: emptying
    /// the first into the second (`a → 0`, `b → b + a + 1`) moves the whole
    /// value across, keeping the sum (e.g. `[1, 99]` → `[0, 100]`).
    mutating func mergeOddChoices(_ first: Int, _ second: Int) throws(OracleFailure) {
        guard first < best.choices.count, second < best.choices.count else { return }
        let a = best.choices[first]
        let b = best.choices[second]
        let bound = best.bounds[second]
        // `a < bound` first: `a + 1` overflows for the largest choice.
        guard a & 1 == 1, b & 1 == 1, a < bound, b <= bound - (a + 1) else { return }
        var candidate = best.choices
        candidate[first] = 0
        candidate[second] = b + a + 1
        try consider(candidate)
    }

    /// Finds (roughly) the largest amount in `1...upper` that `accepts`:
    /// tries everything first, then 1 (bailing out if even that fails), then
    /// bisects.
    mutating func largestWorking(
        upTo upper: UInt64,
        _ accepts: (inout Self, UInt64) throws(OracleFailure) -> Bool
    ) throws(OracleFailure) {
        if try accepts(&self, upper) { return }
        if upper == 1 { return }
        guard try accepts(&self, 1) else { return }
        var low: UInt64 = 1  // works
        var high = upper  // fails
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if try accepts(&self, middle) { low = middle } else { high = middle }
        }
    }
}
