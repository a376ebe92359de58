/// The corpus of a feature-guided run (``Configuration/guidesByFeatures``):
/// every case that showed a feature (``Classifier/features(_:)``) no earlier
/// case showed, kept with its choices, and mutants of them. A coverage-guided
/// fuzzer's loop (AFL, libFuzzer, HypoFuzz) with the law's features in place
/// of code coverage and LawCheck's choice mutations (``ChoiceMutation``) in
/// place of byte mutations.
@usableFromInline
struct FeatureGuide {
    /// A kept case: its choices with their bounds, and the features it showed.
    @usableFromInline
    struct Entry {
        @usableFromInline var choices: [UInt64]
        @usableFromInline var bounds: [UInt64]
        @usableFromInline var features: [UInt64]
    }

    /// Random cases before the first mutant: the corpus starts from what they showed.
    @usableFromInline static let warmUp = 32
    /// Entries drawn to pick the one to mutate: the one with the rarest feature wins.
    @usableFromInline static let tournament = 3

    @usableFromInline var entries: [Entry] = []
    /// How many cases showed each feature.
    @usableFromInline var hits: [UInt64: Int] = [:]

    @usableFromInline
    init() {}

    /// Counts a case's `features` (each once); whether any is new.
    @usableFromInline
    mutating func observe(_ features: [UInt64]) -> Bool {
        var new = false
        for feature in Set(features) {
            let count = hits[feature, default: 0] + 1
            hits[feature] = count
            if count == 1 { new = true }
        }
        return new
    }

    /// How common the rarest feature of `entry` is now: entries holding rare
    /// features are the ones worth mutating (the power schedule of AFL-like fuzzers).
    @usableFromInline
    func rarity(_ entry: Entry) -> Int {
        entry.features.lazy.map { hits[$0, default: 0] }.min() ?? .max
    }

    /// The choices of the next mutant: the entry with the rarest feature of
    /// a few drawn at random, mutated; nil while the corpus is empty.
    @usableFromInline
    mutating func mutant(_ random: inout Xoshiro256StarStar) -> [UInt64]? {
        guard !entries.isEmpty else { return nil }
        var pick = entries[Int(random.next(upTo: UInt64(entries.count - 1)))]
        for _ in 1..<Self.tournament {
            let other = entries[Int(random.next(upTo: UInt64(entries.count - 1)))]
            if rarity(other) < rarity(pick) { pick = other }
        }
        return ChoiceMutation.mutate(pick.choices, bounds: pick.bounds, &random)
    }
}
