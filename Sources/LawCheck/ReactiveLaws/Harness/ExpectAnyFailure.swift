import LawCheck

/// Checks that a planted bug is caught by **at least one** of `laws`, each
/// within its profile's cases, and reports an issue to the running test at
/// the caller's line if every one of them holds (or could not tell): for a
/// bug that one law or another may see, such as a leak that the model law
/// sees on some schedules and the resource law on others.
///
/// The laws run in order, under `configuration` or the environment's (the
/// profile, a fresh seed per process unless `LAWCHECK_SEED` is set, the
/// corpus next to the caller), with recording off, and the run stops at the
/// first law that fails. Returns the outcomes of the laws run.
///
/// ```swift
/// expectFailure(anyOf: OperatorLaws.take.catalogLaws { s, n in s.myTake(n) })           // model, resources or subscriptions
/// OperatorLaws.take.expectFailure(anyOf: [.model, .resources]) { s, n in s.myTake(n) }  // the same, for some facets
/// ```
@discardableResult
public func expectFailure(
    anyOf laws: [CatalogLaw],
    configuration: Configuration? = nil,
    reporter: (any FailureReporter)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
) -> [LawOutcome] {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    var notRecording: Configuration
    do throws(ConfigurationError) {
        if let configuration {
            notRecording = configuration
        } else {
            notRecording = try Configuration.fromEnvironment(callerFilePath: filePath.description)
        }
    } catch {
        (reporter ?? AutomaticReporter()).reportFailure(
            "Expected one of \(laws.count) laws to fail, but none could run: \(error.description)", at: site)
        return []
    }
    notRecording.recordsCorpus = false
    var outcomes: [LawOutcome] = []
    for law in laws {
        let outcome = law.run(notRecording)
        outcomes.append(outcome)
        if outcome.failure != nil { return outcomes }
    }
    let lines = zip(laws, outcomes).map { law, outcome in
        outcome.problem.map { "- \(law.name): could not be checked: \($0)" }
            ?? "- \(law.name): held on \(outcome.casesRun) cases"
    }
    (reporter ?? AutomaticReporter()).reportFailure(
        "Expected at least one of \(laws.count) laws to fail (seed \(notRecording.effectiveSeed)), "
            + "but none did: the planted bug went unnoticed.\n" + lines.joined(separator: "\n"),
        at: site)
    return outcomes
}

extension OperatorLaw {
    /// Checks that at least one of the laws `facets` (`OperatorLawFacet.allCases` for all three)
    /// catches `operator`, a planted bug; see ``expectFailure(anyOf:configuration:reporter:fileID:filePath:line:column:function:)``.
    @discardableResult
    public func expectFailure(
        anyOf facets: [OperatorLawFacet],
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ operator: Operator
    ) -> [LawOutcome] {
        let laws = facets.map { facet in
            switch facet {
            case .model: catalogLaw(`operator`)
            case .resources: resourceCatalogLaw(`operator`)
            case .subscriptions: subscriptionCatalogLaw(`operator`)
            }
        }
        return ReactiveLaws.expectFailure(
            anyOf: laws, configuration: configuration, reporter: reporter, fileID: fileID, filePath: filePath,
            line: line, column: column, function: function)
    }
}
