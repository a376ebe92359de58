/// The law's numbers for a new operator's output values: traces hold `Int`s,
/// so each value of the operator's own type gets the number of its first
/// appearance. Interned in a fixed order — the model's values first, then
/// the values only the operator sent — the numbers depend on the case alone,
/// so a report prints the same legend on every run.
struct OutputCodes<Output: Equatable & Sendable>: Sendable {
    /// The values, the number of each being its index.
    private(set) var values: [Output] = []

    /// Codes with nothing interned.
    init() {}

    /// Codes with `values` interned in order.
    init(_ values: some Sequence<Output>) {
        for value in values { _ = code(value) }
    }

    /// The number of `value`, interning it if it is new. A linear search: a
    /// case sends a few dozen values at most, and `Equatable` is all a user's
    /// type needs.
    mutating func code(_ value: Output) -> Int {
        if let index = values.firstIndex(of: value) { return index }
        values.append(value)
        return values.count - 1
    }
}
