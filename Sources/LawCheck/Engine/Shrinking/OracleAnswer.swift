/// What the shrinker's oracle says of a candidate choice sequence: the case
/// the generator actually recorded when replaying it (which may differ from
/// the candidate: choices are clamped, surplus ones ignored, missing ones
/// read as 0) and whether the property still fails on that case.
///
/// Passing cases are reported too: a pass that moves a subtree to where it
/// is read differently can use the realigned record to plan a follow-up.
struct OracleAnswer: Sendable {
    /// The case as the generator recorded it.
    var record: ChoiceRecord
    /// Whether the property fails on it.
    var fails: Bool
}
