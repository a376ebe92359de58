/// Resolves the configuration of one call: the given one, or the
/// environment's (which may be invalid).
@usableFromInline
func resolveConfiguration(
    _ configuration: Configuration?, filePath: StaticString
) -> Result<Configuration, ConfigurationError> {
    if let configuration { return .success(configuration) }
    do {
        return .success(try Configuration.fromEnvironment(callerFilePath: filePath.description))
    } catch {
        return .failure(error)
    }
}

@usableFromInline
func invalidConfiguration<Value>(_ name: String, _ error: ConfigurationError) -> CheckResult<Value> {
    var result = CheckResult<Value>(name: name, seed: Seed(0), status: .unhealthy)
    result.problem = error.description
    result.report = "Property \"\(name)\" was not run: \(error.description)"
    return result
}

/// The runner of one call's property, or why the call's configuration is
/// invalid: the shared start of `check` and `runCheck`.
@inlinable
func propertyRunner<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    iterations: Int?,
    configuration: Configuration?,
    classifiers: [Classifier<Value>],
    site: CallSite
) -> Result<PropertyRunner<Value>, ConfigurationError> {
    resolveConfiguration(configuration, filePath: site.filePath).map { configuration in
        PropertyRunner(
            name: name, generator: generator, configuration: configuration,
            iterations: configuration.effectiveIterations(requested: iterations), classifiers: classifiers,
            testName: site.testName)
    }
}

/// Runs the property `name` on values of `generator` and returns what
/// happened without reporting to any test framework: the non-reporting
/// engine behind `check`.
///
/// - Parameters:
///   - name: the property's name, printed in the report; it names its corpus file.
///   - generator: draws the values the property is checked on.
///   - iterations: random cases for this property under the `dev` profile
///     (scaled by the profile; `LAWCHECK_ITERATIONS` wins); nil for the
///     profile's default.
///   - configuration: nil reads the environment (see `Configuration`).
///   - classifiers: labels and coverage requirements.
///   - filePath: the calling file's path, which locates its test target's corpus.
///   - function: the calling test, named in the report's replay lines.
///   - property: returns `false` or throws to fail.
///
/// `@inlinable` so that the case loop is specialized for `Value`.
@inlinable
public func runCheck<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    iterations: Int? = nil,
    configuration: Configuration? = nil,
    classify classifiers: [Classifier<Value>] = [],
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    _ property: (Value) throws -> Bool
) -> CheckResult<Value> {
    let site = CallSite(fileID: "", filePath: filePath, line: 0, column: 0, function: function)
    switch propertyRunner(
        name, generator, iterations: iterations, configuration: configuration, classifiers: classifiers, site: site
    ) {
    case .failure(let error):
        return invalidConfiguration(name, error)
    case .success(let runner):
        return runner.run { value in PropertyVerdict.of(property, value) }
    }
}

/// The asynchronous form of `runCheck`.
@inlinable
public func runCheck<Value>(
    _ name: String,
    _ generator: Gen<Value>,
    iterations: Int? = nil,
    configuration: Configuration? = nil,
    classify classifiers: [Classifier<Value>] = [],
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    _ property: (Value) async throws -> Bool
) async -> CheckResult<Value> {
    let site = CallSite(fileID: "", filePath: filePath, line: 0, column: 0, function: function)
    switch propertyRunner(
        name, generator, iterations: iterations, configuration: configuration, classifiers: classifiers, site: site
    ) {
    case .failure(let error):
        return invalidConfiguration(name, error)
    case .success(let runner):
        return await runner.run { value in await PropertyVerdict.of(property, value) }
    }
}
