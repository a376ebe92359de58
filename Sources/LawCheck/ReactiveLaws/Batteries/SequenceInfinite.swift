import LawCheck
import Reactive
import Synchronization

/// Laws of lazy operators on infinite sequences: the sample (with `x`
/// appended, so it is never empty) repeated without end — in practice
/// ``length`` values, so that an operator that buffers its whole source
/// still returns — put through an operator that yields a value for every
/// value it reads, then cut by `take(10·n + x + 1)`. The lazy form must
/// give the array model's prefix and read no more of its source than the cut
/// needs, plus a few values of lookahead.
public enum SequenceInfinite {
    /// What one law sees: the values read, and how many source values were evaluated.
    public struct Observation: Sendable, Equatable {
        /// The values of the cut result.
        public var values: [Int]
        /// Whether the source was read past what the cut needs.
        public var readTooFar: Bool

        /// An observation.
        public init(values: [Int], readTooFar: Bool) {
            self.values = values
            self.readTooFar = readTooFar
        }
    }

    /// How long the "infinite" cycle is.
    public static let length = 100_000

    /// The sample and `x` repeated ``length`` times over, counting in
    /// `evaluated` every value whose head is computed.
    public static func cycle(_ values: [Int], evaluated: Counter? = nil) -> ReactiveSequence<Int> {
        @Sendable func from(_ index: Int) -> ReactiveSequence<Int> {
            guard index < length else { return .empty }
            return ReactiveSequence(
                head: {
                    evaluated?.add()
                    return values[index % values.count]
                }, tail: { from(index + 1) })
        }
        return from(0)
    }

    /// A count that closures on any thread add to.
    public final class Counter: Sendable {
        private let value = Atomic(0)
        /// A count of 0.
        public init() {}
        /// Adds one.
        public func add() { value.add(1, ordering: .relaxed) }
        /// The count.
        public var count: Int { value.load(ordering: .relaxed) }
    }

    /// How many values the law reads of `input`'s infinite result.
    public static func count(_ input: LawInput<[Int]>) -> Int { 10 * input.n + input.x + 1 }

    /// The law of one operator: its lazy result on the infinite cycle, cut,
    /// against `model` on a long enough prefix of the cycle (`count` plus
    /// `lookahead` values).
    static func law(
        _ name: String, _ statement: String, uses parameters: [LawParameter], lookahead: Int = 3,
        _ apply: @escaping @Sendable (ReactiveSequence<Int>, LawInput<[Int]>) -> ReactiveSequence<Int>,
        model: @escaping @Sendable ([Int], LawInput<[Int]>) -> [Int]
    ) -> Law<LawInput<[Int]>, Observation> {
        Law(
            name, "cycle(s + [x]).\(statement).take(10n + x + 1) ≡ model on the cycle's prefix, reading no further",
            parameters: { $0.describe([.n, .x] + parameters) },
            lhs: { input in
                let evaluated = Counter()
                let values = Array(
                    apply(cycle(input.sample + [input.x], evaluated: evaluated), input).take(count(input)))
                return Observation(values: values, readTooFar: evaluated.count > count(input) + lookahead)
            },
            rhs: { input in
                let values = input.sample + [input.x]
                let prefix = (0..<(count(input) + lookahead)).map { values[$0 % values.count] }
                return Observation(values: Array(model(prefix, input).prefix(count(input))), readTooFar: false)
            })
    }

    /// The laws: `map`, `scan`, `combinePrevious`, `skip`, `zip` with a shifted self, `startWith`.
    public static var battery: Battery<LawInput<[Int]>, Observation> {
        Battery(
            "infinite",
            laws: [
                law(
                    "map", "map(f)", uses: [.f], { s, input in s.map(input.f.callAsFunction) },
                    model: { prefix, input in prefix.map(input.f.callAsFunction) }),
                law(
                    "scan", "scan(x) { f($0) + $1 }", uses: [.f], { s, input in s.scan(input.x) { input.f($0) &+ $1 } },
                    model: { prefix, input in
                        var running = input.x
                        return prefix.map {
                            running = input.f(running) &+ $0
                            return running
                        }
                    }),
                law(
                    "combinePrevious", "combinePrevious(x) { f($0) - $1 }", uses: [.f],
                    { s, input in s.combinePrevious(input.x) { input.f($0) &- $1 } },
                    model: { prefix, input in zip([input.x] + prefix, prefix).map { input.f($0) &- $1 } }),
                law(
                    "skip", "skip(n)", uses: [], { s, input in s.skip(input.n) },
                    model: { prefix, input in Array(prefix.dropFirst(input.n)) }),
                law(
                    "zip", "zip(with: skip(n)).map(+)", uses: [],
                    { s, input in s.zip(with: s.skip(input.n)).map { $0 &+ $1 } },
                    model: { prefix, input in zip(prefix, prefix.dropFirst(input.n)).map { $0 &+ $1 } }),
                law(
                    "startWith", "startWith(x)", uses: [], { s, input in s.startWith(input.x) },
                    model: { prefix, input in [input.x] + prefix }),
            ])
    }

    /// Infinite results compared by the values read and whether the source was read too far.
    public static var equivalence: Equivalence<LawInput<[Int]>, Observation> {
        Equivalence(equal: ==) { input, got, want in
            "cycle  \(input.sample + [input.x]) repeated, read \(count(input))\nwant   \(want.values)\ngot    \(got.values)"
                + (got.readTooFar ? "\nand the source was evaluated past what the cut needs" : "")
        }
    }
}
