/// Runs the property `name` and reports an issue to the running test if it
/// does **not** fail: for tests that plant a bug to prove that a property
/// can see it.
///
/// With no `configuration` it runs as the environment says
/// (`Configuration.fromEnvironment`): the profile (`CI` selects `ci`), the
/// seed (`LAWCHECK_SEED`, else a fresh one per process, printed in the
/// report), the replay token and the corpus — so a nightly run with fresh
/// seeds measures how reliably the bug is caught instead of testing one
/// seed forever. Recording is always off: the planted bug's failing case is
/// not a regression of the real code. A test that asserts on the exact
/// shrunk case pins its seed with
/// `Configuration.fromEnvironment(callerFilePath:defaultProfile:defaultSeed:)`.
///
/// Returns the result, whose `failure` holds the minimal counterexample.
@discardableResult
public func expectFailure<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    iterations: Int? = nil,
    configuration: Configuration? = nil,
    classify classifiers: [Classifier<Value>] = [],
    reporter: (any FailureReporter)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function,
    _ property: (Value) throws -> Bool
) -> CheckResult<Value> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    var resolved: Configuration
    switch resolveConfiguration(configuration, filePath: filePath) {
    case .success(let configuration): resolved = configuration
    case .failure(let error):
        return deliver(invalidConfiguration(name, error), reporter: reporter, site: site)
    }
    resolved.recordsCorpus = false
    let result = runCheck(
        name, generator, iterations: iterations, configuration: resolved, classify: classifiers,
        filePath: filePath, function: function, property)
    reportUnlessFailed(result, reporter: reporter, site: site)
    return result
}

/// Reports `result` unless it failed as expected: a pass means the property
/// missed the planted bug; an unhealthy run means it could not tell.
public func reportUnlessFailed<Value>(_ result: CheckResult<Value>, reporter: (any FailureReporter)?, site: CallSite) {
    let message: String
    switch result.status {
    case .failed: return
    case .passed:
        message =
            "Expected property \"\(result.name)\" to fail, but it passed \(result.casesRun) cases "
            + "(seed \(result.seed)): the planted bug went unnoticed.\n" + result.report
    case .unhealthy:
        message = "Expected property \"\(result.name)\" to fail, but it could not be checked:\n" + result.report
    }
    (reporter ?? AutomaticReporter()).reportFailure(message, at: site)
}
