import LawCheck

/// The arrays sequence laws run on: values 0…9 (so duplicates and runs are
/// common) in arrays of up to 65 values, mostly short ones (a handful of
/// values), and a quarter of the time one off a power of two (15, 16, 17,
/// 31, 32, 33, 63, 64, 65), so that lazy blocks, buffers and chunked storage
/// cross their internal boundaries. They shrink by deleting values, whatever
/// length was drawn.
public enum SequenceSamples {
    /// The lengths samples favour: around 16, 32 and 64.
    public static let boundaryLengths = [15, 16, 17, 31, 32, 33, 63, 64, 65]

    /// The sample arrays.
    public static var arrays: Gen<[Int]> {
        Gen<Int>.int(in: 0...9).array(count: 0...65, preferring: boundaryLengths)
    }

    /// The share of long samples (more than 8 values) a run must reach under
    /// the `ci` and `nightly` profiles: about half of what ``arrays`` draws.
    public static let longShare = 12.0

    /// The label and coverage requirement of long samples under `profile`.
    public static func classifiers<Input>(
        in profile: Profile, sample: @escaping @Sendable (Input) -> [Int]
    ) -> [Classifier<Input>] {
        let label = "a sample longer than 8 values"
        let isLong: @Sendable (Input) -> Bool = { sample($0).count > 8 }
        return profile == .dev ? [.classify(label, when: isLong)] : [.cover(longShare, label, when: isLong)]
    }
}
