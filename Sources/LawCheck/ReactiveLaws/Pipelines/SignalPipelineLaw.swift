import LawCheck
import Reactive

/// The pipeline law: a generated pipeline of 1…8 catalog operators
/// (biased toward the runs the library fuses) sends, on every schedule of its sources, the
/// trace its stages' models compose to (``SignalPipeline/model(_:operators:)``),
/// ticks, failures, completion and disposal included. Single-operator laws
/// never reach what happens *between* operators: a map's stage running the
/// filter and scan after it, a filter's predicate tested in the next stage,
/// `flattenMap`'s forwarding of `.return`; this law does. Its resource and
/// per-subscription facets hold for the whole pipeline too.
///
/// What is under test is a ``SignalPipelineBuilder``: ``SignalPipelineBuilder/library``
/// (the default) builds each pipeline from Reactive's operators. A failure
/// is shrunk to the fewest stages, the simplest parameters, then the
/// smallest schedule, and reported as the pipeline's code above the marbles:
/// `pipeline: a.map { 2 * $0 }.filter { $0 < 3 }`.
public struct SignalPipelineLaw: Sendable {
    /// The user's operators the generator inserts among the library's.
    public private(set) var operators: [PipelineOperator] = []
    /// How many stages a pipeline has at most.
    public var maximumStages = 8
    /// Cases per run under the `dev` profile, scaled by the profile (500
    /// under `ci`): a slip in a fused stage shows only when its run of stages
    /// is drawn intact and the values tell it apart, so the law asks for more
    /// cases than the default 100; a pipeline case costs about a millisecond.
    public var iterations = 250
    /// How many stages deep the stack-safety law (``nested(_:)``) nests each
    /// generated pipeline, or nil for the pipeline law itself.
    public private(set) var depth: Int?

    /// The law over the library's operators alone.
    public init() {}

    /// The law with `operators` inserted among the library's in generated
    /// pipelines, each with its model: one line checks how a user's
    /// operator composes with every catalog operator.
    public func including(_ operators: PipelineOperator...) -> SignalPipelineLaw {
        var law = self
        law.operators += operators
        return law
    }

    /// The stack-safety law: a pipeline of 1…3 stages applied in a row
    /// until it is `depth` stages deep (1,000 by default), subscribed, run
    /// and disposed on a thread with a 512 KB stack (a secondary thread's on
    /// Apple's platforms), sends the trace its model composes to, and
    /// (resources facet) keeps the resource rules. A subscription nests once
    /// per operator and an event crosses every operator, so a chain that deep
    /// overflows such a stack unless the library bounds the nesting; users
    /// build chains that deep when they fold an operator over a long list.
    /// Each case is a whole pipeline that deep, so the law runs 10 cases
    /// under `dev` (20 under `ci`).
    public func nested(_ depth: Int = 1_000) -> SignalPipelineLaw {
        var law = self
        law.depth = depth
        law.iterations = 10
        return law
    }

    /// The schedules of a facet: the modelled ones for the model law
    /// (``ScheduleSpace/modelled(sources:)``), all of them (hot sources,
    /// re-entrant sends, a second subscription) for the resource law, and
    /// always a second subscription for the per-subscription law.
    public func schedules(_ facet: OperatorLawFacet) -> ScheduleSpace {
        switch facet {
        case .model: .modelled(sources: 1...3)
        case .resources: .schedule(sources: 1...3)
        case .subscriptions: .resubscribed(sources: 1...3)
        }
    }

    /// The LawCheck property name of a facet: `"Signal pipelines: model"`,
    /// `"Signal pipelines with myTake: resources"`, `"Signal pipelines nested 1000 deep: model"`; it names the corpus file.
    public func propertyName(_ facet: OperatorLawFacet) -> String {
        let with = operators.isEmpty ? "" : " with " + operators.map(\.name).joined(separator: ", ")
        let nested = depth.map { " nested \($0) deep" } ?? ""
        return "Signal pipelines\(with)\(nested): \(facet)"
    }

    /// Cases: a pipeline drawn first, and shrunk first (`Gen.shrunkFirst`:
    /// a pipeline of fewer stages is simpler, whatever schedule it needs), then
    /// a schedule of the facet's space.
    public func inputs(_ facet: OperatorLawFacet) -> Gen<SignalPipelineCase> {
        let operators = operators
        let pipelines =
            depth.map { SignalPipelineGen.nested(depth: $0) }
            ?? SignalPipelineGen.pipelines(operators: operators.count, maximumStages: maximumStages)
        return zip(pipelines.shrunkFirst, schedules(facet).generator)
            .map { SignalPipelineCase(pipeline: $0, schedule: $1, operators: operators) }
    }

    /// The labels and coverage requirements of a facet's run: the schedule
    /// space's, and under `ci` and `nightly` at least 30% of pipelines with
    /// a run of stages the library fuses.
    public func classify(_ facet: OperatorLawFacet) -> @Sendable (Profile) -> [Classifier<SignalPipelineCase>] {
        let coverage = schedules(facet).coverage
        return { profile in
            let fused: @Sendable (SignalPipelineCase) -> Bool = { SignalPipelineGen.hasFusedRun($0.pipeline.stages) }
            let label = "the pipeline has a run of stages the library fuses"
            return coverage.classifiers(in: profile, schedule: \.schedule)
                + [
                    ScheduleCoverage.isEnforced(in: profile)
                        ? .cover(30, label, when: fused) : .classify(label, when: fused)
                ]
        }
    }

    /// The property a facet checks on pipelines built by `builder`: throws a
    /// ``LawViolation`` that shows the pipeline's code and the marbles.
    public func property(
        _ facet: OperatorLawFacet, builder: SignalPipelineBuilder = .library
    ) -> @Sendable (SignalPipelineCase) throws -> Bool {
        let operators = operators
        let parameters: @Sendable (SignalPipelineCase) -> String = { "pipeline: \($0.code)" }
        // A nested pipeline runs on a small stack, and its model, which recurses once per stage, on a large one.
        let nested = depth != nil
        let run: @Sendable (@escaping () -> Trace) -> Trace = { body in
            nested ? ThreadWithStack.run(stackSize: ThreadWithStack.small, body) : body()
        }
        let audit: @Sendable (@escaping () -> ResourceAudit) -> ResourceAudit = { body in
            nested ? ThreadWithStack.run(stackSize: ThreadWithStack.small, body) : body()
        }
        let model: @Sendable (@escaping () -> Trace) -> Trace = { body in
            nested ? ThreadWithStack.run(stackSize: ThreadWithStack.large, body) : body()
        }
        switch facet {
        case .model:
            let law = Law<SignalPipelineCase, Trace>(
                "model", "pipeline(sources) ≡ the composition of its stages' models", parameters: parameters,
                lhs: { input in
                    run { input.schedule.trace { input.pipeline.build($0, builder: builder, operators: operators) } }
                },
                rhs: { input in
                    model {
                        let replay = ModelReplay(input.schedule)
                        return replay.trace(input.pipeline.model(replay, operators: operators))
                    }
                })
            return Battery.property(battery: "pipelines", law: law, equivalence: .trace(schedule: \.schedule))
        case .resources:
            let law = Law<SignalPipelineCase, ResourceAudit>(
                "resources",
                "pipeline: one terminal event, last; nothing after disposal; every subscription disposed once; nothing retained, "
                    + "nor once its sources let go and the subscription is dropped undisposed",
                parameters: parameters,
                lhs: { input in
                    audit {
                        let build: @Sendable ([Signal<Int, TestFailure>]) -> Signal<Int, TestFailure> = {
                            input.pipeline.build($0, builder: builder, operators: operators)
                        }
                        var audit = input.schedule.audit(build)
                        audit.problems += input.schedule.auditLettingGo(build)
                        return audit
                    }
                },
                rhs: { _ in ResourceHarness.clean })
            return Battery.property(battery: "pipelines", law: law, equivalence: Self.resourceEquivalence)
        case .subscriptions:
            let law = Law<SignalPipelineCase, Trace>(
                "subscriptions", "pipeline: one output subscribed twice ≡ two independent outputs",
                parameters: parameters,
                lhs: { input in
                    run { input.schedule.trace { input.pipeline.build($0, builder: builder, operators: operators) } }
                },
                rhs: { input in
                    run {
                        input.schedule.trace { sources in
                            Signal.defer { input.pipeline.build(sources, builder: builder, operators: operators) }
                        }
                    }
                })
            return Battery.property(battery: "pipelines", law: law, equivalence: .trace(schedule: \.schedule))
        }
    }

    /// Resource audits agree when the one under test found no problem.
    static let resourceEquivalence = Equivalence<SignalPipelineCase, ResourceAudit>(
        equal: { got, _ in got.problems.isEmpty },
        explain: { input, got, want in ResourceHarness.equivalence.explain(LawInput.plain(input.schedule), got, want) })

    /// Runs a facet on pipelines built by `builder` without reporting; nil
    /// `iterations` runs ``iterations``.
    public func run(
        _ facet: OperatorLawFacet = .model,
        builder: SignalPipelineBuilder = .library,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function
    ) -> CheckResult<SignalPipelineCase> {
        runCheck(
            propertyName(facet), inputs(facet), iterations: iterations ?? self.iterations, configuration: configuration,
            classify: classify(facet)(Configuration.profile(of: configuration)), filePath: filePath, function: function,
            property(facet, builder: builder))
    }

    /// Checks a facet (the model law by default) on pipelines built by
    /// `builder` and reports a broken law to the running test at the
    /// caller's line: the pipeline's code, the marbles, the seed and the replay lines.
    @discardableResult
    public func check(
        _ facet: OperatorLawFacet = .model,
        builder: SignalPipelineBuilder = .library,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) -> CheckResult<SignalPipelineCase> {
        report(
            run(
                facet, builder: builder, iterations: iterations, configuration: configuration, filePath: filePath,
                function: function),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Checks that a facet catches a planted bug in `builder` (or in a user's
    /// operator of ``including(_:)`` on the library's), and reports
    /// an issue to the running test if it holds (see ``OperatorLaw/expectFailure(_:iterations:configuration:reporter:fileID:filePath:line:column:function:_:)``).
    @discardableResult
    public func expectFailure(
        _ facet: OperatorLawFacet = .model,
        builder: SignalPipelineBuilder = .library,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) -> CheckResult<SignalPipelineCase> {
        let resolved = Configuration.expectingFailure(configuration, callerFilePath: filePath)
        let result = run(
            facet, builder: builder, iterations: iterations, configuration: resolved, filePath: filePath,
            function: function)
        reportUnlessFailed(
            result, reporter: reporter,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
        return result
    }

    /// The three facets on the library's operators as catalog laws, under
    /// the same property names (and corpus files) as ``check(_:builder:iterations:configuration:reporter:fileID:filePath:line:column:function:)``.
    public var catalogLaws: [CatalogLaw] {
        OperatorLawFacet.allCases.map { facet in
            CatalogLaw(name: propertyName(facet)) { configuration in
                LawOutcome(run(facet, configuration: configuration, function: "LawCatalogReplayTests"))
            }
        }
    }
}

extension LawInput where Sample == Schedule {
    /// `schedule` with the simplest parameters, for reports drawn by the schedule alone.
    static func plain(_ schedule: Schedule) -> LawInput {
        LawInput(
            sample: schedule, f: IntFunction(multiplier: 0, offset: 0), g: IntFunction(multiplier: 0, offset: 0),
            k: StreamFunction([]), h: StreamFunction([]), x: 0, n: 0, p: IntPredicate(threshold: 0))
    }
}
