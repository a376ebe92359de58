/// The corpus of a feature-guided run (``Configuration/guidesByFeatures``):
/// every case that showed a feature (``Classifier/features(_:)``) no earlier
/// case showed, kept with its choices, and mutants of them. A coverage-guided
/// fuzzer's loop (AFL, libFuzzer, HypoFuzz) with the law's features in place
/// of code coverage, and mutations that know the case's structure in place
/// of byte mutations: an element of a collection (a source of a schedule,
/// a value of a source) deleted, duplicated or replaced by an element of
/// another kept case, and LawCheck's choice mutations (``ChoiceMutation``).
@usableFromInline
struct FeatureGuide {
    /// A kept case: its choices with their bounds, the spans of its
    /// collections' elements, and the features it showed.
    @usableFromInline
    struct Entry {
        @usableFromInline var choices: [UInt64]
        @usableFromInline var bounds: [UInt64]
        @usableFromInline var elements: [Span]
        @usableFromInline var features: [UInt64]

        @usableFromInline
        init(choices: [UInt64], bounds: [UInt64], spans: [Span], features: [UInt64]) {
            self.choices = choices
            self.bounds = bounds
            elements = spans.filter { $0.label == .element && $0.end > $0.start }
            self.features = features
        }
    }

    /// Random cases before the first mutant: the corpus starts from what they showed.
    @usableFromInline static let warmUp = 32
    /// Entries drawn to pick the one to mutate: the one with the rarest feature wins.
    @usableFromInline static let tournament = 3
    /// The newest entries, which parents are drawn from: the frontier of what
    /// the run reached (every schedule shows some new order of events, so the
    /// corpus grows nearly as fast as cases run, and an old entry is close to
    /// a random case).
    @usableFromInline static let frontier = 16
    /// The most entries kept: a long run (millions of cases, nearly all new
    /// for schedules) forgets its oldest quarter when full, so memory stays bounded.
    @usableFromInline static let capacity = 4_096

    @usableFromInline var entries: [Entry] = []
    /// After the warm-up, per kind of case (random, mutant): cases run, and
    /// those that showed a new feature.
    @usableFromInline var trials = (random: 0, mutant: 0)
    @usableFromInline var finds = (random: 0, mutant: 0)
    /// How many cases showed each feature.
    @usableFromInline var hits: [UInt64: Int] = [:]

    @usableFromInline
    init() {}

    /// Keeps `entry`, forgetting the oldest quarter of the entries when full.
    @usableFromInline
    mutating func keep(_ entry: Entry) {
        if entries.count >= Self.capacity { entries.removeFirst(Self.capacity / 4) }
        entries.append(entry)
    }

    /// The most features counted: past it, counting starts afresh (what is
    /// new is then judged against the recent cases only), so memory stays bounded.
    @usableFromInline static let maxFeatures = 1 << 20

    /// Counts a case's `features` (each once); whether any is new.
    @usableFromInline
    mutating func observe(_ features: [UInt64]) -> Bool {
        if hits.count > Self.maxFeatures { hits.removeAll(keepingCapacity: true) }
        var new = false
        for feature in Set(features) {
            let count = hits[feature, default: 0] + 1
            hits[feature] = count
            if count == 1 { new = true }
        }
        return new
    }

    /// Counts a case run after the warm-up: a mutant or a random case, and whether it showed a new feature.
    @usableFromInline
    mutating func count(mutant: Bool, new: Bool) {
        if mutant {
            trials.mutant += 1
            if new { finds.mutant += 1 }
        } else {
            trials.random += 1
            if new { finds.random += 1 }
        }
    }

    /// The share of cases, in thousandths, to make mutants: in proportion to
    /// how often mutants and random cases show new features (each counted
    /// with one find in two trials to start), between 10% and 90%. Where
    /// mutants climb a gradient random cases cannot (a long match built one
    /// step at a time) most cases are mutants; where every case shows
    /// something new anyway, as schedules do, random cases keep their share.
    @usableFromInline
    var mutantShare: UInt64 {
        let mutant = Double(finds.mutant + 1) / Double(trials.mutant + 2)
        let random = Double(finds.random + 1) / Double(trials.random + 2)
        return UInt64(min(900, max(100, 1000 * mutant / (mutant + random))))
    }

    /// How common the rarest feature of `entry` is now: entries holding rare
    /// features are the ones worth mutating (the power schedule of AFL-like fuzzers).
    @usableFromInline
    func rarity(_ entry: Entry) -> Int {
        entry.features.lazy.map { hits[$0, default: 0] }.min() ?? .max
    }

    /// The choices of the next mutant: the entry with the rarest feature of
    /// a few drawn from the newest ones, mutated; nil while the corpus is empty.
    @usableFromInline
    mutating func mutant(_ random: inout Xoshiro256StarStar) -> [UInt64]? {
        guard !entries.isEmpty else { return nil }
        let recent = min(entries.count, Self.frontier)
        var pick = entries[entries.count - 1 - Int(random.next(upTo: UInt64(recent - 1)))]
        for _ in 1..<Self.tournament {
            let other = entries[entries.count - 1 - Int(random.next(upTo: UInt64(recent - 1)))]
            if rarity(other) < rarity(pick) { pick = other }
        }
        guard !pick.elements.isEmpty, random.next() & 1 == 0 else {
            return ChoiceMutation.mutate(pick.choices, bounds: pick.bounds, &random)
        }
        return elementMutant(of: pick, &random)
    }

    /// `entry` with one element of its collections deleted, duplicated in
    /// place, or replaced by an element of a kept case (itself or another)
    /// at the same depth: whole sources and whole events move, so the rest
    /// of the case keeps its meaning.
    @usableFromInline
    func elementMutant(of entry: Entry, _ random: inout Xoshiro256StarStar) -> [UInt64] {
        let element = entry.elements[Int(random.next(upTo: UInt64(entry.elements.count - 1)))]
        var choices = entry.choices
        switch random.next(upTo: 2) {
        case 0:
            choices.removeSubrange(element.start..<element.end)
        case 1:
            choices.insert(contentsOf: entry.choices[element.start..<element.end], at: element.end)
        default:
            let donor = entries[Int(random.next(upTo: UInt64(entries.count - 1)))]
            let alike = donor.elements.filter { $0.depth == element.depth }
            guard !alike.isEmpty else { return choices }
            let given = alike[Int(random.next(upTo: UInt64(alike.count - 1)))]
            choices.replaceSubrange(element.start..<element.end, with: donor.choices[given.start..<given.end])
        }
        return choices
    }
}
