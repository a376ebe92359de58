import LawCheck

/// Everything a law may draw on: a sample stream description (a
/// ``Schedule`` for signals, an array for sequences) and the parameters the
/// laws quantify over. Each law uses some of them; the unused ones shrink to
/// their simplest values and cost nothing.
public struct LawInput<Sample: Sendable>: Sendable, CustomStringConvertible {
    /// The source stream's description.
    public var sample: Sample
    /// A value function (functor laws).
    public var f: IntFunction
    /// A second value function (composition).
    public var g: IntFunction
    /// A stream function (monad laws).
    public var k: StreamFunction
    /// A second stream function (associativity).
    public var h: StreamFunction
    /// A value (left identity, startWith).
    public var x: Int
    /// A count 0…3 (take, skip).
    public var n: Int
    /// A predicate (take(while:), skip(while:)).
    public var p: IntPredicate

    /// An input.
    public init(
        sample: Sample, f: IntFunction, g: IntFunction, k: StreamFunction, h: StreamFunction, x: Int, n: Int,
        p: IntPredicate
    ) {
        self.sample = sample
        self.f = f
        self.g = g
        self.k = k
        self.h = h
        self.x = x
        self.n = n
        self.p = p
    }

    /// The sample on its own lines, then the parameters on one line.
    public var description: String {
        "\(sample)\nf(x) = \(f), g(x) = \(g), k(x) = \(k), h(x) = \(h), x = \(x), n = \(n), p(x) = \(p)"
    }
}

/// A parameter of ``LawInput`` that a law may use.
public enum LawParameter: String, Sendable, CaseIterable {
    /// A parameter by its name in ``LawInput``: the value functions `f` and `g`, the stream
    /// functions `k` and `h`, the value `x`, the count `n` and the predicate `p`.
    case f, g, k, h, x, n, p
}

extension LawInput {
    /// The given parameters as `name = value`, in the order given: `"n = 2, p(x) = x < 3"`.
    public func describe(_ parameters: [LawParameter]) -> String {
        parameters.map { parameter in
            switch parameter {
            case .f: "f(x) = \(f)"
            case .g: "g(x) = \(g)"
            case .k: "k(x) = \(k)"
            case .h: "h(x) = \(h)"
            case .x: "x = \(x)"
            case .n: "n = \(n)"
            case .p: "p(x) = \(p)"
            }
        }.joined(separator: ", ")
    }
}

extension Gen {
    /// Law inputs around samples from `samples`.
    public static func lawInput<Sample: Sendable>(_ samples: Gen<Sample>) -> Gen<LawInput<Sample>>
    where Value == LawInput<Sample> {
        zip(
            samples, Gen<IntFunction>.intFunction, Gen<IntFunction>.intFunction,
            Gen<StreamFunction>.streamFunction, Gen<StreamFunction>.streamFunction,
            Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...3), Gen<IntPredicate>.intPredicate
        )
        .map { LawInput(sample: $0, f: $1, g: $2, k: $3, h: $4, x: $5, n: $6, p: $7) }
    }
}
