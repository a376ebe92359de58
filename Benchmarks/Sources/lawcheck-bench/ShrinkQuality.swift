import LawCheck

/// For every shrinking challenge over many seeds: how often the exact
/// minimum is reached, median, mean and largest evaluations, mean time per
/// shrink, and the seed index of every run that ended above the minimum.
/// The challenges the passes were developed on and the held-out ones
/// (`heldOutChallenges`) are reported in separate tables; beside each
/// median, its budget (`shrinkBudgets`), marked `OVER` where exceeded.
enum ShrinkQuality {
    static func run(seeds: Int, only names: [String]) {
        let selected = { (challenge: ShrinkChallenge) in names.isEmpty || names.contains(challenge.name) }
        let developed = (shrinkChallenges + weakSpotChallenges).filter(selected)
        let heldOut = heldOutChallenges.map(\.challenge).filter(selected)
        for (title, challenges) in [("challenges", developed), ("held out", heldOut)] where !challenges.isEmpty {
            print(
                pad(title, 21)
                    + "found  minimal  median evals (budget)  mean evals  max evals  mean ms  (\(seeds) seeds, ci profile; "
                    + "seed index i is seed i·0x9E3779B97F4A7C15 + 0x1234; ms = finding + shrinking)")
            for challenge in challenges { report(challenge, seeds: seeds) }
        }
    }

    /// Runs `challenge` over `seeds` seeds and prints its row.
    static func report(_ challenge: ShrinkChallenge, seeds: Int) {
        let clock = ContinuousClock()
        var found = 0
        var minimal = 0
        var perShrink: [Int] = []
        var elapsed = Duration.zero
        var missedSeeds: [Int] = []
        var misses: [String] = []
        for index in 0..<seeds {
            var configuration = Configuration(profile: .ci)
            configuration.seed = Seed(UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234)
            let started = clock.now
            let outcome = challenge.run(configuration)
            elapsed += clock.now - started
            guard outcome.status == .failed, let shrunk = outcome.minimal else { continue }
            found += 1
            perShrink.append(outcome.evaluations)
            if challenge.expected.contains(shrunk) {
                minimal += 1
            } else {
                missedSeeds.append(index)
                if misses.count < 3 { misses.append("seed \(index): " + shrunk) }
            }
        }
        let meanEvaluations = found == 0 ? 0 : Double(perShrink.reduce(0, +)) / Double(found)
        let budget =
            shrinkBudgets[challenge.name].map { limit in
                "(" + format(limit) + (medianValue(perShrink).map { $0 > limit } == true ? " OVER)" : ")")
            } ?? ""
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        print(
            pad(challenge.name, 21) + pad("\(found)", 7) + pad("\(minimal)", 9)
                + pad(median(perShrink) + " " + budget, 22)
                + pad(format(meanEvaluations), 12) + pad("\(perShrink.max() ?? 0)", 11)
                + format(milliseconds / Double(seeds)))
        if !missedSeeds.isEmpty {
            print("    non-minimal at seed indices: " + missedSeeds.map(String.init).joined(separator: ", "))
        }
        for miss in misses { print("    missed: \(miss.prefix(160))") }
    }

    /// The median of `values` (the mean of the middle two for an even
    /// count), "-" when there are none.
    static func median(_ values: [Int]) -> String {
        medianValue(values).map(format) ?? "-"
    }

    static func medianValue(_ values: [Int]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? Double(sorted[middle]) : Double(sorted[middle - 1] + sorted[middle]) / 2
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
