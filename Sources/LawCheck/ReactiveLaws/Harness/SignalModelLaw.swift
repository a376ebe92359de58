import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// A law relating an expression over the first source `s` to a model of
    /// it: `model` turns the trace of `s` itself (replayed on the same
    /// schedule) into the trace the expression must give, ticks included.
    ///
    /// Both sides ignore the schedule's ``Schedule/echo``: a model is a
    /// function of the source's events, and an echo makes them depend on
    /// what the output sent, which differs between the two replays. A
    /// disposal during a value (``Schedule/disposeDuringValue``) ends the
    /// expression's replay, and cuts the model's trace at that value.
    public func law(
        _ name: String,
        _ statement: String,
        uses parameters: [LawParameter] = [],
        _ lhs: @escaping @Sendable (Signal<Int, TestFailure>, LawInput<Schedule>) -> Signal<Int, TestFailure>,
        model: @escaping @Sendable (Trace, LawInput<Schedule>) -> Trace
    ) -> Law<LawInput<Schedule>, Trace> {
        Law(
            name, statement,
            parameters: { $0.describe(parameters) },
            lhs: { input in input.sample.withoutEcho.trace { lhs($0[0], input) } },
            rhs: { input in
                model(input.sample.withoutReentrance.trace { $0[0] }, input)
                    .disposed(duringValue: input.sample.disposeDuringValue)
            })
    }

    /// A law compared on the order of events alone (``Trace/untimed``): for
    /// expressions that keep a source's events but not their ticks.
    public func untimedLaw(
        _ name: String,
        _ statement: String,
        uses parameters: [LawParameter] = [],
        _ lhs: @escaping @Sendable (Signal<Int, TestFailure>, LawInput<Schedule>) -> Signal<Int, TestFailure>,
        _ rhs: @escaping @Sendable (Signal<Int, TestFailure>, LawInput<Schedule>) -> Signal<Int, TestFailure>
    ) -> Law<LawInput<Schedule>, Trace> {
        Law(
            name, statement,
            parameters: { $0.describe(parameters) },
            lhs: { input in input.sample.trace { lhs($0[0], input) }.untimed },
            rhs: { input in input.sample.trace { rhs($0[0], input) }.untimed })
    }
}
