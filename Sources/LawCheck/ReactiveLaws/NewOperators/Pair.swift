/// Two values as one `Equatable` output, for operators that send tuples
/// (`pairwise()` sends `(Int, Int)`): tuples are not `Equatable`, so the
/// operator's output is mapped through `Pair.init` in the law's closure.
/// Printed `(1, 2)` in a report's legend.
public struct Pair<First: Equatable & Sendable, Second: Equatable & Sendable>: Equatable, Sendable,
    CustomStringConvertible
{
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A pair from a tuple: `signal.map(Pair.init)`.
    public init(_ tuple: (First, Second)) {
        self.init(tuple.0, tuple.1)
    }

    /// `(first, second)`.
    public var description: String { "(\(first), \(second))" }
}
