import LawCheck
import Reactive

/// What one laziness law observes of an operator applied to a counted
/// source: the values read, how often each source value was evaluated, and
/// how often the operator's closure ran.
public struct LazinessObservation: Sendable, Equatable {
    /// The values read from the result.
    public var values: [Int]
    /// For each source position, how many times its value was evaluated.
    public var evaluations: [Int]
    /// The operator's closure calls after the first read (lazy) or right
    /// after construction, before any read (eager).
    public var calls: Int
    /// The closure calls after reading the same values again (lazy) or after
    /// reading everything (eager): memoized results must not run it again.
    public var callsAfterRereading: Int
    /// Expected side only: how many source values the read may evaluate, and
    /// how many closure calls it may make (lazy laws).
    public var budget: Int
    /// Expected side only: the exact number of closure calls (eager laws).
    public var exactCalls: Int?

    /// An observation.
    public init(
        values: [Int], evaluations: [Int], calls: Int, callsAfterRereading: Int, budget: Int = 0, exactCalls: Int? = nil
    ) {
        self.values = values
        self.evaluations = evaluations
        self.calls = calls
        self.callsAfterRereading = callsAfterRereading
        self.budget = budget
        self.exactCalls = exactCalls
    }
}

/// "A lazy result evaluates at most what is read, each element at most
/// once; an eager one evaluates everything once."
///
/// For each ``SequenceOperator``:
/// - **lazy**: over a source whose every value is evaluated by a counted
///   closure, read the first `x` values of the result (`x` in 0…9, so reads
///   stop inside the result or run into its end), then read them again. No
///   source value may be evaluated twice, none past what those `x` values
///   need (per the array model), and the operator's closure runs at most that
///   many times, and not again on the second read.
/// - **eager**: over an eager source, the operator's closure runs exactly
///   once per value it consumes, all at construction, and reading the result
///   runs it no more.
public enum SequenceLaziness {
    /// The laziness battery: a lazy law for every operator, an eager law for
    /// every operator with a closure.
    public static var battery: Battery<LawInput<[Int]>, LazinessObservation> {
        Battery(
            "laziness",
            laws: SequenceOperator.all.flatMap { op in
                [lazyLaw(op)] + (op.eagerCalls == nil ? [] : [eagerLaw(op)])
            })
    }

    /// The same inputs as ``SequenceAgreement/inputs``.
    public static var inputs: Gen<LawInput<[Int]>> { SequenceAgreement.inputs }

    /// `got` keeps within `want`: the same values, no source value evaluated
    /// twice or past the budget, and closure calls within the budget (lazy)
    /// or exactly as many as expected (eager), none added by a second read.
    public static var equivalence: Equivalence<LawInput<[Int]>, LazinessObservation> {
        Equivalence(equal: { got, want in problems(got, want).isEmpty }) { input, got, want in
            var lines = [
                "source \(input.sample), reading \(want.values.count < input.x ? "to the end" : "\(input.x) values")",
                "want   \(want.values)",
                "got    \(got.values)",
            ]
            if want.exactCalls == nil {
                lines.append(
                    "source values evaluated (count per position) \(got.evaluations), allowed: the first \(want.budget) once each"
                )
            }
            lines.append("closure calls \(got.calls), then \(got.callsAfterRereading) after reading again")
            return (lines + problems(got, want).map { "✗ " + $0 }).joined(separator: "\n")
        }
    }

    /// What is wrong with `got`, in words; empty when it keeps within `want`.
    static func problems(_ got: LazinessObservation, _ want: LazinessObservation) -> [String] {
        var problems: [String] = []
        if got.values != want.values { problems.append("read values differ from the model") }
        if let exact = want.exactCalls {
            if got.calls != exact {
                problems.append("the eager closure ran \(got.calls) times at construction, not \(exact)")
            }
        } else {
            if let twice = got.evaluations.firstIndex(where: { $0 > 1 }) {
                problems.append("source value \(twice) evaluated \(got.evaluations[twice]) times")
            }
            if let beyond = got.evaluations.indices.last(where: { got.evaluations[$0] > 0 }), beyond >= want.budget {
                problems.append("source value \(beyond) evaluated, past the \(want.budget) the read needs")
            }
            if got.calls > want.budget {
                problems.append("the closure ran \(got.calls) times, more than \(want.budget)")
            }
        }
        if got.callsAfterRereading != got.calls { problems.append("reading again ran the closure again") }
        return problems
    }

    /// The lazy law of one operator.
    public static func lazyLaw(_ op: SequenceOperator) -> Law<LawInput<[Int]>, LazinessObservation> {
        Law(
            "\(op.name) is lazy", "s.\(op.expression).prefix(x) evaluates at most what it reads, each value once",
            parameters: { $0.describe([.x] + op.parameters) },
            lhs: { input in
                let array = input.sample
                let counts = Counts(array.count)
                let source = ReactiveSequence(Array(array.indices)).map { index in
                    counts.recordEvaluation(of: index)
                    return array[index]
                }
                let result = op.sequence(source, input, counts.recordCall)
                let values = Array(result.prefix(input.x))
                let calls = counts.calls
                _ = Array(result.prefix(input.x))
                return LazinessObservation(
                    values: values, evaluations: counts.evaluations, calls: calls, callsAfterRereading: counts.calls)
            },
            rhs: { input in
                let model = op.model(input.sample, input)
                return LazinessObservation(
                    values: Array(model.prefix(input.x)), evaluations: [], calls: 0, callsAfterRereading: 0,
                    budget: needed(op, input))
            })
    }

    /// The eager law of one operator that has a closure.
    public static func eagerLaw(_ op: SequenceOperator) -> Law<LawInput<[Int]>, LazinessObservation> {
        Law(
            "\(op.name) is eager on an eager sequence",
            "s.eagerSequence.\(op.expression) runs its closure once per value consumed, at construction",
            parameters: { $0.describe(op.parameters) },
            lhs: { input in
                let counts = Counts(0)
                let result = op.sequence(ReactiveSequence(input.sample).eagerSequence, input, counts.recordCall)
                let calls = counts.calls
                let values = Array(result)
                return LazinessObservation(
                    values: values, evaluations: [], calls: calls, callsAfterRereading: counts.calls)
            },
            rhs: { input in
                let exact = op.eagerCalls?(input.sample, input) ?? 0
                return LazinessObservation(
                    values: op.model(input.sample, input), evaluations: [], calls: exact, callsAfterRereading: exact,
                    exactCalls: exact)
            })
    }

    /// How many source values reading `x` values of the result needs, by the
    /// array model: the shortest source prefix that fixes those values — the
    /// prefix alone, and the prefix followed by any constant rest, give a
    /// result that starts with them (so a value that merely happens to match
    /// does not count). When the read runs into the result's end, all the
    /// values the operator consumes: a lazy operator cannot know the end sooner.
    static func needed(_ op: SequenceOperator, _ input: LawInput<[Int]>) -> Int {
        let array = input.sample
        let full = op.model(array, input)
        if input.x > full.count { return op.consumed(array, input) }
        let wanted = Array(full.prefix(input.x))
        func fixes(_ length: Int) -> Bool {
            let prefix = Array(array.prefix(length))
            let variants = [prefix] + (0...9).map { prefix + Array(repeating: $0, count: array.count - length) }
            return variants.allSatisfy { variant in
                let result = op.model(variant, input)
                return result.count >= input.x && Array(result.prefix(input.x)) == wanted
            }
        }
        return (0...array.count).first(where: fixes) ?? array.count
    }

    /// Evaluations per source position and closure calls, from any thread.
    final class Counts: Sendable {
        // Locked: the counting closures are @Sendable.
        private let state: Locked<(evaluations: [Int], calls: Int)>

        init(_ positions: Int) { state = Locked((Array(repeating: 0, count: positions), 0)) }

        func recordEvaluation(of position: Int) { state.withLock { $0.evaluations[position] += 1 } }
        var recordCall: @Sendable () -> Void { { self.state.withLock { $0.calls += 1 } } }
        var evaluations: [Int] { state.withLock { $0.evaluations } }
        var calls: Int { state.withLock { $0.calls } }
    }
}
