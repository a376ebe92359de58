/// A value that a failure report prints more briefly than a corpus entry:
/// the report's original and minimal counterexamples are its
/// `reportDescription`, while the corpus keeps its full printed value (which
/// tells a stale entry from a good one, so it must not change).
public protocol CustomReportDescription {
    /// The value as a failure report prints it.
    var reportDescription: String { get }
}

extension ValuePrinter {
    /// `value` as a failure report prints it: its ``CustomReportDescription``
    /// if it has one, else ``pretty(_:)``.
    public static func report(_ value: Any) -> String {
        (value as? CustomReportDescription)?.reportDescription ?? pretty(value)
    }
}
