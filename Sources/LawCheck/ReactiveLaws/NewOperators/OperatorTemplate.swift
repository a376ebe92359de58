import LawCheck
import Reactive

/// A law that needs no model, applicable to any operator on one signal of
/// the law's numbers by one call: `OperatorTemplate.idempotent.check { $0.myDistinct() }`.
/// The templates (``commutesWithMap``, ``idempotent``, ``disposesWhatItSubscribes``, …)
/// relate the operator to itself, to its source or to a composition of
/// catalog operators; each says what it can and cannot see. An operator
/// with a count is checked with `check(counts:)`: the count is drawn from
/// the range and printed as `count = 2`.
///
/// An operator whose output values are of its own `Equatable` type is
/// checked by the templates that compare runs of the operator with each
/// other (``endsAsItsSource``, ``distributesOverConcat``,
/// ``disposesWhatItSubscribes``, ``independentSubscriptions``,
/// ``deterministic``); the others compare its output with the source's
/// numbers and stop with a message.
public struct OperatorTemplate: Sendable {
    /// The template's name, such as `"idempotent"`.
    public let name: String
    /// The law in code form, `op` standing for the operator: `"op(op(s)) ≡ op(s)"`.
    public let statement: String
    /// The schedules it runs on.
    let schedules: ScheduleSpace
    /// The law on a trace for an operator, or nil for the resource law.
    let traceLaw: (@Sendable (Applied) -> Law<LawInput<Schedule>, Trace>)?
    /// Whether the template only compares runs of the operator with each
    /// other, so that it applies to outputs of the operator's own type
    /// (OperatorTemplate+OwnOutputs.swift); false when it compares the
    /// output with the source's numbers.
    let acceptsOwnOutputs: Bool

    /// The operator under test with its parameters bound from the law's input.
    struct Applied: Sendable {
        /// The operator on a signal, with the input's parameters.
        var apply: @Sendable (Signal<Int, TestFailure>, LawInput<Schedule>) -> Signal<Int, TestFailure>
        /// The parameters it used, printed with a violation.
        var describe: @Sendable (LawInput<Schedule>) -> String

        /// `op(s)` with the input's parameters.
        func callAsFunction(_ source: Signal<Int, TestFailure>, _ input: LawInput<Schedule>) -> Signal<Int, TestFailure>
        {
            apply(source, input)
        }
    }

    /// A template comparing two traces on `schedules`; `sides` gives the left
    /// side (the operator) and the right side (what it must equal).
    init(
        _ name: String, _ statement: String, schedules: ScheduleSpace, uses parameters: [LawParameter] = [],
        acceptsOwnOutputs: Bool = false,
        sides:
            @escaping @Sendable (Applied) -> (
                lhs: @Sendable (LawInput<Schedule>) -> Trace, rhs: @Sendable (LawInput<Schedule>) -> Trace
            )
    ) {
        self.name = name
        self.statement = statement
        self.schedules = schedules
        self.acceptsOwnOutputs = acceptsOwnOutputs
        traceLaw = { applied in
            let (lhs, rhs) = sides(applied)
            return Law(
                name, statement,
                parameters: { input in
                    [applied.describe(input), input.describe(parameters)].filter { !$0.isEmpty }.joined(separator: ", ")
                },
                lhs: lhs, rhs: rhs)
        }
    }

    /// The resource law on `schedules`.
    init(resources name: String, _ statement: String, schedules: ScheduleSpace) {
        self.name = name
        self.statement = statement
        self.schedules = schedules
        acceptsOwnOutputs = true
        traceLaw = nil
    }

    /// The family in property names.
    static let family = "templates"

    /// The LawCheck property name of the template (it names its corpus file).
    public var propertyName: String {
        traceLaw == nil
            ? Battery<LawInput<Schedule>, ResourceAudit>.propertyName(
                subject: ResourceHarness(schedules: schedules).name, battery: Self.family, law: name)
            : Battery<LawInput<Schedule>, Trace>.propertyName(
                subject: StreamHarness.signal(schedules: schedules).name, battery: Self.family, law: name)
    }

    func run(
        _ applied: Applied, iterations: Int?, configuration: Configuration?, filePath: StaticString,
        function: StaticString
    ) -> CheckResult<LawInput<Schedule>> {
        if let traceLaw {
            return StreamHarness.signal(schedules: schedules).run(
                Battery(Self.family, laws: [traceLaw(applied)]), iterations: iterations, configuration: configuration,
                filePath: filePath, function: function)[0]
        }
        return ResourceHarness(schedules: schedules).run(
            Battery(Self.family, laws: [resourceLaw(applied)]), iterations: iterations, configuration: configuration,
            filePath: filePath, function: function)[0]
    }

    private func resourceLaw(_ applied: Applied) -> Law<LawInput<Schedule>, ResourceAudit> {
        var law = ResourceHarness(schedules: schedules).law(name) { a, _, _, input in applied(a, input) }
        law.parameters = applied.describe
        return law
    }

    /// The template with `applied` under test as one law of a ``LawCatalog``.
    func catalogLaw(_ applied: Applied) -> CatalogLaw {
        if let traceLaw {
            let harness = StreamHarness.signal(schedules: schedules)
            return CatalogLaw(
                name: propertyName, inputs: harness.inputs, classify: harness.classify,
                property: Battery.property(
                    battery: Self.family, law: traceLaw(applied), equivalence: harness.equivalence))
        }
        let harness = ResourceHarness(schedules: schedules)
        return CatalogLaw(
            name: propertyName, inputs: harness.inputs, classify: harness.classify,
            property: Battery.property(
                battery: Self.family, law: resourceLaw(applied), equivalence: ResourceHarness.equivalence))
    }
}
