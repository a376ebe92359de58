/// Checks the property `name` on values of `generator`, and on failure
/// reports the shrunk counterexample to the running test framework at the
/// caller's location (Swift Testing `Issue` or `XCTFail`; see
/// `AutomaticReporter`).
///
/// The property fails by returning `false`, by throwing, or (in Swift
/// Testing) by recording an issue, e.g. a failed `#expect`. Runs the
/// `LAWCHECK_REPLAY` case, then the corpus, then random cases.
///
/// - Parameters:
///   - name: the property's name, printed in reports; it names its corpus file.
///   - generator: draws the values the property is checked on.
///   - iterations: random cases under the `dev` profile (scaled by the
///     profile; `LAWCHECK_ITERATIONS` wins); nil for the profile's default.
///   - configuration: nil reads the environment (see `Configuration`).
///   - classifiers: labels and coverage requirements.
///   - reporter: nil for `AutomaticReporter`.
///   - fileID: the calling file, where the failure is reported.
///   - filePath: the calling file's path, which locates its test target's corpus.
///   - line: the calling line, where the failure is reported.
///   - column: the calling column, where the failure is reported.
///   - function: the calling test, named in the report's replay lines.
///   - property: returns `false` or throws to fail.
@inlinable
@discardableResult
public func check<Value>(
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
    switch propertyRunner(
        name, generator, iterations: iterations, configuration: configuration, classifiers: classifiers, site: site
    ) {
    case .failure(let error):
        return deliver(invalidConfiguration(name, error), reporter: reporter, site: site)
    case .success(let runner):
        let result = runner.run { value in
            ExpectationCapture.verdict { PropertyVerdict.of(property, value) }
        }
        return deliver(result, reporter: reporter, site: site)
    }
}

/// `check` for properties that fail only by throwing or by recording
/// issues (`#expect`).
@inlinable
@discardableResult
public func check<Value>(
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
    _ property: (Value) throws -> Void
) -> CheckResult<Value> {
    check(
        name, generator, iterations: iterations, configuration: configuration, classify: classifiers,
        reporter: reporter, fileID: fileID, filePath: filePath, line: line, column: column, function: function
    ) { value in
        try property(value)
        return true
    }
}

/// The asynchronous form of `check`.
@inlinable
@discardableResult
public func check<Value>(
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
    _ property: (Value) async throws -> Bool
) async -> CheckResult<Value> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    switch propertyRunner(
        name, generator, iterations: iterations, configuration: configuration, classifiers: classifiers, site: site
    ) {
    case .failure(let error):
        return deliver(invalidConfiguration(name, error), reporter: reporter, site: site)
    case .success(let runner):
        let result = await runner.run { value in
            await ExpectationCapture.verdict { await PropertyVerdict.of(property, value) }
        }
        return deliver(result, reporter: reporter, site: site)
    }
}

/// The asynchronous `check` for properties that fail only by throwing or by
/// recording issues.
@inlinable
@discardableResult
public func check<Value>(
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
    _ property: (Value) async throws -> Void
) async -> CheckResult<Value> {
    await check(
        name, generator, iterations: iterations, configuration: configuration, classify: classifiers,
        reporter: reporter, fileID: fileID, filePath: filePath, line: line, column: column, function: function
    ) { value in
        try await property(value)
        return true
    }
}

/// Reports `result` to the running test as `check` does: a non-passing
/// result as a failure at `site`; a passing one printed when it says more
/// than "passed" (a requested distribution, warnings such as stale corpus
/// entries). For tools that run a property with `runCheck` and report it
/// themselves, such as the typed laws of ReactiveLaws.
@discardableResult
public func report<Value>(
    _ result: CheckResult<Value>, reporter: (any FailureReporter)? = nil, at site: CallSite
) -> CheckResult<Value> {
    deliver(result, reporter: reporter, site: site)
}

/// Reports a non-passing result; prints passing reports that say more than
/// "passed" (a requested distribution, warnings such as stale corpus
/// entries).
@usableFromInline
func deliver<Value>(
    _ result: CheckResult<Value>, reporter: (any FailureReporter)?, site: CallSite
) -> CheckResult<Value> {
    if result.passed {
        if result.report.contains("\n") { print(result.report) }
    } else {
        (reporter ?? AutomaticReporter()).reportFailure(result.report, at: site)
    }
    return result
}
