import LawCheck
import Reactive

/// The per-subscription law of an operator: two subscriptions to one output
/// of the operator behave as two independent runs, `out` subscribed twice ≡
/// `Signal.defer { operator(sources) }` subscribed twice. An operator that
/// keeps its state per operator instead of per subscription (a counter made
/// outside the signal's closure) breaks it on the second subscription, which
/// no model law replays.
extension OperatorLaw {
    /// The harness of the per-subscription law: schedules of ``sources``
    /// sources whose output is always subscribed a second time.
    public var subscriptionHarness: StreamHarness<Signal<Int, TestFailure>, Schedule, Trace> {
        .signal(schedules: .resubscribed(sources: sources))
    }

    /// The LawCheck property name of the per-subscription law (it names its corpus file).
    public var subscriptionPropertyName: String {
        Battery<LawInput<Schedule>, Trace>.propertyName(
            subject: subscriptionHarness.name, battery: "subscriptions", law: name)
    }

    /// The per-subscription law with `operator` under test.
    public func subscriptionLaw(_ operator: Operator) -> Law<LawInput<Schedule>, Trace> {
        let apply = apply
        return described(
            Law(
                name, "\(name): one output subscribed twice ≡ two independent outputs",
                parameters: { $0.describe(self.parameters) },
                lhs: { input in input.sample.trace { sources in apply(`operator`, sources, input) } },
                rhs: { input in input.sample.trace { sources in Signal.defer { apply(`operator`, sources, input) } } }),
            `operator`)
    }

    /// The per-subscription law with `operator` under test, as one law of a ``LawCatalog``.
    public func subscriptionCatalogLaw(_ operator: Operator) -> CatalogLaw {
        let harness = subscriptionHarness
        return CatalogLaw(
            name: subscriptionPropertyName, inputs: harness.inputs, classify: harness.classify,
            property: Battery.property(
                battery: "subscriptions", law: subscriptionLaw(`operator`), equivalence: harness.equivalence))
    }
}

extension OperatorLaw {
    /// Checks `operator` against every law it has — its model law, its
    /// resource law and its per-subscription law — reporting each broken one
    /// to the running test. Returns the three results.
    @discardableResult
    public func checkAll(
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ operator: Operator
    ) -> [CheckResult<LawInput<Schedule>>] {
        OperatorLawFacet.allCases.map { facet in
            check(
                facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
                filePath: filePath, line: line, column: column, function: function, `operator`)
        }
    }

    /// The model, resource and per-subscription laws of `operator`, as catalog laws.
    public func catalogLaws(_ operator: Operator) -> [CatalogLaw] {
        [catalogLaw(`operator`), resourceCatalogLaw(`operator`), subscriptionCatalogLaw(`operator`)]
    }
}
