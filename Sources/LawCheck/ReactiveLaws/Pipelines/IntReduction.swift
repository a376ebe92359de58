import LawCheck

/// A combining function of `scan` and `combinePrevious` stages,
/// `(a, x) ↦ p·a + q·x`, kept as data so that it prints as code and shrinks
/// (toward the constant `0`). Unless `p = q` it is not symmetric, so a stage
/// that swaps its operands sends other values.
public struct IntReduction: Sendable, Hashable, CustomStringConvertible {
    /// The factor `p` of the running (or previous) value.
    public var accumulator: Int
    /// The factor `q` of the new value.
    public var value: Int

    /// `(a, x) ↦ accumulator·a + value·x`.
    public init(accumulator: Int, value: Int) {
        self.accumulator = accumulator
        self.value = value
    }

    /// The combination of `a` and `x`, wrapping on overflow (long scans iterate it).
    public func callAsFunction(_ a: Int, _ x: Int) -> Int { accumulator &* a &+ value &* x }

    /// The function as a Swift closure body over `$0` and `$1`: `$0 + $1`, `2 * $0 - $1`, `0`.
    public var description: String {
        if accumulator == 1 && value == 1 { return "$0 + $1" }
        let terms = [(accumulator, "$0"), (value, "$1")].compactMap { factor, name -> String? in
            switch factor {
            case 0: nil
            case 1: name
            case -1: "-" + name
            default: "\(factor) * \(name)"
            }
        }
        guard let first = terms.first else { return "0" }
        return terms.dropFirst().reduce(first) { text, term in
            term.hasPrefix("-") ? text + " - " + term.dropFirst() : text + " + " + term
        }
    }
}

extension Gen where Value == IntReduction {
    /// `p·a + q·x` with `p` and `q` in -1…2.
    public static var intReduction: Gen<IntReduction> {
        zip(Gen<Int>.int(in: -1...2), Gen<Int>.int(in: -1...2)).map { IntReduction(accumulator: $0, value: $1) }
    }
}
