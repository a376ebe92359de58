/// The mutations of a choice sequence that the hill climb
/// (``TargetClimber``) and the feature-guided loop (``FeatureGuide``) share:
/// they know where choices are and what each may be, unlike a fuzzer's byte
/// mutations, so every mutant is a valid case of the same generator.
@usableFromInline
enum ChoiceMutation {
    /// `choices` (with their `bounds`, one per choice) after one to three
    /// mutations: a choice redrawn, nudged by one, a block of up to four
    /// redrawn, or a block of up to eight copied to another place.
    @usableFromInline
    static func mutate(_ choices: [UInt64], bounds: [UInt64], _ random: inout Xoshiro256StarStar) -> [UInt64] {
        guard !choices.isEmpty else { return choices }
        var choices = choices
        var bounds = bounds
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
