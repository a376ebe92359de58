import LawCheck
import Reactive

/// Runs resource laws: each law names an operator applied to a schedule's
/// sources, and holds when the audit of its replay (`Schedule/audit(_:)`)
/// finds no problem. Reports draw the schedule and the output's trace as
/// marbles and list what was wrong. Cases are classified and covered like
/// the signal harness's (``ScheduleCoverage``).
public struct ResourceHarness: Sendable {
    /// The schedules the laws run on.
    public var schedules: ScheduleSpace

    /// A harness over `schedules`: up to three sources by default, so that
    /// operators combining two signals get two different ones.
    public init(schedules: ScheduleSpace = .schedule(sources: 1...3)) {
        self.schedules = schedules
    }

    /// The subject of the laws' property names: `"Signal"` and the space's
    /// name (``ScheduleSpace/subject(_:)``), `"Signal (1...3 sources)"` by default.
    public var name: String { schedules.subject("Signal") }

    /// Law inputs around the schedules.
    public var inputs: Gen<LawInput<Schedule>> { .lawInput(schedules.generator) }

    /// The audit a law's left side is compared with: no problem at all.
    static let clean = ResourceAudit(trace: Trace(entries: []), subscriptions: 0, problems: [])

    /// Audits agree when the one under test found no problem.
    public static let equivalence = Equivalence<LawInput<Schedule>, ResourceAudit>(
        equal: { got, _ in got.problems.isEmpty },
        explain: { input, got, _ in
            Marbles.diagram(input.sample, traces: [("got", got.trace)]) + "\n"
                + got.problems.map { "- " + $0 }.joined(separator: "\n") + "\n"
                + "(subscriptions made to sources and inner streams: \(got.subscriptions))\n" + Marbles.legend
        })

    /// The resource law of `expression`, applied to the sources: `a` is the
    /// first source, `b` the second one (or `a` again when there is one source).
    public func law(
        _ name: String,
        uses parameters: [LawParameter] = [],
        _ expression:
            @escaping @Sendable (
                _ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>, _ sources: [Signal<Int, TestFailure>],
                LawInput<Schedule>
            ) -> Signal<Int, TestFailure>
    ) -> Law<LawInput<Schedule>, ResourceAudit> {
        Law(
            name,
            "\(name): one terminal event, last; nothing after disposal; every subscription disposed once; nothing retained",
            parameters: { $0.describe(parameters) },
            lhs: { input in
                input.sample.audit { sources in
                    expression(sources[0], sources.count > 1 ? sources[1] : sources[0], sources, input)
                }
            },
            rhs: { _ in Self.clean })
    }

    /// Checks every law of `battery` on this harness, reporting each broken
    /// one to the running test at the caller's line (the minimal schedule as
    /// marbles, what was wrong, the replay lines) and recording its minimal
    /// case into the corpus as the profile says. Under `ci` and `nightly` a
    /// run that misses the coverage requirements (``classify(_:)``) fails too.
    @discardableResult
    public func check(
        _ battery: Battery<LawInput<Schedule>, ResourceAudit>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) -> [CheckResult<LawInput<Schedule>>] {
        battery.check(
            on: name, inputs: inputs, equivalence: Self.equivalence, iterations: iterations,
            configuration: configuration, classify: classifiers(configuration), reporter: reporter,
            fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }

    /// Checks one resource law (a ``law(_:uses:_:)``), as ``check(_:iterations:configuration:reporter:fileID:filePath:line:column:function:)``
    /// checks a battery: `resources.check(resources.law("my map") { a, _, _, _ in a.myMap() })`.
    /// Its property name is `"<harness> resources: <law>"`, an ``OperatorLaw``'s resource law's.
    @discardableResult
    public func check(
        _ law: Law<LawInput<Schedule>, ResourceAudit>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) -> CheckResult<LawInput<Schedule>> {
        check(
            Battery("resources", laws: [law]), iterations: iterations, configuration: configuration, reporter: reporter,
            fileID: fileID, filePath: filePath, line: line, column: column, function: function)[0]
    }

    /// Runs `battery` on this harness and only returns the results: it
    /// reports nothing to the running test (a leaking operator leaves the
    /// test green unless the caller looks at the results) and records
    /// nothing into the corpus, unless the `configuration` passed asks for it
    /// (a corpus directory, recording on). For tests of the harness itself
    /// and for tools; a test of an operator calls `check`.
    public func run(
        _ battery: Battery<LawInput<Schedule>, ResourceAudit>,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function
    ) -> [CheckResult<LawInput<Schedule>>] {
        runRecording(
            battery, iterations: iterations,
            configuration: Configuration.withoutRecording(configuration, callerFilePath: filePath),
            filePath: filePath, function: function)
    }

    /// Runs `battery` as `check` does, recording into the corpus as the
    /// profile says, without reporting: for a reporting check that reports its own way.
    func runRecording(
        _ battery: Battery<LawInput<Schedule>, ResourceAudit>,
        iterations: Int?,
        configuration: Configuration?,
        filePath: StaticString,
        function: StaticString
    ) -> [CheckResult<LawInput<Schedule>>] {
        battery.run(
            on: name, inputs: inputs, equivalence: Self.equivalence, iterations: iterations,
            configuration: configuration, classify: classifiers(configuration), filePath: filePath, function: function)
    }

    /// The labels and coverage requirements of every law's run under
    /// `profile`: the space's schedule classes, and the share of schedules
    /// on which the timing rule of the audit can fire (`endsWhileUpstreamRuns`).
    /// A space whose schedules subscribe the output twice (``ScheduleSpace/resubscribed(sources:)``,
    /// the multicast laws') has no schedule the timing rule applies to: its share is then only counted.
    public func classify(_ profile: Profile) -> [Classifier<LawInput<Schedule>>] {
        let subscribesTwice = (schedules.coverage.minimumShares[.resubscription] ?? 0) >= 90
        let timing: Classifier<LawInput<Schedule>> =
            ScheduleCoverage.isEnforced(in: profile) && !subscribesTwice
            ? .cover(Self.timingShare, Self.timingLabel) { Self.endsWhileUpstreamRuns($0.sample) }
            : .classify(Self.timingLabel) { Self.endsWhileUpstreamRuns($0.sample) }
        return schedules.coverage.classifiers(in: profile, schedule: \.sample) + [timing]
    }

    static let timingLabel = "the output may end while an upstream still runs (one subscription)"
    /// The least percentage of such schedules under `ci` and `nightly`.
    static let timingShare = 10.0

    /// Whether `schedule` lets the resource law's timing rule fire: one
    /// subscription to the output (the rule's condition), and a moment when
    /// the output may end while an upstream subscription still runs — the
    /// output disposed while a source may still send (mid-stream, or at the
    /// end of the replay with a source that never ends), or an event of one
    /// source (a trigger's value, a replacement's first event, a terminal
    /// event) at a tick when another source has more to send or never ends.
    public static func endsWhileUpstreamRuns(_ schedule: Schedule) -> Bool {
        guard schedule.resubscribeAt == nil else { return false }
        if ScheduleClass.disposalMidStream.contains(schedule) || ScheduleClass.neverEnding.contains(schedule) {
            return true
        }
        let sources = schedule.sources
        return sources.indices.contains { i in
            let ticks = sources[i].values.map(\.time) + (sources[i].terminal.map { [$0.time] } ?? [])
            return ticks.contains { tick in
                sources.indices.contains { j in j != i && (sources[j].terminal.map { $0.time > tick } ?? true) }
            }
        }
    }

    private func classifiers(_ configuration: Configuration?) -> [Classifier<LawInput<Schedule>>] {
        classify(Configuration.profile(of: configuration))
    }
}
