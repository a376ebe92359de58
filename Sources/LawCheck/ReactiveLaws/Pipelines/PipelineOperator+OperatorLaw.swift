import Reactive

extension PipelineOperator {
    /// A user's operator on one signal, with the model of its typed law
    /// (``OperatorLaws``), as a stage of generated pipelines: one line,
    /// `SignalPipelineLaw().including(PipelineOperator("myTake", law: OperatorLaws.take) { $0.myTake($1) })`.
    ///
    /// The stage's parameter `i` (0…3, shrinking toward 0) gives the law's
    /// parameters: `n = x = i`, `f(x) = x + i`, `g(x) = 2x - i`,
    /// `p(x) = x < 3i`, `k(x) = [x + i]`; the stage prints as
    /// `.name(…)` followed by the parameters the law uses. The law must be one
    /// of an operator on one source whose model is known over any upstream
    /// (the laws built as `unary`, and `take`; a precondition).
    public init<Operator>(_ name: String, law: OperatorLaw<Operator>, _ operator: Operator) {
        guard let model = law.upstreamModel else {
            preconditionFailure("PipelineOperator: the law \"\(law.name)\" is not one of an operator on one source")
        }
        let apply = law.apply
        let parameters = law.parameters
        self.init(
            name,
            code: { ".\(name)(…) /* \(Self.input($0).describe(parameters)) */" },
            apply: { signal, parameter in apply(`operator`, [signal], Self.input(parameter)) },
            model: { events, parameter, moment in model(events, Self.input(parameter), moment) })
    }

    /// The law's parameters of a stage parameter (see ``init(_:law:_:)``).
    static func input(_ parameter: Int) -> LawInput<Schedule> {
        let f = IntFunction(multiplier: 1, offset: parameter)
        return LawInput(
            sample: Schedule(sources: []), f: f, g: IntFunction(multiplier: 2, offset: -parameter),
            k: StreamFunction([StreamFunction.Part(f)]), h: StreamFunction([]), x: parameter, n: parameter,
            p: IntPredicate(threshold: 3 * parameter))
    }
}
