/// How often a label occurred.
public struct LabelCount: Sendable, Equatable {
    /// The label.
    public let label: String
    /// Number of cases with the label.
    public let count: Int

    /// A count of `count` cases labelled `label`.
    public init(label: String, count: Int) {
        self.label = label
        self.count = count
    }
}
