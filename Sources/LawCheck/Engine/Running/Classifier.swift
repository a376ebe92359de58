/// Labels cases so that a run can report its distribution and require a
/// share of interesting cases (QuickCheck's `label`, `classify`, `cover`).
public struct Classifier<Value>: Sendable {
    enum Kind: Sendable {
        case label(@Sendable (Value) -> String)
        case classify(String, @Sendable (Value) -> Bool)
        case cover(percentage: Double, String, @Sendable (Value) -> Bool)
        /// A score to maximise (``target(_:score:)``); labels nothing.
        case target(String, @Sendable (Value) -> Double)
        /// What the case did, for feature-guided runs (``features(_:)``); labels nothing.
        case features(@Sendable (Value) -> [UInt64])
    }

    let kind: Kind

    /// Labels each case with the string `label` returns.
    public static func label(_ label: @escaping @Sendable (Value) -> String) -> Classifier {
        Classifier(kind: .label(label))
    }

    /// Labels the cases satisfying `condition` with `label`.
    public static func classify(_ label: String, when condition: @escaping @Sendable (Value) -> Bool) -> Classifier {
        Classifier(kind: .classify(label, condition))
    }

    /// Labels the cases satisfying `condition` with `label` and requires at
    /// least `percentage` % of cases to be labelled so. The run fails when a
    /// Wilson score interval at 99% confidence lies wholly below the
    /// requirement, i.e. when the generator demonstrably does not reach it.
    public static func cover(
        _ percentage: Double, _ label: String, when condition: @escaping @Sendable (Value) -> Bool
    ) -> Classifier {
        precondition((0...100).contains(percentage), "cover percentage must be within 0...100")
        return Classifier(kind: .cover(percentage: percentage, label, condition))
    }
}
