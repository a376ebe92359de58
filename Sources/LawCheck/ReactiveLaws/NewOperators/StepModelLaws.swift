import Reactive

/// The laws of a new operator from its ``StepModel``: the model law, the
/// resource law and the per-subscription law of an ``OperatorLaw``, in one
/// expression. Outputs of the operator's own type are printed with a legend.
///
/// ```swift
/// OperatorLaw.stepModel("pairwise", initial: nil as Int?) { last, value in (value, last.map { [Pair($0, value)] } ?? []) }
///     .checkAll { source in source.pairwise().map(Pair.init) }
/// ```
extension OperatorLaw {
    /// The laws of an operator on one signal whose meaning is `model`.
    public static func stepModel<State: Sendable, Output: Equatable & Sendable>(
        _ name: String, _ statement: String? = nil, _ model: StepModel<State, Output>
    ) -> OperatorLaw where Operator == SignalOperator<Output> {
        typedModel(
            name, statement ?? "s.\(name)() ≡ its step model", family: "step models",
            apply: { `operator`, sources, _ in `operator`(sources[0]) },
            model: { replay, _ in model.outputs(replay) })
    }

    /// The laws of an operator on one signal whose meaning is the step model
    /// made of these parts (see ``StepModel/init(initial:flush:onFailure:completesWhen:timer:next:)``).
    public static func stepModel<State: Sendable, Output: Equatable & Sendable>(
        _ name: String, _ statement: String? = nil,
        initial: State,
        flush: @escaping @Sendable (State) -> [Output] = { _ in [] },
        onFailure: StepFailureRule = .passes,
        completesWhen: @escaping @Sendable (State) -> Bool = { _ in false },
        next: @escaping @Sendable (State, Int) -> (State, [Output])
    ) -> OperatorLaw where Operator == SignalOperator<Output> {
        stepModel(
            name, statement,
            StepModel(initial: initial, flush: flush, onFailure: onFailure, completesWhen: completesWhen, next: next))
    }

    /// The laws of an operator on one signal with a count, whose meaning for
    /// each count is `model(count)`. Counts are drawn from `counts` (the
    /// law's `n` picks one; reports print `count = 2`).
    public static func stepModel<State: Sendable, Output: Equatable & Sendable>(
        _ name: String, _ statement: String? = nil, counts: ClosedRange<Int> = 0...3,
        _ model: @escaping @Sendable (Int) -> StepModel<State, Output>
    ) -> OperatorLaw where Operator == CountSignalOperator<Output> {
        typedModel(
            name, statement ?? "s.\(name)(count) ≡ its step model", family: "step models", uses: [.n],
            describing: { "count = \(drawn(counts, $0))" },
            apply: { `operator`, sources, input in `operator`(sources[0], drawn(counts, input)) },
            model: { replay, input in model(drawn(counts, input)).outputs(replay) })
    }

    /// The laws of a time operator on one signal, whose meaning is `model`
    /// with its ``StepTimer`` waiting the interval. Intervals are whole ticks
    /// drawn from `ticks` (reports print `interval = 2`); the operator gets
    /// the interval as a `Duration` and the replay's scheduler.
    public static func stepModel<State: Sendable, Output: Equatable & Sendable>(
        _ name: String, _ statement: String? = nil, ticks: ClosedRange<Int>, _ model: StepModel<State, Output>
    ) -> OperatorLaw where Operator == TimedSignalOperator<Output> {
        typedModel(
            name, statement ?? "s.\(name)(interval) ≡ its step model", family: "step models", uses: [.n],
            describing: { "interval = \(drawn(ticks, $0))" },
            apply: { `operator`, sources, input in
                `operator`(sources[0], .seconds(drawn(ticks, input)), Models.scheduler)
            },
            model: { replay, input in model.outputs(replay, timerTicks: drawn(ticks, input)) })
    }

    /// The laws of an operator of any shape on one signal whose meaning is
    /// the step model `model(input)` built from the law's parameters:
    /// `apply` hands the first source and the parameters `uses` lists to the
    /// operator (a predicate `p`, a function `f`, a value `x`, a count `n`).
    ///
    /// ```swift
    /// OperatorLaw<OperatorLaws.PredicateOperator>.stepModel("myFilter", "s.myFilter(p) ≡ its step model", uses: [.p],
    ///     apply: { myFilter, source, input in myFilter(source, input.p.callAsFunction) }) { input in
    ///     StepModel(initial: ()) { _, value in ((), input.p(value) ? [value] : []) } }
    /// ```
    public static func stepModel<State: Sendable, Output: Equatable & Sendable>(
        _ name: String, _ statement: String, uses parameters: [LawParameter],
        apply:
            @escaping @Sendable (Operator, Signal<Int, TestFailure>, LawInput<Schedule>) -> Signal<Output, TestFailure>,
        _ model: @escaping @Sendable (LawInput<Schedule>) -> StepModel<State, Output>
    ) -> OperatorLaw {
        typedModel(
            name, statement, family: "step models", uses: parameters,
            apply: { `operator`, sources, input in apply(`operator`, sources[0], input) },
            model: { replay, input in model(input).outputs(replay) })
    }

    /// The member of `range` the law's `n` (0…3) picks: its smallest value
    /// when `n` shrinks to 0.
    static func drawn(_ range: ClosedRange<Int>, _ input: LawInput<Schedule>) -> Int {
        range.lowerBound + input.n % range.count
    }
}
