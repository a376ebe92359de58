import LawCheck
import Reactive

/// One operator's reference-model law, `operator(sources) ≡ model(sources)`,
/// with the operator under test as a parameter of type `Operator` (the
/// operator's own signature, such as `(Signal<Int, TestFailure>, Int) ->
/// Signal<Int, TestFailure>` for `take`).
///
/// The law replays schedules of ``sources`` sources (no second subscription,
/// no echo: the schedules models describe, ``ScheduleSpace/modelled(sources:)``)
/// on a `TestScheduler`, hands the sources and the law's parameters to the
/// operator, and compares the output's whole trace, ticks, errors, completion
/// and disposal included, with the model's. A broken law reports the minimal
/// schedule as marbles, the parameters it used, and the replay lines.
public struct OperatorLaw<Operator: Sendable>: Sendable {
    /// The law's name, such as `"take"`.
    public let name: String
    /// The law in code form, printed in reports: `"s.take(n) ≡ takeModel(s, n)"`.
    public let statement: String
    /// The family the law belongs to, such as `"slice models"`: the battery
    /// that lists it and part of its property name.
    public let family: String
    /// How many sources the schedules have.
    public let sources: ClosedRange<Int>
    let parameters: [LawParameter]
    let apply: @Sendable (Operator, [Signal<Int, TestFailure>], LawInput<Schedule>) -> Signal<Int, TestFailure>
    let model: @Sendable (ModelReplay, LawInput<Schedule>) -> [Timed]
    /// The rules the model law follows where RAC, Combine and `AsyncSequence`
    /// differ: RAC 2.5's by default. Only the model law reads them; the
    /// resource and per-subscription laws hold in every world.
    public var semantics: LawSemantics = .reactiveCocoa
    /// What a violation prints after `where`, when the law's numbers stand
    /// for something else: the parameters as the operator saw them and the
    /// legend of a typed output's codes (NewOperators/TypedOutputLaw.swift).
    /// Nil prints ``parameters``.
    var describe: (@Sendable (Operator, LawInput<Schedule>, LawSemantics) -> String)? = nil
    /// The operator's output as the model law sees it, when that depends on
    /// the rules: a typed output is numbered from the model's values, which
    /// the rules decide (NewOperators/TypedOutputLaw.swift). Nil uses `apply`.
    var modelApply:
        (
            @Sendable (Operator, [Signal<Int, TestFailure>], LawInput<Schedule>, LawSemantics) -> Signal<
                Int, TestFailure
            >
        )? = nil
    /// For an operator on one source: its model over that source's events
    /// for a subscription made at a moment, so that the operator can be a
    /// stage of generated pipelines (``PipelineOperator/init(_:law:_:)``).
    let upstreamModel: (@Sendable ([Timed], LawInput<Schedule>, Moment) -> [Timed])?

    init(
        _ name: String, _ statement: String, family: String, sources: ClosedRange<Int> = 1...1,
        uses parameters: [LawParameter] = [],
        apply:
            @escaping @Sendable (Operator, [Signal<Int, TestFailure>], LawInput<Schedule>) -> Signal<Int, TestFailure>,
        model: @escaping @Sendable (ModelReplay, LawInput<Schedule>) -> [Timed],
        upstreamModel: (@Sendable ([Timed], LawInput<Schedule>, Moment) -> [Timed])? = nil
    ) {
        self.name = name
        self.statement = statement
        self.family = family
        self.sources = sources
        self.parameters = parameters
        self.apply = apply
        self.model = model
        self.upstreamModel = upstreamModel
    }

    /// The harness the law runs on: signals replayed from its schedules.
    public var harness: StreamHarness<Signal<Int, TestFailure>, Schedule, Trace> {
        .signal(schedules: .modelled(sources: sources))
    }

    /// The same law checked under `semantics`: its model follows those
    /// rules, and its property name and statement say so.
    /// `OperatorLaws.throttle.under(.combine).check { … debounce … }`.
    public func under(_ semantics: LawSemantics) -> Self {
        var law = self
        law.semantics = semantics
        return law
    }

    /// The LawCheck property name of the law checked on `subject`:
    /// `"<harness> <family>: <name>"` for this package's operators, with
    /// `" under <semantics>"` after the family when the rules are not RAC's;
    /// it also names the corpus file.
    public var propertyName: String {
        Battery<LawInput<Schedule>, Trace>.propertyName(subject: harness.name, battery: battery, law: name)
    }

    /// The battery the model law runs in: its family, and the rules when they are not RAC's.
    var battery: String { family + semantics.suffix }

    /// The law with `operator` under test, for a battery of one's own.
    public func law(_ operator: Operator) -> Law<LawInput<Schedule>, Trace> {
        let (apply, modelApply, semantics) = (apply, modelApply, semantics)
        return described(
            harness.model(
                name, statement + semantics.suffix, uses: parameters, semantics: semantics,
                { sources, input in
                    modelApply?(`operator`, sources, input, semantics) ?? apply(`operator`, sources, input)
                }, model: model),
            `operator`)
    }

    /// `law` printing ``describe`` instead of its parameters, when the law has it.
    func described<Observation>(_ law: Law<LawInput<Schedule>, Observation>, _ operator: Operator) -> Law<
        LawInput<Schedule>, Observation
    > {
        guard let describe else { return law }
        var law = law
        let semantics = semantics
        law.parameters = { describe(`operator`, $0, semantics) }
        return law
    }

    /// Checks `operator` against the law `facet` (the model law by default)
    /// and reports a broken law to the running test (Swift Testing or
    /// XCTest) at the caller's line: the minimal schedule as marbles, the
    /// parameters, the seed and the replay lines. Runs the `LAWCHECK_REPLAY`
    /// case, then the corpus (next to the calling test target, see
    /// `Configuration.defaultCorpusDirectory`), then random cases; under the
    /// `ci` and `nightly` profiles a run that misses the schedules' coverage
    /// requirements fails too.
    ///
    /// - Parameters:
    ///   - facet: the model law, the resource law or the per-subscription law.
    ///   - iterations: random cases under the `dev` profile (scaled by the profile); nil for its default.
    ///   - configuration: nil reads the environment (`Configuration.fromEnvironment`).
    ///   - reporter: nil for LawCheck's `AutomaticReporter`.
    ///   - fileID: the calling file, where the failure is reported.
    ///   - filePath: the calling file's path, which locates its test target's corpus.
    ///   - line: the calling line, where the failure is reported.
    ///   - column: the calling column, where the failure is reported.
    ///   - function: the calling test, named in the report's replay lines.
    ///   - operator: the operator under test, with the law's parameters.
    @discardableResult
    public func check(
        _ facet: OperatorLawFacet = .model,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ operator: Operator
    ) -> CheckResult<LawInput<Schedule>> {
        report(
            evaluate(
                facet, iterations: iterations, configuration: configuration, recording: true, filePath: filePath,
                function: function, `operator`),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Runs the law `facet` (the model law by default) on `operator` and only
    /// returns the result — whether it held, the report, the minimal
    /// counterexample. It reports nothing to the running test (a broken law
    /// leaves the test green unless the caller looks at the result) and
    /// records nothing into the corpus unless the `configuration` passed asks
    /// for it. A test of an operator calls ``check(_:iterations:configuration:reporter:fileID:filePath:line:column:function:_:)``.
    public func run(
        _ facet: OperatorLawFacet = .model,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function,
        _ operator: Operator
    ) -> CheckResult<LawInput<Schedule>> {
        evaluate(
            facet, iterations: iterations, configuration: configuration, recording: false, filePath: filePath,
            function: function, `operator`)
    }

    /// Checks that the law catches `operator`, and reports an issue to the
    /// running test if it holds: for tests that plant a bug to prove the law
    /// can see it (see LawCheck's `expectFailure`). `facet` picks the model
    /// law (the default), the resource law or the per-subscription law. Runs
    /// as the environment says — profile, seed (fresh per process unless
    /// `LAWCHECK_SEED` or a pinned `configuration` fixes it), replay token,
    /// corpus — with recording off. Returns the result, whose `failure` holds
    /// the minimal schedule.
    @discardableResult
    public func expectFailure(
        _ facet: OperatorLawFacet = .model,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ operator: Operator
    ) -> CheckResult<LawInput<Schedule>> {
        let resolved = Configuration.expectingFailure(configuration, callerFilePath: filePath)
        let result = run(
            facet, iterations: iterations, configuration: resolved, filePath: filePath, function: function, `operator`)
        reportUnlessFailed(
            result, reporter: reporter,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
        return result
    }
}

/// Which of an ``OperatorLaw``'s laws to run.
public enum OperatorLawFacet: Sendable, CaseIterable {
    /// The model law: the output's trace is the model's.
    case model
    /// The resource law: one terminal event, every subscription disposed once, nothing retained.
    case resources
    /// The per-subscription law: two subscriptions behave as two independent runs.
    case subscriptions
}

extension OperatorLaw {
    /// The law with `operator` under test as one law of a ``LawCatalog``,
    /// under the same property name (and so the same corpus) as `check`.
    public func catalogLaw(_ operator: Operator) -> CatalogLaw {
        let harness = harness
        return CatalogLaw(
            name: propertyName, inputs: harness.inputs, classify: harness.classify,
            property: Battery.property(battery: battery, law: law(`operator`), equivalence: harness.equivalence))
    }
}
