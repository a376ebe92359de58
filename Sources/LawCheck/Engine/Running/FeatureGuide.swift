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
    /// A kept case: its choices, the features it showed, and once it is
    /// first drawn as a parent or donor, the bounds of its choices and the
    /// spans of its collections' elements. Nearly every schedule shows a new
    /// feature, so most cases are kept, and few are ever drawn: recording
    /// them when drawn, not when kept, saves a replay of the generator per case.
    @usableFromInline
    struct Entry {
        @usableFromInline var choices: [UInt64]
        @usableFromInline var features: [UInt64]
        @usableFromInline var recording: Recording?

        @usableFromInline
        init(choices: [UInt64], features: [UInt64], recording: Recording? = nil) {
            self.choices = choices
            self.features = features
            self.recording = recording
        }
    }

    /// What a replay of a kept case records: the bounds of its choices and
    /// the spans of its collections' elements.
    @usableFromInline
    struct Recording {
        @usableFromInline var bounds: [UInt64]
        @usableFromInline var elements: [Span]

        @usableFromInline
        init(bounds: [UInt64], spans: [Span]) {
            self.bounds = bounds
            elements = spans.filter { $0.label == .element && $0.end > $0.start }
        }
    }

    /// Random cases before the first mutant: the corpus starts from what they
    /// showed. On schedules, mutants of kept cases found the rare-schedule
    /// planted bugs more slowly than fresh swarm cases (after a warm-up of 32,
    /// `distinctUntilChanged completing the other subscription after a burst`
    /// took a median of 3,019 cases on seeds 100…119 where swarm alone took
    /// 696), so a run mutates only once random cases have had their chance; a
    /// gradient random cases cannot climb (`FeatureGuidedTests`) is still
    /// climbed within a few thousand cases, and a nightly runs millions.
    @usableFromInline static let warmUp = 2_000
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
    @usableFromInline var hits = FeatureCounts()

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
        if hits.count > Self.maxFeatures { hits.removeAll() }
        var new = false
        var previous: UInt64?
        for feature in features.sorted() where feature != previous {
            previous = feature
            if hits.add(feature) == 1 { new = true }
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
        entry.features.lazy.map { hits.cases(showing: $0) }.min() ?? .max
    }

    /// The choices of the next mutant: the entry with the rarest feature of
    /// a few drawn from the newest ones, mutated; nil while the corpus is
    /// empty. `record` replays a kept case's choices for its ``Recording``.
    @usableFromInline
    mutating func mutant(_ random: inout Xoshiro256StarStar, record: ([UInt64]) -> Recording) -> [UInt64]? {
        guard !entries.isEmpty else { return nil }
        let recent = min(entries.count, Self.frontier)
        var pick = entries.count - 1 - Int(random.next(upTo: UInt64(recent - 1)))
        for _ in 1..<Self.tournament {
            let other = entries.count - 1 - Int(random.next(upTo: UInt64(recent - 1)))
            if rarity(entries[other]) < rarity(entries[pick]) { pick = other }
        }
        let recording = recorded(pick, record)
        guard !recording.elements.isEmpty, random.next() & 1 == 0 else {
            return ChoiceMutation.mutate(entries[pick].choices, bounds: recording.bounds, &random)
        }
        return elementMutant(of: entries[pick].choices, recording.elements, record, &random)
    }

    /// The recording of the entry at `index`, made by `record` the first time.
    @usableFromInline
    mutating func recorded(_ index: Int, _ record: ([UInt64]) -> Recording) -> Recording {
        if let recording = entries[index].recording { return recording }
        let recording = record(entries[index].choices)
        entries[index].recording = recording
        return recording
    }

    /// `choices` with one of its `elements` deleted, duplicated in place, or
    /// replaced by an element of a kept case (itself or another) at the same
    /// depth: whole sources and whole events move, so the rest of the case
    /// keeps its meaning.
    @usableFromInline
    mutating func elementMutant(
        of choices: [UInt64], _ elements: [Span], _ record: ([UInt64]) -> Recording, _ random: inout Xoshiro256StarStar
    ) -> [UInt64] {
        let element = elements[Int(random.next(upTo: UInt64(elements.count - 1)))]
        var mutant = choices
        switch random.next(upTo: 2) {
        case 0:
            mutant.removeSubrange(element.start..<element.end)
        case 1:
            mutant.insert(contentsOf: choices[element.start..<element.end], at: element.end)
        default:
            let donor = Int(random.next(upTo: UInt64(entries.count - 1)))
            let alike = recorded(donor, record).elements.filter { $0.depth == element.depth }
            guard !alike.isEmpty else { return mutant }
            let given = alike[Int(random.next(upTo: UInt64(alike.count - 1)))]
            mutant.replaceSubrange(element.start..<element.end, with: entries[donor].choices[given.start..<given.end])
        }
        return mutant
    }
}
