import LawCheck
import Reactive

extension OperatorLaw {
    /// Runs the law `facet` on `operator` without reporting, on the facet's
    /// harness. `recording` says whether a nil `configuration` is the
    /// environment's as is (a reporting `check`, which records as the profile
    /// says) or the environment's with recording off (a bare `run`).
    func evaluate(
        _ facet: OperatorLawFacet,
        iterations: Int?,
        configuration: Configuration?,
        recording: Bool,
        filePath: StaticString,
        function: StaticString,
        _ operator: Operator
    ) -> CheckResult<LawInput<Schedule>> {
        let configuration =
            recording ? configuration : Configuration.withoutRecording(configuration, callerFilePath: filePath)
        switch facet {
        case .model:
            return harness.runRecording(
                Battery(battery, laws: [law(`operator`)]), iterations: iterations, configuration: configuration,
                filePath: filePath, function: function)[0]
        case .resources:
            return resourceHarness.runRecording(
                Battery("resources", laws: [resourceLaw(`operator`)]), iterations: iterations,
                configuration: configuration, filePath: filePath, function: function)[0]
        case .subscriptions:
            return subscriptionHarness.runRecording(
                Battery("subscriptions", laws: [subscriptionLaw(`operator`)]), iterations: iterations,
                configuration: configuration, filePath: filePath, function: function)[0]
        }
    }
}
