import LawCheck
import Reactive

/// Templates on an operator whose output values are of its own `Equatable`
/// type: `OperatorTemplate.deterministic.check { $0.pairwise().map(Pair.init) }`.
///
/// Each side of the law numbers the values it sees in its own table (all
/// the operator's applications in one side share it); the observation
/// carries the table, and two observations are compared by their values, so
/// no state is shared between the sides. A report numbers both sides with
/// one table, `want`'s values first, and prints it under the diagram:
/// `Values: 0 = (1, 2), 1 = (2, 3)`. Only the templates that compare runs of
/// the operator with each other apply; the others stop with a message.
extension OperatorTemplate {
    /// Checks `operator` against the template, reporting a broken law.
    @discardableResult
    public func check<Output: Equatable & Sendable>(
        iterations: Int? = nil, configuration: Configuration? = nil, reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ operator: @escaping SignalOperator<Output>
    ) -> CheckResult<LawInput<Schedule>> {
        report(
            run(
                iterations: iterations, configuration: configuration, filePath: filePath, function: function, `operator`
            ),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Checks `operator`, with a count drawn from `counts`, against the
    /// template: `OperatorTemplate.deterministic.check(counts: 1...3) { $0.bufferCount($1) }`.
    @discardableResult
    public func check<Output: Equatable & Sendable>(
        counts: ClosedRange<Int>,
        iterations: Int? = nil, configuration: Configuration? = nil, reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ operator: @escaping CountSignalOperator<Output>
    ) -> CheckResult<LawInput<Schedule>> {
        report(
            run(
                counts: counts, iterations: iterations, configuration: configuration, filePath: filePath,
                function: function, `operator`),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Runs the template on `operator` without reporting.
    public func run<Output: Equatable & Sendable>(
        iterations: Int? = nil, configuration: Configuration? = nil,
        filePath: StaticString = #filePath, function: StaticString = #function,
        _ operator: @escaping SignalOperator<Output>
    ) -> CheckResult<LawInput<Schedule>> {
        runOwnOutputs(
            Applied(apply: { source, _ in OwnOutputs<Output>.encoded(`operator`(source)) }, describe: { _ in "" }),
            Output.self, iterations: iterations, configuration: configuration, filePath: filePath, function: function)
    }

    /// Runs the template on `operator`, with a count drawn from `counts`, without reporting.
    public func run<Output: Equatable & Sendable>(
        counts: ClosedRange<Int>, iterations: Int? = nil, configuration: Configuration? = nil,
        filePath: StaticString = #filePath, function: StaticString = #function,
        _ operator: @escaping CountSignalOperator<Output>
    ) -> CheckResult<LawInput<Schedule>> {
        runOwnOutputs(
            Applied(
                apply: { source, input in
                    OwnOutputs<Output>.encoded(
                        `operator`(source, OperatorLaw<OperatorLaws.CountOperator>.drawn(counts, input)))
                },
                describe: Self.countDescription(counts)),
            Output.self, iterations: iterations, configuration: configuration, filePath: filePath, function: function)
    }

    /// The template on `applied`, an operator whose values are numbered by
    /// the observed side's table (``OwnOutputs``).
    private func runOwnOutputs<Output: Equatable & Sendable>(
        _ applied: Applied, _: Output.Type, iterations: Int?, configuration: Configuration?, filePath: StaticString,
        function: StaticString
    ) -> CheckResult<LawInput<Schedule>> {
        precondition(
            acceptsOwnOutputs,
            "OperatorTemplate \"\(name)\" compares the output with the source's numbers; map an output of another type to Int first"
        )
        guard let traceLaw else {
            return run(
                applied, iterations: iterations, configuration: configuration, filePath: filePath, function: function)
        }
        let law = traceLaw(applied)
        let harness = StreamHarness.signal(schedules: schedules)
        let typed = Law<LawInput<Schedule>, OwnOutputs<Output>>(
            name, statement, parameters: law.parameters,
            lhs: { input in OwnOutputs.observe { law.lhs(input) } },
            rhs: { input in OwnOutputs.observe { law.rhs(input) } })
        return Battery(Self.family, laws: [typed]).run(
            on: harness.name, inputs: harness.inputs, equivalence: OwnOutputs.equivalence, iterations: iterations,
            configuration: configuration, classify: harness.classifiers(configuration), filePath: filePath,
            function: function)[0]
    }

    /// Checks that the template catches `operator` (a planted bug), and
    /// reports an issue if it holds; recording off.
    @discardableResult
    public func expectFailure<Output: Equatable & Sendable>(
        iterations: Int? = nil, configuration: Configuration? = nil, reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ operator: @escaping SignalOperator<Output>
    ) -> CheckResult<LawInput<Schedule>> {
        let result = run(
            iterations: iterations,
            configuration: Configuration.expectingFailure(configuration, callerFilePath: filePath),
            filePath: filePath, function: function, `operator`)
        reportUnlessFailed(
            result, reporter: reporter,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
        return result
    }

    /// Checks that the template catches `operator`, with a count drawn from
    /// `counts` (a planted bug), and reports an issue if it holds; recording off.
    @discardableResult
    public func expectFailure<Output: Equatable & Sendable>(
        counts: ClosedRange<Int>,
        iterations: Int? = nil, configuration: Configuration? = nil, reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ operator: @escaping CountSignalOperator<Output>
    ) -> CheckResult<LawInput<Schedule>> {
        let result = run(
            counts: counts, iterations: iterations,
            configuration: Configuration.expectingFailure(configuration, callerFilePath: filePath), filePath: filePath,
            function: function, `operator`)
        reportUnlessFailed(
            result, reporter: reporter,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
        return result
    }
}

/// What one side of a template law saw of an operator with outputs of its
/// own type: the trace in the side's numbers and the values they stand for.
struct OwnOutputs<Output: Equatable & Sendable>: Sendable {
    /// The trace, each value a number of `values`.
    var trace: Trace
    /// The values, the number of each being its index.
    var values: [Output]

    /// The trace `side` records, numbered with a table of its own.
    static func observe(_ side: () -> Trace) -> OwnOutputs {
        let codes = Locked(OutputCodes<Output>())
        let trace = ObservedSide.$table.withValue(codes) { side() }
        return OwnOutputs(trace: trace, values: codes.withLock { $0.values })
    }

    /// `output` numbered with the observed side's table (a table of its own
    /// outside an observation: a resource law does not look at values).
    static func encoded(_ output: Signal<Output, TestFailure>) -> Signal<Int, TestFailure> {
        let codes = ObservedSide.table as? Locked<OutputCodes<Output>> ?? Locked(OutputCodes<Output>())
        return output.map { value in codes.withLock { $0.code(value) } }
    }

    /// The trace numbered by `codes` instead of this side's table.
    func recoded(_ codes: inout OutputCodes<Output>) -> Trace {
        func recode(_ trace: Trace) -> Trace {
            var result = trace
            result.entries = trace.entries.map { entry in
                Trace.Entry(time: entry.time, event: entry.event.map { codes.code(values[$0]) })
            }
            result.resubscriptions = trace.resubscriptions.map(recode)
            return result
        }
        return recode(trace)
    }

    /// Both sides numbered with one table, `want`'s values first.
    static func shared(_ got: OwnOutputs, _ want: OwnOutputs) -> (got: Trace, want: Trace, codes: OutputCodes<Output>) {
        var codes = OutputCodes<Output>()
        let wanted = want.recoded(&codes)
        return (got.recoded(&codes), wanted, codes)
    }

    /// Equal values at equal ticks; a disagreement is drawn with a legend of the values.
    static var equivalence: Equivalence<LawInput<Schedule>, OwnOutputs> {
        Equivalence(
            equal: { got, want in
                let numbered = shared(got, want)
                return numbered.got == numbered.want
            },
            explain: { input, got, want in
                let numbered = shared(got, want)
                let legend = numbered.codes.values.enumerated().map {
                    (code: $0.offset, text: String(describing: $0.element))
                }
                return Marbles.diagram(input.sample, traces: [("want", numbered.want), ("got", numbered.got)])
                    + (legend.isEmpty ? "" : "\nValues: " + Marbles.valueLegend(legend)) + "\n" + Marbles.legend
            })
    }
}

/// The side of a template law being observed, for ``OwnOutputs``: a task
/// local, since a generic type cannot hold one, and the replay runs the
/// operator synchronously inside the observation.
enum ObservedSide {
    /// The numbering table of the side being observed (a `Locked<OutputCodes<Output>>`).
    @TaskLocal static var table: (any Sendable)?
}
