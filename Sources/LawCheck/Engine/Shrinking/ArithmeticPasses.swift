extension Shrinker {
    /// The divisors `divideChoices` probes a large choice with.
    static var probeDivisors: [UInt64] { [2, 3] }

    /// The largest step `lowerBySteps` looks for.
    static var maxLatticeStep: UInt64 { 16 }

    /// Divides large numeric choices: a property failing only on a lattice
    /// (multiples of some `k`) defeats bisection, which from `2k` only
    /// probes values that are not multiples. Each choice of at least 16 is
    /// divided by 2 and 3, both as a plain number and as a zigzag code
    /// (dividing the magnitude, keeping the sign). Where a division works
    /// the choice is on a lattice: it is divided again while that works,
    /// then lowered by the smallest step that keeps it failing (found by
    /// trying steps 1…16), as many steps as possible. Where none works, it
    /// is lowered by one of its own divisors (`lowerByDivisorSteps`). Few
    /// probes per choice: on a case that is already minimal they are spent
    /// for nothing.
    mutating func divideChoices() throws(OracleFailure) {
        var index = 0
        while index < best.choices.count {
            defer { index += 1 }
            var onLattice = false
            while index < best.choices.count, best.bounds[index] > 1, best.choices[index] >= 16 {
                let value = best.choices[index]
                var divided = false
                for quotient in Self.quotients(of: value) where try consider(setting(index, to: quotient)) {
                    divided = true
                    break
                }
                if !divided { break }
                onLattice = true
            }
            if onLattice {
                try lowerBySteps(index)
            } else if index < best.choices.count, best.bounds[index] > 1, best.choices[index] >= 16 {
                try lowerByDivisorSteps(index)
            }
        }
    }

    /// How many divisor steps `lowerByDivisorSteps` probes.
    static var divisorStepProbes: Int { 5 }

    /// Lowers the choice at `index` by one of its own larger divisors up
    /// to 32 (as a number, or of its zigzag magnitude): the step of a
    /// lattice divides every value on it, also where no quotient is on the
    /// lattice (`140` on multiples of 20 from 100). Where a step works, it
    /// is taken as many times as possible.
    mutating func lowerByDivisorSteps(_ index: Int) throws(OracleFailure) {
        let value = best.choices[index]
        let magnitude = value & 1 == 1 ? value / 2 + 1 : value / 2
        var steps: [UInt64] = []
        for divisor in 2...UInt64(32) {
            if divisor < value, value % divisor == 0 { steps.append(divisor) }
            if divisor < magnitude, magnitude % divisor == 0 { steps.append(2 * divisor) }
        }
        for step in Array(Set(steps)).sorted(by: >).prefix(Self.divisorStepProbes) {
            guard try consider(setting(index, to: value - step)) else { continue }
            try largestWorking(upTo: value / step) { shrinker, count throws(OracleFailure) in
                guard index < shrinker.best.choices.count else { return false }
                return try shrinker.consider(shrinker.setting(index, to: value - count * step))
            }
            return
        }
    }

    /// Lowers the choice at `index` by the smallest step in `1…maxLatticeStep`
    /// (as a plain number, or doubled: one step of a zigzag-coded magnitude)
    /// that keeps the failure, then by as many such steps as possible.
    mutating func lowerBySteps(_ index: Int) throws(OracleFailure) {
        guard index < best.choices.count else { return }
        let value = best.choices[index]
        for size in 1...Self.maxLatticeStep {
            for step in [size, 2 * size] where step < value {
                guard try consider(setting(index, to: value - step)) else { continue }
                try largestWorking(upTo: value / step) { shrinker, count throws(OracleFailure) in
                    guard index < shrinker.best.choices.count else { return false }
                    return try shrinker.consider(shrinker.setting(index, to: value - count * step))
                }
                return
            }
        }
    }

    /// The best case with the choice at `index` set to `value`.
    func setting(_ index: Int, to value: UInt64) -> [UInt64] {
        var candidate = best.choices
        candidate[index] = value
        return candidate
    }

    /// `value` divided by each probe divisor, as a number and as a zigzag
    /// code; ascending, without repeats.
    static func quotients(of value: UInt64) -> [UInt64] {
        var quotients: [UInt64] = []
        for divisor in probeDivisors {
            quotients.append(value / divisor)
            // Zigzag: odd codes are positive magnitudes (code + 1) / 2, even
            // codes negative magnitudes code / 2.
            let magnitude = value & 1 == 1 ? value / 2 + 1 : value / 2
            let divided = magnitude / divisor
            quotients.append(divided == 0 ? 0 : (value & 1 == 1 ? 2 * divided - 1 : 2 * divided))
        }
        return Array(Set(quotients)).sorted()
    }
}

extension Shrinker {
    /// How many steps `lowerByLatticeSteps` probes per choice.
    static var latticeStepProbes: Int { 6 }

    /// Lowers a choice by a lattice step larger than `divideChoices` looks
    /// for (multiples of 45 from 900, stuck at `4095` = 45 · 91, which no
    /// quotient and no divisor up to 32 leaves on the lattice). Two failing
    /// values on a lattice differ by a multiple of its step, so the step
    /// divides the gcd of the amounts the shrink already lowered the choice
    /// by (`loweredBy`): where that gcd is above twice `maxLatticeStep`, its
    /// divisors above that are tried as steps, smallest first (the smallest
    /// that works is the lattice's step), up to `latticeStepProbes`, and the
    /// first that works is taken as many times as possible. It reads only
    /// what earlier steps did, so a choice whose lowerings share no factor
    /// above that costs nothing.
    mutating func lowerByLatticeSteps() throws(OracleFailure) {
        var index = 0
        while index < best.choices.count, index < loweredBy.count {
            defer { index += 1 }
            let (value, lowered) = (best.choices[index], loweredBy[index])
            let least = 2 * Self.maxLatticeStep
            guard lowered > least, value > least else { continue }
            let steps = ([lowered] + Self.divisors(of: lowered)).filter { $0 > least && $0 < value }.sorted()
            for step in steps.prefix(Self.latticeStepProbes) where try consider(setting(index, to: value - step)) {
                let base = value - step
                try largestWorking(upTo: base / step) { shrinker, count throws(OracleFailure) in
                    guard index < shrinker.best.choices.count else { return false }
                    return try shrinker.consider(shrinker.setting(index, to: base - count * step))
                }
                break
            }
        }
    }

    /// The divisors of `value` other than 1 and itself, found by trial
    /// division up to 1024 (each with its cofactor): bounded for any value,
    /// and enough for the lattices a property states.
    static func divisors(of value: UInt64) -> [UInt64] {
        var found: Set<UInt64> = []
        var candidate: UInt64 = 2
        while candidate <= 1024, candidate * candidate <= value {
            if value % candidate == 0 {
                found.insert(candidate)
                found.insert(value / candidate)
            }
            candidate += 1
        }
        return Array(found)
    }
}
