import LawCheck

/// For every shrinking challenge over many seeds: how often the exact
/// minimum is reached, mean and largest evaluations, mean time per shrink,
/// and the seed index of every run that ended above the minimum.
enum ShrinkQuality {
    static func run(seeds: Int, only names: [String]) {
        print("challenge            found  minimal  mean evals  max evals  mean ms  (\(seeds) seeds, ci profile; seed index i is seed i·0x9E3779B97F4A7C15 + 0x1234; ms = finding + shrinking)")
        let clock = ContinuousClock()
        for challenge in shrinkChallenges + weakSpotChallenges where names.isEmpty || names.contains(challenge.name) {
            var found = 0
            var minimal = 0
            var evaluations = 0
            var mostEvaluations = 0
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
                evaluations += outcome.evaluations
                mostEvaluations = max(mostEvaluations, outcome.evaluations)
                if challenge.expected.contains(shrunk) { minimal += 1 } else {
                    missedSeeds.append(index)
                    if misses.count < 3 { misses.append("seed \(index): " + shrunk) }
                }
            }
            let meanEvaluations = found == 0 ? 0 : Double(evaluations) / Double(found)
            let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            print(
                pad(challenge.name, 20) + pad("\(found)", 7) + pad("\(minimal)", 9) + pad(format(meanEvaluations), 12)
                    + pad("\(mostEvaluations)", 11) + format(milliseconds / Double(seeds)))
            if !missedSeeds.isEmpty { print("    non-minimal at seed indices: " + missedSeeds.map(String.init).joined(separator: ", ")) }
            for miss in misses { print("    missed: \(miss.prefix(160))") }
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
