import LawCheck
import Reactive

/// Running a template on an operator: `check` reports a broken law to the
/// running test at the caller's line, `expectFailure` reports one that holds
/// (for planted bugs), `run` reports nothing. As ``OperatorLaw``'s do, they
/// replay `LAWCHECK_REPLAY`, then the corpus, then random cases.
extension OperatorTemplate {
    /// Checks `operator` against the template, reporting a broken law.
    @discardableResult
    public func check(
        iterations: Int? = nil, configuration: Configuration? = nil, reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ operator: @escaping OperatorLaws.UnaryOperator
    ) -> CheckResult<LawInput<Schedule>> {
        report(
            run(
                Self.unary(`operator`), iterations: iterations, configuration: configuration, filePath: filePath,
                function: function),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Checks `operator`, with a count drawn from `counts`, against the template.
    @discardableResult
    public func check(
        counts: ClosedRange<Int>,
        iterations: Int? = nil, configuration: Configuration? = nil, reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ operator: @escaping OperatorLaws.CountOperator
    ) -> CheckResult<LawInput<Schedule>> {
        report(
            run(
                Self.counted(counts, `operator`), iterations: iterations, configuration: configuration,
                filePath: filePath,
                function: function),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Runs the template on `operator` without reporting.
    public func run(
        iterations: Int? = nil, configuration: Configuration? = nil,
        filePath: StaticString = #filePath, function: StaticString = #function,
        _ operator: @escaping OperatorLaws.UnaryOperator
    ) -> CheckResult<LawInput<Schedule>> {
        run(
            Self.unary(`operator`), iterations: iterations, configuration: configuration, filePath: filePath,
            function: function)
    }

    /// Runs the template on `operator`, with a count drawn from `counts`, without reporting.
    public func run(
        counts: ClosedRange<Int>, iterations: Int? = nil, configuration: Configuration? = nil,
        filePath: StaticString = #filePath, function: StaticString = #function,
        _ operator: @escaping OperatorLaws.CountOperator
    ) -> CheckResult<LawInput<Schedule>> {
        run(
            Self.counted(counts, `operator`), iterations: iterations, configuration: configuration, filePath: filePath,
            function: function)
    }

    /// Checks that the template catches `operator` (a planted bug), and
    /// reports an issue if it holds; recording off, as LawCheck's `expectFailure`.
    @discardableResult
    public func expectFailure(
        iterations: Int? = nil, configuration: Configuration? = nil, reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ operator: @escaping OperatorLaws.UnaryOperator
    ) -> CheckResult<LawInput<Schedule>> {
        expectFailure(
            Self.unary(`operator`), iterations: iterations, configuration: configuration, reporter: reporter,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Checks that the template catches `operator`, with a count drawn from `counts`.
    @discardableResult
    public func expectFailure(
        counts: ClosedRange<Int>,
        iterations: Int? = nil, configuration: Configuration? = nil, reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ operator: @escaping OperatorLaws.CountOperator
    ) -> CheckResult<LawInput<Schedule>> {
        expectFailure(
            Self.counted(counts, `operator`), iterations: iterations, configuration: configuration, reporter: reporter,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// The template with `operator` under test as one law of a ``LawCatalog``.
    public func catalogLaw(_ operator: @escaping OperatorLaws.UnaryOperator) -> CatalogLaw {
        catalogLaw(Self.unary(`operator`))
    }

    private func expectFailure(
        _ applied: Applied, iterations: Int?, configuration: Configuration?, reporter: (any FailureReporter)?,
        site: CallSite
    ) -> CheckResult<LawInput<Schedule>> {
        let resolved = Configuration.expectingFailure(configuration, callerFilePath: site.filePath)
        let result = run(
            applied, iterations: iterations, configuration: resolved, filePath: site.filePath, function: site.function)
        reportUnlessFailed(result, reporter: reporter, site: site)
        return result
    }

    static func unary(_ operator: @escaping OperatorLaws.UnaryOperator) -> Applied {
        Applied(apply: { source, _ in `operator`(source) }, describe: { _ in "" })
    }

    static func counted(_ counts: ClosedRange<Int>, _ operator: @escaping OperatorLaws.CountOperator) -> Applied {
        Applied(
            apply: { source, input in `operator`(source, OperatorLaw<OperatorLaws.CountOperator>.drawn(counts, input))
            },
            describe: countDescription(counts))
    }

    /// How a count drawn from `counts` is printed with a violation: `count = 2`.
    static func countDescription(_ counts: ClosedRange<Int>) -> @Sendable (LawInput<Schedule>) -> String {
        { "count = \(OperatorLaw<OperatorLaws.CountOperator>.drawn(counts, $0))" }
    }
}
