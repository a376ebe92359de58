/// The hill climber behind ``Classifier/target(_:score:)``: the best case
/// so far per target, and mutants of it.
@usableFromInline
struct TargetClimber {
    /// A case to climb from: its score and its choices with their bounds.
    @usableFromInline
    struct Best {
        @usableFromInline var score: Double
        @usableFromInline var choices: [UInt64]
        @usableFromInline var bounds: [UInt64]
    }

    /// Random cases before the first climbed one: the climb starts from the best of them.
    @usableFromInline static let warmUp = 32

    @usableFromInline var best: [Best?]
    @usableFromInline var turn = 0

    @usableFromInline
    init(targets: Int) {
        best = Array(repeating: nil, count: targets)
    }

    /// Whether `score` for target `index` would replace its best: higher, or
    /// for a climbed case also equal (sideways moves cross plateaus).
    @usableFromInline
    func improves(_ score: Double, target index: Int, climbed: Bool) -> Bool {
        guard let current = best[index] else { return true }
        return climbed ? score >= current.score : score > current.score
    }

    /// The choices of the next climbed case, from the next target's best in
    /// turn (``ChoiceMutation``); nil before any best.
    @usableFromInline
    mutating func mutant(_ random: inout Xoshiro256StarStar) -> [UInt64]? {
        guard !best.isEmpty else { return nil }
        let index = turn % best.count
        turn += 1
        guard let from = best[index], !from.choices.isEmpty else { return nil }
        return ChoiceMutation.mutate(from.choices, bounds: from.bounds, &random)
    }
}
