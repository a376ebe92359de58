/// What the generator read of a candidate it clamped: the same number of
/// choices, some lowered to their bounds (a size chosen earlier bounds
/// them). Only the choices and bounds are kept, not the spans: the shrinker
/// keeps one per such candidate.
struct ClampedRead {
    /// The choices the generator recorded.
    let choices: [UInt64]
    /// Their bounds.
    let bounds: [UInt64]
}
