import LawCheck
import Reactive

/// What one agreement law observes: the values of one operator applied to
/// a lazy sequence, to the eager sequence, and to the signal made from the
/// sequence (collected, with whether it completed).
public struct AgreementObservation: Sendable, Equatable {
    /// The values of the lazy sequence.
    public var lazy: [Int]
    /// The values of the eager sequence.
    public var eager: [Int]
    /// The values the signal sent.
    public var signal: [Int]
    /// Whether the signal completed (it never fails here).
    public var signalCompleted: Bool

    /// An observation.
    public init(lazy: [Int], eager: [Int], signal: [Int], signalCompleted: Bool) {
        self.lazy = lazy
        self.eager = eager
        self.signal = signal
        self.signalCompleted = signalCompleted
    }

    /// What every form must show when the array model gives `values`.
    public init(model values: [Int]) {
        self.init(lazy: values, eager: values, signal: values, signalCompleted: true)
    }
}

/// "For every operator that exists on both sides: lazy sequence ≡ eager
/// sequence ≡ signal made from the sequence (collected) ≡ the stdlib-array
/// model" — one law per ``SequenceOperator`` and ``SequenceReduction``,
/// over generated arrays and the ``LawInput`` parameters.
public enum SequenceAgreement {
    /// The agreement battery: `lazy ≡ eager ≡ signal ≡ model` for each operator.
    public static var battery: Battery<LawInput<[Int]>, AgreementObservation> {
        Battery("agreement", laws: SequenceOperator.all.map(law) + SequenceReduction.all.map(law))
    }

    /// ``SequenceSamples/arrays``: short arrays, and long ones that cross block boundaries.
    public static var inputs: Gen<LawInput<[Int]>> { .lawInput(SequenceSamples.arrays) }

    /// Observations agree when each form shows the model's values, and the signal completed.
    public static var equivalence: Equivalence<LawInput<[Int]>, AgreementObservation> {
        Equivalence(equal: ==) { input, got, want in
            func line(_ name: String, _ values: [Int], _ ok: Bool) -> String {
                "\(name.padding(toLength: 7, withPad: " ", startingAt: 0))\(values)\(ok ? "" : "   ← differs")"
            }
            return [
                "source \(input.sample)",
                line("model", want.lazy, true),
                line("lazy", got.lazy, got.lazy == want.lazy),
                line("eager", got.eager, got.eager == want.eager),
                line("signal", got.signal, got.signal == want.signal)
                    + (got.signalCompleted ? "" : "   (did not complete)"),
            ].joined(separator: "\n")
        }
    }

    /// The law `lazy ≡ eager ≡ signal ≡ model` for one operator.
    public static func law(_ op: SequenceOperator) -> Law<LawInput<[Int]>, AgreementObservation> {
        Law(
            op.name, "s.\(op.expression): lazy ≡ eager ≡ s.signal() ≡ array model",
            parameters: { $0.describe(op.parameters) },
            lhs: { input in
                let source = ReactiveSequence(input.sample)
                let (signal, completed) = collect(op.signal(source.signal(), input))
                return AgreementObservation(
                    lazy: Array(op.sequence(source, input, {})),
                    eager: Array(op.sequence(source.eagerSequence, input, {})),
                    signal: signal, signalCompleted: completed)
            },
            rhs: { input in AgreementObservation(model: op.model(input.sample, input)) })
    }

    /// The law `lazy ≡ eager ≡ signal ≡ model` for one reduction.
    public static func law(_ reduction: SequenceReduction) -> Law<LawInput<[Int]>, AgreementObservation> {
        Law(
            reduction.name, "s.\(reduction.expression): lazy ≡ eager ≡ s.signal() ≡ array model",
            parameters: { $0.describe(reduction.parameters) },
            lhs: { input in
                let source = ReactiveSequence(input.sample)
                let (signal, completed) = collect(reduction.signal(source.signal(), input))
                return AgreementObservation(
                    lazy: [reduction.sequence(source, input)],
                    eager: [reduction.sequence(source.eagerSequence, input)],
                    signal: signal, signalCompleted: completed)
            },
            rhs: { input in AgreementObservation(model: [reduction.model(input.sample, input)]) })
    }

    /// The values a signal sends on subscription, and whether it completed.
    /// A sequence's signal runs on the immediate scheduler, so everything
    /// arrives during `subscribe`.
    static func collect(_ signal: Signal<Int, Never>) -> (values: [Int], completed: Bool) {
        let collected = Collected()
        let subscription = signal.subscribe(
            next: { value in collected.state.withLock { $0.values.append(value) } },
            completed: { collected.state.withLock { $0.completed = true } })
        subscription.dispose()
        return collected.state.withLock { ($0.values, $0.completed) }
    }

    /// The events of one subscription.
    final class Collected: Sendable {
        // Locked: the observer's closures are @Sendable.
        let state = Locked<(values: [Int], completed: Bool)>(([], false))
    }
}
