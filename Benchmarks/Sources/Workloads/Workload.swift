/// One row of the comparison: a unit of work, done `n` times by each variant.
public struct Workload: Sendable {
    /// Which library (or plain Swift) a variant runs on.
    public enum Variant: String, Sendable, CaseIterable {
        case reactive = "Reactive"
        case openCombine = "OpenCombine"
        case floor
    }

    /// A short name for command lines: `cold`, `subject`, `create`, ….
    public let id: String
    /// The row's title, with the unit the figures are per.
    public let title: String
    /// What the floor is, for the table.
    public let floorName: String?
    /// How many units one timed call runs: about a tenth of a millisecond of
    /// work, so that on a busy machine most calls run without being preempted
    /// (the median over rounds drops the rest). It is also the N of
    /// `Scripts/callgrind-units`, and the same for all variants of a row,
    /// because OpenCombine's zip costs more per event the longer the burst it
    /// buffers.
    public let timedUnits: Int
    public let reactive: (@Sendable (Int) -> Void)?
    public let openCombine: (@Sendable (Int) -> Void)?
    public let floor: (@Sendable (Int) -> Void)?

    /// The variant's body, which runs `n` units; nil where the row has no such variant.
    public func body(for variant: Variant) -> (@Sendable (Int) -> Void)? {
        switch variant {
        case .reactive: reactive
        case .openCombine: openCombine
        case .floor: floor
        }
    }

    /// The variants this row has, in `Variant` order.
    public var variants: [Variant] { Variant.allCases.filter { body(for: $0) != nil } }
}
