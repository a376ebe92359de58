import Reactive

/// The laws of a new operator whose output values depend only on its input
/// values, from an array model `[Int] -> [Output]`.
///
/// The model is called with the values received so far and whether the
/// source has completed. While the source runs it must be prefix-consistent:
/// `model(values + [v], false)` starts with `model(values, false)`. The
/// timing follows:
/// - at each value, the outputs by which `model(values so far, false)` grew
///   are sent, at that value's tick;
/// - at completion, the outputs by which `model(all values, true)` goes
///   beyond `model(all values, false)` are sent (the final flush: a partial
///   buffer), then completion; `model(all, true)` must start with
///   `model(all, false)`;
/// - a failure passes at once (`onFailure: .passes`), or sends the final
///   flush first (`.flushesThenPasses`).
///
/// A model that breaks prefix consistency stops the run with a message
/// naming both calls: no operator could send it.
///
/// ```swift
/// OperatorLaw.arrayModel("pairwise") { values, _ in zip(values, values.dropFirst()).map(Pair.init) }
///     .checkAll { source in source.pairwise().map(Pair.init) }
/// ```
extension OperatorLaw {
    /// The laws of an operator on one signal whose values are `model` of its source's values.
    public static func arrayModel<Output: Equatable & Sendable>(
        _ name: String, _ statement: String? = nil, onFailure: StepFailureRule = .passes,
        _ model: @escaping @Sendable (_ values: [Int], _ completed: Bool) -> [Output]
    ) -> OperatorLaw where Operator == SignalOperator<Output> {
        stepModel(name, statement ?? "s.\(name)() ≡ its array model", arrayStepModel(name, onFailure: onFailure, model))
    }

    /// The laws of an operator on one signal with a count whose values are
    /// `model(count, values, completed)`; counts are drawn from `counts`.
    public static func arrayModel<Output: Equatable & Sendable>(
        _ name: String, _ statement: String? = nil, counts: ClosedRange<Int> = 0...3,
        onFailure: StepFailureRule = .passes,
        _ model: @escaping @Sendable (_ count: Int, _ values: [Int], _ completed: Bool) -> [Output]
    ) -> OperatorLaw where Operator == CountSignalOperator<Output> {
        stepModel(name, statement ?? "s.\(name)(count) ≡ its array model", counts: counts) { count in
            arrayStepModel(name, onFailure: onFailure) { model(count, $0, $1) }
        }
    }

    /// An array model as a step model whose state is the values so far and
    /// what was sent.
    static func arrayStepModel<Output: Equatable & Sendable>(
        _ name: String, onFailure: StepFailureRule, _ model: @escaping @Sendable ([Int], Bool) -> [Output]
    ) -> StepModel<ArrayModelState<Output>, Output> {
        @Sendable func growth(_ state: ArrayModelState<Output>, completed: Bool) -> [Output] {
            let outputs = model(state.values, completed)
            precondition(
                outputs.starts(with: state.sent),
                "the array model of \"\(name)\" is not prefix-consistent: model(\(state.values), \(completed)) = \(outputs) "
                    + "does not start with what it gave before, \(state.sent)")
            return Array(outputs.dropFirst(state.sent.count))
        }
        return StepModel(
            initial: ArrayModelState(),
            flush: { growth($0, completed: true) },
            onFailure: onFailure,
            next: { state, value in
                var state = state
                state.values.append(value)
                let outputs = growth(state, completed: false)
                state.sent += outputs
                return (state, outputs)
            })
    }
}

/// The state of an array model run as a step model: the values so far and
/// the outputs sent for them.
struct ArrayModelState<Output: Sendable>: Sendable {
    var values: [Int] = []
    var sent: [Output] = []
}
