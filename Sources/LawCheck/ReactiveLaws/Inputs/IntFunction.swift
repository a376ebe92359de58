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
        let linear =
            switch multiplier {
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
/// laws and `flattenMap`. A ``Guard`` makes the stream depend on the value:
/// empty for some values, or failing for some. Data, so it prints and
/// shrinks toward `empty`, delays of 0 and no guard.
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

    /// How the stream of `x` depends on `x` beyond its parts' values.
    public enum Guard: Sendable, Hashable {
        /// Every value gets the parts.
        case none
        /// Values passing the predicate get an empty stream.
        case emptyWhen(IntPredicate)
        /// Values passing the predicate get a stream that fails at once with
        /// ``StreamFunction/failure`` (streams that cannot fail, the
        /// sequences, end there instead).
        case failsWhen(IntPredicate)
    }

    /// The failure of a failing stream: `TestFailure(source: 7)`, drawn `#` like any other.
    public static let failure = TestFailure(source: 7)

    /// The parts, in order.
    public var parts: [Part]
    /// How the stream depends on the value.
    public var guarding: Guard

    /// `x ↦ [parts[0](x), parts[1](x), …]`, for values the guard lets through.
    public init(_ parts: [Part], guarding: Guard = .none) {
        self.parts = parts
        self.guarding = guarding
    }

    /// Whether the stream of `x` fails.
    public func fails(at x: Int) -> Bool {
        if case .failsWhen(let predicate) = guarding { return predicate(x) }
        return false
    }

    /// The parts the stream of `x` sends: none when the guard empties it or makes it fail.
    public func parts(for x: Int) -> [Part] {
        switch guarding {
        case .none: parts
        case .emptyWhen(let predicate), .failsWhen(let predicate): predicate(x) ? [] : parts
        }
    }

    /// The same function on streams that cannot fail: failing values get an empty stream.
    public var neverFailing: StreamFunction {
        guard case .failsWhen(let predicate) = guarding else { return self }
        return StreamFunction(parts, guarding: .emptyWhen(predicate))
    }

    /// The stream of `x`'s values, built from the stream's own primitives
    /// (`empty`, `concat`), ``ReactiveStreamOfInt/value(_:after:)`` and
    /// ``ReactiveStreamOfInt/failing(with:)``.
    public func callAsFunction<S: ReactiveStreamOfInt>(_ x: Int) -> S {
        if fails(at: x) { return S.failing(with: Self.failure) }
        return parts(for: x).reduce(S.empty) { stream, part in
            stream.concat(S.value(part.function(x), after: part.delay))
        }
    }

    /// The parts in brackets, then the guard: `[x after 2, 10x]`, `[x] empty when x < 3`.
    public var description: String {
        let list = "[" + parts.map(\.description).joined(separator: ", ") + "]"
        switch guarding {
        case .none: return list
        case .emptyWhen(let predicate): return "\(list) empty when \(predicate)"
        case .failsWhen(let predicate): return "\(list) fails when \(predicate)"
        }
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

extension StreamFunction {
    /// The label and coverage requirement of stream functions that depend on
    /// the value (a ``Guard``), for any law input: at least 20% of the cases
    /// under the `ci` and `nightly` profiles (the generator draws half).
    public static func classifiers<Sample>(in profile: Profile) -> [Classifier<LawInput<Sample>>] {
        let label = "k(x) is empty or fails for some values"
        let dependsOnValue: @Sendable (LawInput<Sample>) -> Bool = { $0.k.guarding != .none }
        return profile == .dev ? [.classify(label, when: dependsOnValue)] : [.cover(20, label, when: dependsOnValue)]
    }
}

extension Gen where Value == StreamFunction {
    /// Zero to three parts, each delayed by 0…2 ticks, so that a signal's
    /// inner streams overlap in time and `flattenMap` has to merge them; half
    /// the time a guard makes the stream empty, or failing, for the values
    /// below a threshold, so that `k(x)` is empty or fails for some values
    /// and not for others.
    public static var streamFunction: Gen<StreamFunction> {
        let parts = zip(Gen<IntFunction>.intFunction, Gen<Int>.int(in: 0...2))
            .map { StreamFunction.Part($0, delay: $1) }
            .array(count: 0...3)
        let guarding = Gen<StreamFunction.Guard>.frequency([
            (2, .constant(.none)),
            (1, Gen<IntPredicate>.intPredicate.map { .emptyWhen($0) }),
            (1, Gen<IntPredicate>.intPredicate.map { .failsWhen($0) }),
        ])
        return zip(parts, guarding).map { StreamFunction($0, guarding: $1) }
    }
}
