import LawCheck
import Reactive

/// An async operator under test, with the law's parameters handed to it:
/// builds the output from the case's sources (``AsyncReplaySource``), its
/// clock and the law's input. The per-shape adapters
/// (`OperatorLaws.take.checkAsync { source, n in source.prefix(n) }`)
/// make one from the operator's own signature.
public struct AsyncSubject: Sendable {
    let build: @Sendable ([AsyncReplaySource], VirtualClock, LawInput<Schedule>) -> AsyncOutput

    /// A subject from the sources, the clock and the law's input.
    public init(_ build: @escaping @Sendable ([AsyncReplaySource], VirtualClock, LawInput<Schedule>) -> AsyncOutput) {
        self.build = build
    }
}

/// An ``OperatorLaw`` applied to an async operator: the same model, run on
/// the schedule's sources replayed as `AsyncSequence`s (``Schedule/asyncTrace(_:)``),
/// the output consumed in a task of the case. Its facets:
/// - `.model`: the iteration's trace is the model's (the law's own model,
///   written for RAC's semantics: see <doc:OwnOperators> for which laws
///   an async operator meets as they are);
/// - `.resources`: the resource rules of an async operator (``Schedule/asyncAudit(_:)``):
///   cancellation reaches every source iterator, no task outlives the case;
/// - `.subscriptions`: two iterations of one output behave as two outputs
///   built apart (no state shared between iterations).
///
/// Each has its own property name, `"AsyncSequence (…) <family>: <law>"`,
/// and so its own corpus file; seeds, shrinking and replay tokens work as for
/// any law.
extension OperatorLaw {
    /// The schedules of the async law of `facet`: those of the signal law,
    /// without re-entrant sends (an async consumer cannot send from inside a
    /// delivery) and without synchronous sources: an iterator has no
    /// "during the subscription", so the events a synchronous source sends
    /// there would be ordered against the operator's timers by when the
    /// iterator happened to subscribe, not by the schedule.
    public func asyncSchedules(_ facet: OperatorLawFacet) -> ScheduleSpace {
        let space: ScheduleSpace =
            switch facet {
            case .model: .modelled(sources: sources)
            case .resources: .schedule(sources: sources, reentrance: false)
            case .subscriptions: .resubscribed(sources: sources)
            }
        return ScheduleSpace(
            name: space.name,
            generator: space.generator.map { schedule in
                var schedule = schedule
                for index in schedule.sources.indices { schedule.sources[index].isSynchronous = false }
                return schedule
            },
            coverage: ScheduleCoverage(
                minimumShares: space.coverage.minimumShares.filter { $0.key != .synchronousSource }))
    }

    /// The LawCheck property name of the async law of `facet` (it names its corpus file).
    public func asyncPropertyName(_ facet: OperatorLawFacet = .model) -> String {
        Battery<LawInput<Schedule>, Trace>.propertyName(
            subject: asyncSchedules(facet).subject("AsyncSequence"), battery: Self.asyncBattery(facet, battery),
            law: name)
    }

    private static func asyncBattery(_ facet: OperatorLawFacet, _ family: String) -> String {
        switch facet {
        case .model: family
        case .resources: "resources"
        case .subscriptions: "iterations"
        }
    }

    /// The model law with the async `subject` under test.
    public func asyncLaw(_ subject: AsyncSubject) -> Law<LawInput<Schedule>, Trace> {
        let (model, semantics) = (model, semantics)
        return Law(
            name, statement + semantics.suffix, parameters: { $0.describe(self.parameters) },
            lhs: { input in input.sample.asyncTrace { sources, clock in subject.build(sources, clock, input) } },
            rhs: { input in
                let replay = ModelReplay(input.sample, semantics: semantics)
                return replay.trace(model(replay, input))
            })
    }

    /// The resource law with the async `subject` under test.
    public func asyncResourceLaw(_ subject: AsyncSubject) -> Law<LawInput<Schedule>, ResourceAudit> {
        Law(
            name,
            "\(name): ends once; cancellation reaches every source; every source iteration ended; no task outlives the case",
            parameters: { $0.describe(self.parameters) },
            lhs: { input in input.sample.asyncAudit { sources, clock in subject.build(sources, clock, input) } },
            rhs: { _ in ResourceHarness.clean })
    }

    /// The per-iteration law with the async `subject` under test: one output
    /// iterated twice ≡ the output built afresh for each iteration.
    public func asyncIterationLaw(_ subject: AsyncSubject) -> Law<LawInput<Schedule>, Trace> {
        Law(
            name, "\(name): one output iterated twice ≡ two outputs built apart",
            parameters: { $0.describe(self.parameters) },
            lhs: { input in input.sample.asyncTrace { sources, clock in subject.build(sources, clock, input) } },
            rhs: { input in
                input.sample.asyncTrace { sources, clock in
                    AsyncOutput(iterating: { subject.build(sources, clock, input) })
                }
            })
    }

    /// Runs the async law `facet` on `subject` without reporting.
    public func runAsync(
        _ facet: OperatorLawFacet = .model,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function,
        subject: AsyncSubject
    ) -> CheckResult<LawInput<Schedule>> {
        let space = asyncSchedules(facet)
        let profile = Configuration.profile(of: configuration)
        let inputs = Gen<LawInput<Schedule>>.lawInput(space.generator)
        let on = space.subject("AsyncSequence")
        let battery = Self.asyncBattery(facet, self.battery)
        switch facet {
        case .model, .subscriptions:
            let law = facet == .model ? asyncLaw(subject) : asyncIterationLaw(subject)
            return Battery(battery, laws: [law]).run(
                on: on, inputs: inputs, equivalence: .trace(schedule: \.sample), iterations: iterations,
                configuration: configuration, classify: space.coverage.classifiers(in: profile, schedule: \.sample),
                filePath: filePath, function: function)[0]
        case .resources:
            return Battery(battery, laws: [asyncResourceLaw(subject)]).run(
                on: on, inputs: inputs, equivalence: ResourceHarness.equivalence, iterations: iterations,
                configuration: configuration, classify: ResourceHarness(schedules: space).classify(profile),
                filePath: filePath, function: function)[0]
        }
    }

    /// Checks the async law `facet` on `subject` and reports a broken law to
    /// the running test at the caller's line, as ``check(_:iterations:configuration:reporter:fileID:filePath:line:column:function:_:)`` does.
    @discardableResult
    public func checkAsync(
        _ facet: OperatorLawFacet = .model,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        subject: AsyncSubject
    ) -> CheckResult<LawInput<Schedule>> {
        report(
            runAsync(
                facet, iterations: iterations, configuration: configuration, filePath: filePath, function: function,
                subject: subject),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Checks that the async law `facet` catches `subject` (a planted bug),
    /// and reports an issue to the running test if it holds, as ``expectFailure(_:iterations:configuration:reporter:fileID:filePath:line:column:function:_:)`` does.
    @discardableResult
    public func expectFailureAsync(
        _ facet: OperatorLawFacet = .model,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        subject: AsyncSubject
    ) -> CheckResult<LawInput<Schedule>> {
        let resolved = Configuration.expectingFailure(configuration, callerFilePath: filePath)
        let result = runAsync(
            facet, iterations: iterations, configuration: resolved, filePath: filePath, function: function,
            subject: subject)
        reportUnlessFailed(
            result, reporter: reporter,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
        return result
    }

    /// Checks `subject` against the model, resource and per-iteration laws,
    /// reporting each broken one; returns the three results.
    @discardableResult
    public func checkAllAsync(
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        subject: AsyncSubject
    ) -> [CheckResult<LawInput<Schedule>>] {
        OperatorLawFacet.allCases.map { facet in
            checkAsync(
                facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
                filePath: filePath, line: line, column: column, function: function, subject: subject)
        }
    }

    /// What the law hands its operator on `input`: the law applied to `spy`,
    /// an operator that keeps what it is given, so that an async operator
    /// gets exactly the parameters the signal operator would.
    func handed<Arguments: Sendable>(_ input: LawInput<Schedule>, to spy: (Locked<Arguments?>) -> Operator) -> Arguments
    {
        let kept = Locked<Arguments?>(nil)
        let sources = input.sample.sources.map { _ in Signal<Int, TestFailure>.never }
        _ = Replay.$scheduler.withValue(TestScheduler()) { apply(spy(kept), sources, input) }
        guard let arguments = kept.withLock({ $0 }) else {
            preconditionFailure("the law \"\(name)\" did not call its operator: it has no async adapter")
        }
        return arguments
    }
}

extension AsyncOutput {
    /// An output built afresh by `make` for each iteration.
    init(iterating make: @escaping @Sendable () -> AsyncOutput) {
        iterate = { consumer in await make().iterate(consumer) }
    }
}
