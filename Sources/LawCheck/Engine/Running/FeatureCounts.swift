/// How many cases showed each feature of a feature-guided run
/// (``FeatureGuide``): an open-addressing table of 64-bit features, looked up
/// for every feature of every case. Features are already hashes (a law's
/// ``Classifier/features(_:)`` numbers, or their hashes), so a multiply and a
/// shift place them; `Dictionary`'s seeded hashing of each key cost about
/// half of the guided loop's time on schedules.
@usableFromInline
struct FeatureCounts {
    /// Slots: a feature and its count; count 0 marks an empty slot.
    @usableFromInline var features: [UInt64]
    @usableFromInline var counts: [UInt32]
    /// How many slots are used.
    @usableFromInline private(set) var count = 0

    @usableFromInline
    init() {
        features = Array(repeating: 0, count: 1_024)
        counts = Array(repeating: 0, count: 1_024)
    }

    /// The slot of `feature`: where it is, or the empty slot where it goes.
    @inlinable
    func slot(_ feature: UInt64) -> Int {
        let mask = features.count - 1
        var index = Int(truncatingIfNeeded: (feature &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while counts[index] != 0 && features[index] != feature { index = (index + 1) & mask }
        return index
    }

    /// How many cases showed `feature`.
    @inlinable
    func cases(showing feature: UInt64) -> Int {
        Int(counts[slot(feature)])
    }

    /// Counts one more case showing `feature`; its new count.
    @inlinable
    mutating func add(_ feature: UInt64) -> Int {
        if 2 * (count + 1) > features.count { grow() }
        let index = slot(feature)
        if counts[index] == 0 {
            features[index] = feature
            count += 1
        }
        if counts[index] < .max { counts[index] += 1 }
        return Int(counts[index])
    }

    /// Forgets every feature, keeping the table's size.
    @usableFromInline
    mutating func removeAll() {
        for index in counts.indices { counts[index] = 0 }
        count = 0
    }

    /// Doubles the table, placing every feature again.
    @usableFromInline
    mutating func grow() {
        let (oldFeatures, oldCounts) = (features, counts)
        features = Array(repeating: 0, count: 2 * oldFeatures.count)
        counts = Array(repeating: 0, count: 2 * oldCounts.count)
        for (feature, cases) in zip(oldFeatures, oldCounts) where cases != 0 {
            let index = slot(feature)
            features[index] = feature
            counts[index] = cases
        }
    }
}
