/// The result of a shrink.
struct ShrinkOutcome: Sendable {
    /// The smallest failing case found.
    let best: ChoiceRecord
    /// Property evaluations spent.
    let evaluations: Int
    /// Accepted (strictly improving) steps.
    let acceptedSteps: Int
    /// Why shrinking stopped.
    let stop: ShrinkStop
}
