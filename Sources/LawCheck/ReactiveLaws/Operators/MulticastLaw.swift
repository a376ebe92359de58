import LawCheck
import Reactive

/// The law of an operator that shares one subscription to its source among
/// all its subscribers (RAC's `RACMulticastConnection` family): on schedules
/// whose output is always subscribed twice, both subscriptions' traces equal
/// what ``MulticastModels`` computes — when the source is subscribed (at
/// creation or at the first subscription), what a later subscriber is
/// replayed, and that a connection is made once and never again.
///
/// Unlike an ``OperatorLaw`` it has no per-subscription law (sharing is the
/// point), and its resource law lets a `replay` keep its source
/// subscription for as long as it lives, as RAC's does.
public struct MulticastLaw<Operator: Sendable>: Sendable {
    /// The law's name, such as `"replayLazily"`.
    public let name: String
    /// The law in code form, printed in reports.
    public let statement: String
    let sharing: MulticastModels.Sharing
    let apply: @Sendable (Operator, Signal<Int, TestFailure>) -> Signal<Int, TestFailure>
    /// The rules the model follows where RAC, Combine and `AsyncSequence`
    /// differ (what a late subscriber to a finished share gets): RAC 2.5's by default.
    public var semantics: LawSemantics = .reactiveCocoa

    init(
        _ name: String, _ statement: String, _ sharing: MulticastModels.Sharing,
        apply: @escaping @Sendable (Operator, Signal<Int, TestFailure>) -> Signal<Int, TestFailure>
    ) {
        self.name = name
        self.statement = statement
        self.sharing = sharing
        self.apply = apply
    }

    /// The harness: one source, hot, cold or synchronous, and a second subscription always.
    public var harness: StreamHarness<Signal<Int, TestFailure>, Schedule, Trace> {
        .signal(schedules: .resubscribed(sources: 1...1))
    }

    /// The same law checked under `semantics`: its model follows those
    /// rules, and its property name and statement say so.
    public func under(_ semantics: LawSemantics) -> Self {
        var law = self
        law.semantics = semantics
        return law
    }

    /// The LawCheck property name (it names the corpus file): the rules
    /// follow the battery's name when they are not RAC's.
    public var propertyName: String {
        Battery<LawInput<Schedule>, Trace>.propertyName(subject: harness.name, battery: battery, law: name)
    }

    /// The battery the law runs in, named with the rules when they are not RAC's.
    var battery: String { "multicast models" + semantics.suffix }

    /// The law with `operator` under test.
    public func law(_ operator: Operator) -> Law<LawInput<Schedule>, Trace> {
        let (apply, sharing, semantics) = (apply, sharing, semantics)
        return Law(
            name, statement + semantics.suffix,
            lhs: { input in input.sample.trace { sources in apply(`operator`, sources[0]) } },
            rhs: { input in MulticastModels.trace(ModelReplay(input.sample, semantics: semantics), sharing) })
    }

    /// The resource law with `operator` under test, on the same schedules
    /// (two subscriptions): each subscriber gets at most one terminal event,
    /// last, and nothing after its disposal; every subscription is disposed
    /// once and nothing is retained — except the source subscription of an
    /// operator that keeps its connection (`replay`, `replayLast`,
    /// `replayLazily`), which may stay open.
    public func resourceLaw(_ operator: Operator) -> Law<LawInput<Schedule>, ResourceAudit> {
        let (apply, staysConnected) = (apply, !sharing.disconnectsWhenUnsubscribed)
        return Law(
            name,
            "\(name): one terminal event, last; nothing after disposal; every subscription disposed once; nothing retained",
            lhs: { input in
                input.sample.audit(sourcesStayConnected: staysConnected) { sources in apply(`operator`, sources[0]) }
            },
            rhs: { _ in ResourceHarness.clean })
    }

    /// The harness of the resource law: the model law's schedules.
    public var resourceHarness: ResourceHarness {
        ResourceHarness(schedules: .resubscribed(sources: 1...1))
    }

    /// Checks `operator` against the law `facet` (the model law by default),
    /// reporting a broken law to the running test at the caller's line and
    /// recording its minimal case as the profile says (see
    /// ``OperatorLaw/check(_:iterations:configuration:reporter:fileID:filePath:line:column:function:_:)``).
    @discardableResult
    public func check(
        _ facet: MulticastLawFacet = .model,
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
                facet, iterations: iterations, configuration: configuration, filePath: filePath, function: function,
                `operator`),
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }

    /// Checks `operator` against every law it has — the model law and the
    /// resource law — reporting each broken one to the running test. Returns both results.
    @discardableResult
    public func checkAll(
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        reporter: (any FailureReporter)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function,
        _ operator: Operator
    ) -> [CheckResult<LawInput<Schedule>>] {
        MulticastLawFacet.allCases.map { facet in
            check(
                facet, iterations: iterations, configuration: configuration, reporter: reporter, fileID: fileID,
                filePath: filePath, line: line, column: column, function: function, `operator`)
        }
    }

    /// Runs the law `facet` on `operator` and only returns the result: it
    /// reports nothing to the running test and records nothing into the
    /// corpus unless the `configuration` passed asks for it.
    public func run(
        _ facet: MulticastLawFacet = .model,
        iterations: Int? = nil,
        configuration: Configuration? = nil,
        filePath: StaticString = #filePath,
        function: StaticString = #function,
        _ operator: Operator
    ) -> CheckResult<LawInput<Schedule>> {
        evaluate(
            facet, iterations: iterations,
            configuration: Configuration.withoutRecording(configuration, callerFilePath: filePath),
            filePath: filePath, function: function, `operator`)
    }

    private func evaluate(
        _ facet: MulticastLawFacet, iterations: Int?, configuration: Configuration?, filePath: StaticString,
        function: StaticString, _ operator: Operator
    ) -> CheckResult<LawInput<Schedule>> {
        switch facet {
        case .model:
            harness.runRecording(
                Battery(battery, laws: [law(`operator`)]), iterations: iterations, configuration: configuration,
                filePath: filePath, function: function)[0]
        case .resources:
            resourceHarness.runRecording(
                Battery("multicast resources", laws: [resourceLaw(`operator`)]), iterations: iterations,
                configuration: configuration, filePath: filePath, function: function)[0]
        }
    }

    /// The law with `operator` under test, as one law of a ``LawCatalog``.
    public func catalogLaw(_ operator: Operator) -> CatalogLaw {
        let harness = harness
        return CatalogLaw(
            name: propertyName, inputs: harness.inputs, classify: harness.classify,
            property: Battery.property(battery: battery, law: law(`operator`), equivalence: harness.equivalence))
    }
}

/// Which of a ``MulticastLaw``'s laws to run.
public enum MulticastLawFacet: Sendable, CaseIterable {
    /// The model law: both subscriptions' traces are the model's.
    case model
    /// The resource law: one terminal event per subscriber, nothing after
    /// disposal, every subscription disposed once (the kept connection of a
    /// `replay` excepted), nothing retained.
    case resources
}

extension SignalLaws {
    /// A multicast law of an operator on one source.
    static func multicast(
        _ name: String, _ statement: String, _ sharing: MulticastModels.Sharing
    ) -> MulticastLaw<UnaryOperator> {
        MulticastLaw(name, statement, sharing) { share, source in lower(share(lift(source))) }
    }

    /// `replay()`: the source subscribed at once, when the operator is
    /// applied; every subscriber gets every value so far, and the terminal
    /// event, at once, then the rest.
    public static var replay: MulticastLaw<UnaryOperator> {
        multicast(
            "replay", "s.replay() ≡ shared at creation, replaying everything",
            .init(connectsOnFirstSubscription: false, replayed: .max, disconnectsWhenUnsubscribed: false))
    }

    /// `replayLast()`: as ``replay``, replaying only the latest value (and the terminal event).
    public static var replayLast: MulticastLaw<UnaryOperator> {
        multicast(
            "replayLast", "s.replayLast() ≡ shared at creation, replaying the latest value",
            .init(connectsOnFirstSubscription: false, replayed: 1, disconnectsWhenUnsubscribed: false))
    }

    /// `replayLazily()`: as ``replay``, the source subscribed at the first
    /// subscription instead, and never let go.
    public static var replayLazily: MulticastLaw<UnaryOperator> {
        multicast(
            "replayLazily", "s.replayLazily() ≡ shared from the first subscription, replaying everything",
            .init(connectsOnFirstSubscription: true, replayed: .max, disconnectsWhenUnsubscribed: false))
    }

    /// `publish().autoconnect()`: the source subscribed at the first
    /// subscription, through a plain subject (a later subscriber gets only
    /// later events, nothing after the end); when the last subscriber goes,
    /// the source subscription ends and is never made again (RAC 2.5).
    public static var publishAutoconnect: MulticastLaw<UnaryOperator> {
        multicast(
            "publish autoconnect", "s.publish().autoconnect() ≡ shared from the first subscription, connected once",
            .init(connectsOnFirstSubscription: true, replayed: nil, disconnectsWhenUnsubscribed: true))
    }
}
