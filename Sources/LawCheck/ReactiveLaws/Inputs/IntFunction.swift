import LawCheck

/// A function on values, `x ↦ m·x + c`, kept as data so that it prints in
/// reports and shrinks (toward the constant `0`).
public struct IntFunction: Sendable, Hashable, CustomStringConvertible {
    /// The factor `m`.
    public var multiplier: Int
    /// The summand `c`.
    public var offset: Int

    /// `x ↦ multiplier·x + offset`.
    public init(multiplier: Int, offset: Int) {
        self.multiplier = multiplier
        self.offset = offset
    }

    /// The function's value at `x`, wrapping on overflow: folds over long
    /// samples iterate it, and both sides of a law compute it alike.
    public func callAsFunction(_ x: Int) -> Int { multiplier &* x &+ offset }

    /// The function as an expression in `x`: `2x+1`, `-x`, `3`.
    public var description: String {
        let linear = switch multiplier {
        case 0: ""
        case 1: "x"
        case -1: "-x"
        default: "\(multiplier)x"
        }
        if linear.isEmpty { return "\(offset)" }
        if offset == 0 { return linear }
        return offset > 0 ? "\(linear)+\(offset)" : "\(linear)\(offset)"
    }
}

/// A predicate on values, `x < threshold`, as data (shrinks toward always false).
public struct IntPredicate: Sendable, Hashable, CustomStringConvertible {
    /// The bound: the predicate holds below it.
    public var threshold: Int

    /// `x < threshold`.
    public init(threshold: Int) { self.threshold = threshold }

    /// Whether `x` satisfies the predicate.
    public func callAsFunction(_ x: Int) -> Bool { x < threshold }

    /// `x < threshold`.
    public var description: String { "x < \(threshold)" }
}

/// A function from a value to a stream, `x ↦ [f₁(x), f₂(x), …]`: each part
/// is one value, sent after its delay (counted from when the part starts),
/// and the parts are concatenated; no parts is `empty`. Used by the monad
/// laws. Data, so it prints and shrinks toward `empty` and delays of 0.
public struct StreamFunction: Sendable, Hashable, CustomStringConvertible {
    /// One value of the stream: a function of `x`, sent `delay` ticks after the part starts.
    public struct Part: Sendable, Hashable, CustomStringConvertible {
        /// The value as a function of `x`.
        public var function: IntFunction
        /// Ticks before the value; streams without time (sequences) ignore it.
        public var delay: Int

        /// A part.
        public init(_ function: IntFunction, delay: Int = 0) {
            self.function = function
            self.delay = delay
        }

        /// The function, then `after d` when delayed.
        public var description: String {
            delay == 0 ? function.description : "\(function) after \(delay)"
        }
    }

    /// The parts, in order.
    public var parts: [Part]

    /// `x ↦ [parts[0](x), parts[1](x), …]`.
    public init(_ parts: [Part]) { self.parts = parts }

    /// The stream of `x`'s values, built from the stream's own primitives
    /// (`empty`, `concat`) and ``ReactiveStreamOfInt/value(_:after:)``.
    public func callAsFunction<S: ReactiveStreamOfInt>(_ x: Int) -> S {
        parts.reduce(S.empty) { stream, part in stream.concat(S.value(part.function(x), after: part.delay)) }
    }

    /// The parts in brackets: `[x after 2, 10x]`.
    public var description: String {
        "[" + parts.map(\.description).joined(separator: ", ") + "]"
    }
}

extension Gen where Value == IntFunction {
    /// `m·x + c` with `m` in -1…3 and `c` in -3…3.
    public static var intFunction: Gen<IntFunction> {
        zip(Gen<Int>.int(in: -1...3), Gen<Int>.int(in: -3...3)).map { IntFunction(multiplier: $0, offset: $1) }
    }
}

extension Gen where Value == IntPredicate {
    /// `x < t` with `t` in 0…10, so that it can hold for all, some or none of the values 0…9.
    public static var intPredicate: Gen<IntPredicate> {
        Gen<Int>.int(in: 0...10).map(IntPredicate.init(threshold:))
    }
}

extension Gen where Value == StreamFunction {
    /// Zero to three parts, each delayed by 0…2 ticks, so that a signal's
    /// inner streams overlap in time and `flattenMap` has to merge them.
    public static var streamFunction: Gen<StreamFunction> {
        zip(Gen<IntFunction>.intFunction, Gen<Int>.int(in: 0...2))
            .map { StreamFunction.Part($0, delay: $1) }
            .array(count: 0...3)
            .map(StreamFunction.init)
    }
}
