import LawCheck
import Reactive
import ReactiveLaws

/// One planted bug of the law tests, as a run of the law meant to catch it:
/// whether it was caught, the size (choices) of the minimal case, and the
/// cases run (up to the failure, when caught).
struct PlantedBug: Sendable {
    typealias Outcome = (caught: Bool, size: Int?, cases: Int)

    /// What is planted, such as `"zip completing late"`.
    var name: String
    /// Whether the bug needs a rare schedule (``PlantedBugCatalog/rareSchedules``):
    /// `law-catch-bench --compare` sums these up apart.
    var needsRareSchedule = false
    /// One run under a configuration.
    var run: @Sendable (Configuration) -> Outcome

    init(_ name: String, run: @escaping @Sendable (Configuration) -> Outcome) {
        self.name = name
        self.run = run
    }

    /// The planted `operator` under a multicast law.
    init<Operator>(_ name: String, _ law: MulticastLaw<Operator>, _ operator: Operator) {
        self.init(name) { configuration in Self.outcome(law.run(configuration: configuration, `operator`)) }
    }

    /// The planted `operator` under the typed law's `facet`.
    init<Operator>(
        _ name: String, _ law: OperatorLaw<Operator>, _ facet: OperatorLawFacet = .model, _ operator: Operator
    ) {
        self.init(name) { configuration in Self.outcome(law.run(facet, configuration: configuration, `operator`)) }
    }

    /// The planted law on `harness`.
    init<Stream, Sample, Observation>(
        _ name: String, on harness: StreamHarness<Stream, Sample, Observation>,
        _ law: Law<LawInput<Sample>, Observation>
    ) {
        self.init(name) { configuration in
            Self.outcome(harness.run(Battery("planted", laws: [law]), configuration: configuration)[0])
        }
    }

    /// The planted law over `inputs`, for laws without a harness.
    init<Input, Observation>(
        _ name: String, inputs: Gen<Input>, equivalence: Equivalence<Input, Observation>, _ law: Law<Input, Observation>
    ) {
        self.init(name) { configuration in
            Self.outcome(
                Battery("planted", laws: [law]).run(
                    on: "planted", inputs: inputs, equivalence: equivalence, configuration: configuration)[0])
        }
    }

    static func outcome<Value>(_ result: CheckResult<Value>) -> Outcome {
        (result.status == .failed, result.failure?.token.choices.count, result.casesRun)
    }

    /// The same bug, marked as needing a rare schedule.
    var rare: PlantedBug {
        var bug = self
        bug.needsRareSchedule = true
        return bug
    }
}

/// Every planted bug of the law tests (`PlantedBugs/`), each with the law that
/// must catch it: the list `law-catch-bench` runs with many seeds to measure
/// how often each is caught (`Benchmarks/`), and `PlantedBugCatalogTests`
/// runs once with the ci seed.
enum PlantedBugCatalog {
    static var all: [PlantedBug] {
        let cold = StreamHarness.signal(schedules: .schedule(sources: 1...1, hot: false))
        let severalSources = StreamHarness.signal(schedules: .schedule(sources: 2...3))
        let reentrant = StreamHarness.signal(schedules: .reentrant)
        return [
            // Model laws
            PlantedBug("zip completing late", OperatorLaws.zipWith) { ZipCompletingLate.zip($0, $1) },
            PlantedBug("concat subscribing early", OperatorLaws.concat) { ConcatSubscribingEarly.concat($0, $1) },
            PlantedBug("take(until:) leaking one", OperatorLaws.takeUntilSignal) {
                TakeUntilLeakingOne.take($0, until: $1)
            },
            PlantedBug("skip(while:) testing onwards", OperatorLaws.skipWhile) {
                SkipWhileTestingOnwards.skip($0, while: $1)
            },
            PlantedBug("group(by:) completing out of order", OperatorLaws.groupBy { ($0.key, $0.signal) }) {
                GroupByCompletingOutOfOrder.group($0, by: $1)
            },
            PlantedBug(
                "group(by:) completing its groups on a failure", OperatorLaws.groupLifecycle { ($0.key, $0.signal) }
            ) {
                GroupByCompletingGroupsOnFailure.group($0, by: $1)
            },
            PlantedBug("delay delaying failures", OperatorLaws.delay) { source, interval, scheduler in
                DelayDelayingFailures.delay(source, Int(interval.components.seconds), on: scheduler)
            },
            PlantedBug("retry one too few", OperatorLaws.retry) { RetryOnceTooFew.retry($0, $1) },
            PlantedBug("combineLatest completing early", OperatorLaws.combineLatestWith) {
                CombineLatestCompletingEarly.combineLatest($0, $1)
            },
            PlantedBug("throttle sending at once", OperatorLaws.throttle) { source, interval, scheduler in
                ThrottleSendingAtOnce.throttle(source, Int(interval.components.seconds), on: scheduler)
            },
            PlantedBug("sample forgetting its value", OperatorLaws.sample) { SampleForgettingValue.sample($0, $1) },
            PlantedBug("flattenMap swallowing inner failures", OperatorLaws.flattenMap) { source, k in
                source.flattenMap { k($0).catch { _ in .empty } }
            },
            PlantedBug("map not ready while subscribing", OperatorLaws.map) { MapReadyLate.map($0, $1) },
            PlantedBug("take completing with its source", OperatorLaws.take) {
                StatefulOperators.lingeringTake($0, $1)
            },
            // New operators' models (the planted bugs of Examples/OwnOperators)
            PlantedBug("pairwise keeping the first value", PairwiseKeepingFirst.law) {
                PairwiseKeepingFirst.pairwise($0, keepingFirst: true)
            },
            PlantedBug("bufferCount dropping the partial array", BufferCountDroppingPartial.law) {
                BufferCountDroppingPartial.bufferCount($0, $1, droppingPartial: true)
            },
            PlantedBug("debounce dropping the waiting value", DebounceDroppingOnCompletion.law) {
                DebounceDroppingOnCompletion.debounce($0, $1, on: $2, droppingOnCompletion: true)
            },
            PlantedBug("zip of no source never ending", OperatorLaws.zipOfMany) { ZipOfNoSourceNeverEnding.zip($0) },
            PlantedBug("merge counting a source once subscribed", OperatorLaws.mergeWith) {
                MergeCountingOnceSubscribed.merge([$0, $1])
            },
            // Resource and per-subscription laws
            PlantedBug("map forgetting its subscription", OperatorLaws.map, .resources) { source, transform in
                LeakyOperators.forgetfulMap(source).map(transform)
            },
            PlantedBug("take letting go a tick late", OperatorLaws.take, .resources) {
                LeakyOperators.lingeringTake($0, $1)
            },
            PlantedBug("merge letting go a tick late", OperatorLaws.mergeWith, .resources) {
                MergeLettingGoLate.merge($0, $1)
            },
            PlantedBug("take letting go asynchronously", OperatorLaws.take, .resources) {
                TakeLettingGoAsynchronously.take($0, $1)
            },
            PlantedBug("take counting per operator", OperatorLaws.take, .subscriptions) {
                TakeCountingPerOperator.take($0, $1)
            },
            PlantedBug("take sharing its counter", OperatorLaws.take, .subscriptions) {
                StatefulOperators.sharedTake($0, $1)
            },
            // Multicast laws
            PlantedBug("replayLazily connecting per subscriber", OperatorLaws.replayLazily) {
                PlantedMulticast.replayLazilyPerSubscriber($0)
            },
            PlantedBug("replay keeping one value", OperatorLaws.replay) { PlantedMulticast.replayKeepingOne($0) },
            PlantedBug("autoconnect reconnecting", OperatorLaws.publishAutoconnect) {
                PlantedMulticast.reconnecting($0)
            },
            // Equivalence and monad laws
            PlantedBug(
                "take one too many (take then skip, signal)", on: cold,
                cold.law(
                    .takeThenSkip, (take: TakeOneTooMany.take, skip: { $0.skip($1) }))),
            PlantedBug(
                "take one too many (take then skip, sequence)", on: .sequence,
                StreamHarness.sequence.law(
                    .takeThenSkip, (take: TakeOneTooMany.take, skip: { $0.skip($1) }))),
            PlantedBug(
                "merge subscribing in reverse", on: severalSources,
                severalSources.law(.mergeIsFlatten) { sources in
                    Signal.merge(sources.reversed())
                }),
            PlantedBug(
                "flattenMap ignoring running inners", on: StreamHarness.signal(),
                StreamHarness.signal().law(
                    .flattenMapLeftIdentity, FlattenMapIgnoringInners.flattenMap)),
            PlantedBug(
                "take completing with its source, under echoes", on: reentrant,
                reentrant.law(
                    .takeStopsUnderReentrantSends, StatefulOperators.lingeringTake)),
            // Sequence agreement, laziness, long and endless samples
            PlantedBug(
                "take leaking on the signal side", inputs: SequenceAgreement.inputs,
                equivalence: SequenceAgreement.equivalence, SequenceAgreement.law(PlantedSequenceOperators.leakyTake)),
            PlantedBug(
                "map evaluating ahead", inputs: SequenceLaziness.inputs, equivalence: SequenceLaziness.equivalence,
                SequenceLaziness.lazyLaw(PlantedSequenceOperators.hastyMap)),
            PlantedBug(
                "flattenMap evaluating eagerly", inputs: StreamHarness.sequence.inputs,
                equivalence: StreamHarness.sequence.equivalence, EagerFlattenMap.lazyBindLaw(EagerFlattenMap.flattenMap)
            ),
            PlantedBug(
                "map losing a block boundary", inputs: SequenceAgreement.inputs,
                equivalence: SequenceAgreement.equivalence,
                SequenceAgreement.law(PlantedSequenceOperators.mapLosingBlockBoundary)),
            PlantedBug(
                "map reading ahead of an endless source", inputs: SequenceAgreement.inputs,
                equivalence: SequenceInfinite.equivalence, PlantedSequenceOperators.readingAheadMap),
        ] + rareSchedules
    }

    /// The planted bugs that only rare schedules show (`RareSchedulePlantedBugTests`):
    /// three ordered events across sources (and a synchronous burst of six of
    /// one source inside the subscription before the other's first; a value of
    /// one synchronous source, then a burst of five of the other, inside the
    /// subscription), a failure after another source completed right after
    /// its burst of six, a synchronous completion after a burst of five sent
    /// inside the subscription while another source is open, a completion
    /// after a burst at one tick while a second subscription runs, a burst at
    /// one tick before anyone subscribed.
    static var rareSchedules: [PlantedBug] {
        [
            // Plain schedules need a median of about 8,000 cases for it, swarm about 430 to 660: 4,000 per call, 8,000
            // under ci, so that the ci seed (5,901 cases under plain schedules) catches it under LAWCHECK_SCHEDULES=plain too.
            PlantedBug("zip forgetting which side waits") { configuration in
                PlantedBug.outcome(
                    OperatorLaws.zipWith.run(iterations: 4_000, configuration: configuration) {
                        ZipForgettingWaitingSide.zip($0, $1)
                    })
            },
            // Plain schedules need a median of about 1,100 to 1,600 cases for it, swarm about 100 to 150: 4,000 per call.
            PlantedBug("zip overwriting a backlog sent while subscribing") { configuration in
                PlantedBug.outcome(
                    OperatorLaws.zipWith.run(iterations: 4_000, configuration: configuration) {
                        ZipOverwritingSubscribingBacklog.zip($0, $1)
                    })
            },
            // Plain schedules need a median of about 3,600 to 6,000 cases for it, swarm about 150 to 320: 4,000 per call.
            PlantedBug("combineLatest dropping a pair held while subscribing") { configuration in
                PlantedBug.outcome(
                    OperatorLaws.combineLatestWith.run(iterations: 4_000, configuration: configuration) {
                        CombineLatestDroppingHeldPair.combineLatest($0, $1)
                    })
            },
            // Plain schedules need a median of about 9,000 to 15,000 cases for it, swarm about 470 to 920: 8,000 per
            // call, so that a seed misses it with swarm schedules only rarely.
            PlantedBug("merge swallowing a failure after a completion") { configuration in
                PlantedBug.outcome(
                    OperatorLaws.merge.run(iterations: 8_000, configuration: configuration) {
                        MergeSwallowingLateFailures.merge($0)
                    })
            },
            // Plain schedules need a median of about 3,000 to 4,100 cases for it, swarm about 300 to 430: 4,000 per
            // call, 8,000 under ci, so that the ci seed (3,934 cases under plain schedules) catches it under
            // LAWCHECK_SCHEDULES=plain too.
            PlantedBug("merge counting a source after subscribing") { configuration in
                PlantedBug.outcome(
                    OperatorLaws.mergeWith.run(iterations: 4_000, configuration: configuration) {
                        MergeCountingAfterSubscribing.merge([$0, $1])
                    })
            },
            // Plain schedules need a median of about 12,700 cases for it, swarm about 1,200: 20,000 per call, 40,000
            // under ci, so that a seed misses it with swarm schedules only rarely and the ci seed (33,535 cases under
            // plain schedules) catches it under LAWCHECK_SCHEDULES=plain too.
            PlantedBug("distinctUntilChanged completing the other subscription after a burst") { configuration in
                PlantedBug.outcome(
                    OperatorLaws.distinctUntilChanged.run(
                        .subscriptions, iterations: 20_000, configuration: configuration
                    ) {
                        DistinctCompletingTogether.distinctUntilChanged($0)
                    })
            },
            // Plain schedules need a median of about 190 cases for it, swarm about 13: 2,000 per call.
            PlantedBug("replay keeping five values while nobody is subscribed") { configuration in
                PlantedBug.outcome(
                    OperatorLaws.replay.run(iterations: 2_000, configuration: configuration) {
                        ReplayTrimmingUnwatched.replay($0)
                    })
            },
        ].map(\.rare)
    }
}
