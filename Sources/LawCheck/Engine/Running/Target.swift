extension Classifier {
    /// A score for the run to maximise, as Hypothesis's `target()`: with
    /// ``Configuration/climbsTargets`` (the `nightly` profile), after a
    /// warm-up of random cases every other case is the best-scoring case so
    /// far with a few of its choices mutated, kept as the new best when it
    /// scores at least as high: a hill climb on the choice sequence toward
    /// cases random generation rarely reaches (many events at one tick, deep
    /// nesting, long collections). Several targets are climbed in turn. In
    /// other profiles a target does nothing; it never labels a case.
    ///
    /// Climbed cases are evaluated like random ones (a failure is shrunk and
    /// reported as usual) but are left out of the label tally: coverage
    /// requirements are a promise of the generator, which climbing skews.
    public static func target(_ label: String, score: @escaping @Sendable (Value) -> Double) -> Classifier {
        Classifier(kind: .target(label, score))
    }

    /// The score of a target, nil for other classifiers.
    @usableFromInline
    var score: (@Sendable (Value) -> Double)? {
        if case .target(_, let score) = kind { return score }
        return nil
    }
}
