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
    /// turn: one to three mutations (a choice redrawn, nudged by one, a block
    /// redrawn, or a block copied to another place); nil before any best.
    @usableFromInline
    mutating func mutant(_ random: inout Xoshiro256StarStar) -> [UInt64]? {
        guard !best.isEmpty else { return nil }
        let index = turn % best.count
        turn += 1
        guard let from = best[index], !from.choices.isEmpty else { return nil }
        var choices = from.choices
        var bounds = from.bounds
        for _ in 0...random.next(upTo: 2) {
            let count = UInt64(choices.count)
            let at = Int(random.next(upTo: count - 1))
            switch random.next(upTo: 3) {
            case 0:
                choices[at] = random.next(upTo: bounds[at])
            case 1:
                let up = random.next() & 1 == 0
                choices[at] = up ? min(choices[at] + 1, bounds[at]) : (choices[at] == 0 ? 0 : choices[at] - 1)
            case 2:
                for position in at..<min(at + 1 + Int(random.next(upTo: 3)), choices.count) {
                    choices[position] = random.next(upTo: bounds[position])
                }
            default:
                let length = min(1 + Int(random.next(upTo: 7)), choices.count - at)
                let to = Int(random.next(upTo: count - 1))
                choices.insert(contentsOf: choices[at..<at + length], at: to)
                bounds.insert(contentsOf: bounds[at..<at + length], at: to)
            }
        }
        return choices
    }
}
