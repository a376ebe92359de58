import LawCheck
import Reactive

/// The resource law of an operator: on every schedule of its sources — hot
/// ones, disposal mid-stream and a second subscription included — the output
/// sends at most one terminal event and it is last, nothing after its
/// disposal, every subscription it makes to a source or an inner stream is
/// disposed exactly once, and nothing is retained afterwards
/// (``Schedule/audit(_:)``). It needs no model: the operator is applied to
/// the sources exactly as in its model law.
extension OperatorLaw {
    /// The harness of the resource law: schedules of ``sources`` sources.
    public var resourceHarness: ResourceHarness {
        ResourceHarness(schedules: .schedule(sources: sources))
    }

    /// The LawCheck property name of the resource law (it names its corpus file).
    public var resourcePropertyName: String {
        Battery<LawInput<Schedule>, ResourceAudit>.propertyName(
            subject: resourceHarness.name, battery: "resources", law: name)
    }

    /// The resource law with `operator` under test.
    public func resourceLaw(_ operator: Operator) -> Law<LawInput<Schedule>, ResourceAudit> {
        let apply = apply
        return described(
            resourceHarness.law(name, uses: parameters) { _, _, sources, input in apply(`operator`, sources, input) },
            `operator`)
    }

    /// The resource law with `operator` under test, as one law of a ``LawCatalog``.
    public func resourceCatalogLaw(_ operator: Operator) -> CatalogLaw {
        let harness = resourceHarness
        return CatalogLaw(
            name: resourcePropertyName, inputs: harness.inputs, classify: harness.classify,
            property: Battery.property(
                battery: "resources", law: resourceLaw(`operator`), equivalence: ResourceHarness.equivalence))
    }
}
