import LawCheck
import Reactive

extension StreamHarness {
    /// `law` with `operator` under test, as one law of a battery of one's own.
    ///
    /// Laws over several sources, models and untimed comparisons are signal
    /// laws: they need the signal harness (``signal(schedules:)``), whose
    /// samples are schedules and whose observations are traces.
    public func law<Operator>(_ law: StreamLaw<Stream, Operator>, _ operator: Operator) -> Law<
        LawInput<Sample>, Observation
    > {
        let sides = law.sides(`operator`)
        if case .expressions(let lhs, let rhs) = sides {
            return self.law(
                law.name, law.statement, uses: law.parameters, { lhs($0, $1.arguments) }, { rhs($0, $1.arguments) })
        }
        // A signal law's Sample and Observation are Schedule and Trace exactly when this is the signal harness.
        guard let signalLaw = Self.signalLaw(law.name, law.statement, uses: law.parameters, sides),
            let built = signalLaw as Any as? Law<LawInput<Sample>, Observation>
        else {
            preconditionFailure(
                "law \"\(law.name)\" is a signal law: check it on StreamHarness.signal(schedules:), not on \"\(name)\"")
        }
        return built
    }

    /// `law` with this library's operator (``StreamLaw/standard``): what the batteries are made of.
    public func law<Operator>(_ law: StreamLaw<Stream, Operator>) -> Law<LawInput<Sample>, Observation> {
        self.law(law, law.standard)
    }

    /// The LawCheck property name of `law` on this harness,
    /// `"<harness> <battery>: <law>"`: the name its battery gives it, so a
    /// typed check and the battery share one corpus file.
    public func propertyName<Operator>(_ law: StreamLaw<Stream, Operator>) -> String {
        Battery<LawInput<Sample>, Observation>.propertyName(subject: name, battery: law.battery, law: law.name)
    }

    /// Checks `operator` against `law` on this harness's samples and reports
    /// a broken law to the running test (Swift Testing or XCTest) at the
    /// caller's line: the minimal sample, the parameters, the seed and the
    /// replay lines. Runs the `LAWCHECK_REPLAY` case, the corpus, then
    /// random cases, as ``OperatorLaw/check(_:iterations:configuration:reporter:fileID:filePath:line:column:function:_:)`` does.
    ///
    /// ```swift
    /// bags.check(.flattenMapAssociativity) { bag, transform in bag.myFlatMap(transform) }
    /// ```
    @discardableResult
    public func check<Operator>(
        _ law: StreamLaw<Stream, Operator>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ operator: Operator
    ) -> CheckResult<LawInput<Sample>> {
        report(
            run(
                law, iterations: iterations, configuration: configuration, filePath: filePath, function: function,
                `operator`),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Runs `law` on `operator` without reporting: the result says whether
    /// it held, and carries the report and the minimal counterexample.
    public func run<Operator>(
        _ law: StreamLaw<Stream, Operator>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function,
        _ operator: Operator
    ) -> CheckResult<LawInput<Sample>> {
        run(
            Battery(law.battery, laws: [self.law(law, `operator`)]), iterations: iterations,
            configuration: configuration, filePath: filePath, function: function)[0]
    }

    /// Checks that `law` catches `operator`, and reports an issue to the
    /// running test if it holds: for tests that plant a bug. Runs as the
    /// environment says (profile, seed, replay token, corpus) with recording
    /// off, like LawCheck's `expectFailure`.
    @discardableResult
    public func expectFailure<Operator>(
        _ law: StreamLaw<Stream, Operator>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ operator: Operator
    ) -> CheckResult<LawInput<Sample>> {
        let resolved = Configuration.expectingFailure(configuration, callerFilePath: filePath)
        let result = run(
            law, iterations: iterations, configuration: resolved, filePath: filePath, function: function, `operator`)
        reportUnlessFailed(
            result, reporter: reporter,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
        return result
    }

    /// The signal-only sides as a law of the signal harness (schedules
    /// observed as traces); nil unless `Stream` is `Signal<Int, TestFailure>`
    /// and the sides need the schedule.
    private static func signalLaw(
        _ name: String, _ statement: String, uses parameters: [LawParameter], _ sides: StreamLawSides<Stream>
    ) -> Law<LawInput<Schedule>, Trace>? {
        typealias Source = Signal<Int, TestFailure>
        guard Stream.self == Source.self else { return nil }
        let first: @Sendable (StreamLawSides<Stream>.Expression, [Source], LawInput<Schedule>) -> Source = {
            expression, sources, input in
            expression(sources[0] as! Stream, input.arguments) as! Source
        }
        let lhs: @Sendable (LawInput<Schedule>) -> Trace
        let rhs: @Sendable (LawInput<Schedule>) -> Trace
        switch sides {
        case .expressions:
            return nil  // any harness observes these itself
        case .sources(let got, let want):
            lhs = { input in input.sample.trace { got($0.map { $0 as! Stream }, input.arguments) as! Source } }
            rhs = { input in input.sample.trace { want($0.map { $0 as! Stream }, input.arguments) as! Source } }
        case .model(let got, let model):
            // A model is a function of the source's events; an echo would make
            // them depend on what the output sent, which differs between replays.
            // A disposal during a value cuts the model's trace there.
            lhs = { input in input.sample.withoutEcho.trace { first(got, $0, input) } }
            rhs = { input in
                model(input.sample.withoutReentrance.trace { $0[0] }, input.arguments)
                    .disposed(duringValue: input.sample.disposeDuringValue)
            }
        case .outputModel(let got, let model):
            lhs = { input in input.sample.trace { first(got, $0, input) } }
            rhs = { input in model(input.sample.trace { first(got, $0, input) }, input.arguments) }
        case .untimed(let got, let want):
            lhs = { input in input.sample.trace { first(got, $0, input) }.untimed }
            rhs = { input in input.sample.trace { first(want, $0, input) }.untimed }
        }
        return Law(name, statement, parameters: { $0.describe(parameters) }, lhs: lhs, rhs: rhs)
    }
}
