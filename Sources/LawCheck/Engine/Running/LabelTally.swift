/// Tallies labels over a run.
@usableFromInline
struct LabelTally {
    private(set) var counts: [String: Int] = [:]
    private(set) var cases = 0

    @usableFromInline
    init() {}

    @usableFromInline
    mutating func tally<Value>(_ value: Value, with classifiers: [Classifier<Value>]) {
        cases += 1
        for classifier in classifiers {
            switch classifier.kind {
            case .label(let label): counts[label(value), default: 0] += 1
            case .classify(let label, let condition), .cover(_, let label, let condition):
                if condition(value) { counts[label, default: 0] += 1 }
            case .target, .features: break
            }
        }
    }

    /// Labels by decreasing count, then alphabetically (never hash order).
    var sorted: [LabelCount] {
        counts.map { LabelCount(label: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label }
    }

    /// The distribution as text, one label per line.
    var table: String {
        sorted.map { entry in
            let share = cases == 0 ? 0 : Double(entry.count) * 100 / Double(cases)
            return "  \(Self.format(share))% \(entry.label) (\(entry.count))"
        }.joined(separator: "\n")
    }

    /// Messages for every coverage requirement demonstrably not met.
    func unmetCoverage<Value>(_ classifiers: [Classifier<Value>]) -> [String] {
        classifiers.compactMap { classifier in
            guard case .cover(let percentage, let label, _) = classifier.kind, cases > 0 else { return nil }
            let hits = counts[label] ?? 0
            let upper = Self.wilsonUpperBound(successes: hits, trials: cases, z: 2.576)
            guard upper * 100 < percentage else { return nil }
            let observed = Double(hits) * 100 / Double(cases)
            return
                "coverage: only \(Self.format(observed))% of \(cases) cases were \"\(label)\" but \(Self.format(percentage))% are required "
                + "(99% confidence upper bound \(Self.format(upper * 100))%). Make the generator produce such cases more often "
                + "(e.g. with frequency), or lower the requirement."
        }
    }

    static func wilsonUpperBound(successes: Int, trials: Int, z: Double) -> Double {
        let n = Double(trials)
        let p = Double(successes) / n
        let z2 = z * z
        let centre = p + z2 / (2 * n)
        let margin = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
        return min(1, (centre + margin) / (1 + z2 / n))
    }

    /// One decimal, deterministic.
    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
