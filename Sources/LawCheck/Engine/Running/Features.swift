extension Classifier {
    /// What a case did, as numbers (hashes of behaviour: which kinds of events
    /// came in which order, which classes the case belongs to): the signal of
    /// feature-guided runs (``Configuration/guidesByFeatures``). Such a run
    /// keeps every case that shows a feature no earlier case showed and
    /// mutates those cases, favouring the ones with the rarest features, so
    /// that a pattern reached once is worked on rather than left to chance —
    /// what a coverage-guided fuzzer does with new code, done with the law's
    /// own view of behaviour. In other runs it does nothing; it never labels a case.
    public static func features(_ features: @escaping @Sendable (Value) -> [UInt64]) -> Classifier {
        Classifier(kind: .features(features))
    }

    /// The feature extractor of a ``features(_:)`` classifier, nil for others.
    @usableFromInline
    var features: (@Sendable (Value) -> [UInt64])? {
        if case .features(let features) = kind { return features }
        return nil
    }
}
