import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// Planted bugs that only rare schedules show (`PlantedBugCatalog.rareSchedules`):
/// each is caught with the ci profile and seed, shrinks to a 1-minimal case of
/// the shape its bug needs, and its fixed twin (the same code with the bug
/// repaired) passes the same law. The exact minimal cases are pinned for the
/// default swarm schedules; under `LAWCHECK_SCHEDULES=plain` the seed draws
/// other cases, so only their shape is checked.
extension LawsPlantedBugTests {
    static func fixedPasses<Operator>(
        _ law: OperatorLaw<Operator>, _ facet: OperatorLawFacet = .model, _ fixed: Operator
    ) throws -> Bool {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        return law.run(facet, configuration: configuration, fixed).passed
    }

    /// Whether the fixed twin's law holds on `minimal`: the case shows the bug, nothing else.
    static func fixedHolds(_ minimal: LawInput<Schedule>, _ fixedLaw: SignalLaw) -> Bool {
        fixedLaw.lhs(minimal) == fixedLaw.rhs(minimal)
    }

    @Test(
        "a zip that forgets which side waits after a backlog of five drops a value when the other side catches up and sends again"
    )
    func zipForgettingWaitingSide() throws {
        // Plain schedules need a median of about 8,000 cases for it (this seed 5,901), swarm schedules about 430 to 660
        // (this seed 1,231): 20,000 per call, so that it is caught under LAWCHECK_SCHEDULES=plain too.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.zipWith.expectFailure(iterations: 20_000, configuration: configuration) {
            ZipForgettingWaitingSide.zip($0, $1)
        }
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.zipWith.law { ZipForgettingWaitingSide.zip($0, $1) }
        // Subscribed at 1: b (synchronous) sends the five values due by then, a leads by one more at 1, b catches
        // up at 2 and sends a seventh at 3 (the sixth pair), which the stale flag drops.
        if ScheduleStyle.current == .swarm {
            #expect(
                minimal.sample
                    == Schedule(
                        sources: [
                            Self.cold(Array(repeating: (0, 0), count: 6)),
                            SourceScript(
                                isSynchronous: true,
                                values: Array(repeating: (time: 0, value: 0), count: 4) + [(1, 0), (2, 0)],
                                terminal: nil),
                        ], subscribeAt: 1), Comment(rawValue: result.report))
            #expect(
                result.report.contains("want   -       (00000)0\ngot    -       (00000)-"),
                Comment(rawValue: result.report))
        }
        #expect(minimal.sample.sources.count == 2 && minimal.sample.sources.map(\.values.count).max() == 6)
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(
            Self.fixedHolds(minimal, OperatorLaws.zipWith.law { ZipForgettingWaitingSide.zip($0, $1, fixed: true) }))
        #expect(try Self.fixedPasses(OperatorLaws.zipWith) { ZipForgettingWaitingSide.zip($0, $1, fixed: true) })
    }

    @Test(
        "a zip that overwrites a backlog sent while subscribing pairs the wrong value after a synchronous burst of six")
    func zipOverwritingSubscribingBacklog() throws {
        // Plain schedules need a median of about 1,100 to 1,600 cases for it (this seed 2,097), swarm schedules about
        // 100 to 150 (this seed 182): 20,000 per call, so that it is caught under LAWCHECK_SCHEDULES=plain too.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.zipWith.expectFailure(iterations: 20_000, configuration: configuration) {
            ZipOverwritingSubscribingBacklog.zip($0, $1)
        }
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.zipWith.law { ZipOverwritingSubscribingBacklog.zip($0, $1) }
        // b (synchronous) sends six values inside its subscription, a's value is only due when the clock runs: the
        // oldest of b's is overwritten, and a's value pairs with b's second.
        if ScheduleStyle.current == .swarm {
            #expect(
                minimal.sample
                    == Schedule(sources: [
                        Self.cold([(0, 0)]),
                        SourceScript(
                            isSynchronous: true, values: [(0, 0), (0, 1), (0, 0), (0, 0), (0, 0), (0, 0)], terminal: nil
                        ),
                    ]), Comment(rawValue: result.report))
            #expect(
                result.report.contains("a      0\nb sync (010000)\nwant   0\ngot    1"),
                Comment(rawValue: result.report))
        }
        #expect(
            minimal.sample.sources.count == 2
                && minimal.sample.sources.contains { $0.isSynchronous && $0.values.count == 6 })
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(
            Self.fixedHolds(
                minimal, OperatorLaws.zipWith.law { ZipOverwritingSubscribingBacklog.zip($0, $1, fixed: true) }))
        #expect(
            try Self.fixedPasses(OperatorLaws.zipWith) { ZipOverwritingSubscribingBacklog.zip($0, $1, fixed: true) })
    }

    @Test(
        "a combineLatest that holds four pairs while subscribing drops one when a synchronous side sends five values inside its subscription"
    )
    func combineLatestDroppingHeldPair() throws {
        // Plain schedules need a median of about 3,600 to 6,000 cases for it (this seed 1,210), swarm schedules about
        // 150 to 320 (this seed finds it in its first case): 20,000 per call, so that it is caught under
        // LAWCHECK_SCHEDULES=plain too.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.combineLatestWith.expectFailure(iterations: 20_000, configuration: configuration) {
            CombineLatestDroppingHeldPair.combineLatest($0, $1)
        }
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.combineLatestWith.law { CombineLatestDroppingHeldPair.combineLatest($0, $1) }
        // a sends inside its subscription, then b five values inside its own: the fifth pair overwrites the fourth.
        if ScheduleStyle.current == .swarm {
            #expect(
                minimal.sample
                    == Schedule(sources: [
                        SourceScript(isSynchronous: true, values: [(time: 0, value: 0)], terminal: nil),
                        SourceScript(
                            isSynchronous: true, values: Array(repeating: (time: 0, value: 0), count: 5), terminal: nil),
                    ]), Comment(rawValue: result.report))
            #expect(
                result.report.contains("a sync 0\nb sync (00000)\nwant   (00000)\ngot    (0000)"),
                Comment(rawValue: result.report))
        }
        #expect(minimal.sample.sources.count == 2 && minimal.sample.sources.allSatisfy(\.isSynchronous))
        #expect(minimal.sample.eventCount == 6)
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(
            Self.fixedHolds(
                minimal,
                OperatorLaws.combineLatestWith.law { CombineLatestDroppingHeldPair.combineLatest($0, $1, fixed: true) })
        )
        #expect(
            try Self.fixedPasses(OperatorLaws.combineLatestWith) {
                CombineLatestDroppingHeldPair.combineLatest($0, $1, fixed: true)
            })
    }

    @Test(
        "a merge that swallows a failure right after a source's burst of six and its completion, while a third runs, does not fail"
    )
    func mergeSwallowingLateFailures() throws {
        // Plain schedules need a median of about 9,000 to 15,000 cases for it (this seed 2,517), swarm schedules about
        // 470 to 920 (this seed 2,477): 20,000 per call, so that it is caught under LAWCHECK_SCHEDULES=plain too.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.merge.expectFailure(iterations: 20_000, configuration: configuration) {
            MergeSwallowingLateFailures.merge($0)
        }
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.merge.law { MergeSwallowingLateFailures.merge($0) }
        // b sends six values and completes, then c fails while a still runs: the failure is taken for a completion.
        if ScheduleStyle.current == .swarm {
            #expect(
                minimal.sample
                    == Schedule(sources: [
                        Self.cold([]), Self.cold(Array(repeating: (0, 0), count: 6), .completed(at: 0)),
                        Self.cold([], .failed(at: 0)),
                    ]), Comment(rawValue: result.report))
            #expect(
                result.report.contains("a    -\nb    (000000|)\nc    #\nwant (000000#)\ngot  (000000)"),
                Comment(rawValue: result.report))
        }
        let terminals = minimal.sample.sources.map(\.terminal)
        #expect(minimal.sample.sources.count == 3)
        #expect(minimal.sample.sources.map(\.values.count).max() == 6)
        #expect(terminals.contains { $0.map { if case .failed = $0 { true } else { false } } == true })
        #expect(terminals.contains { $0.map { if case .completed = $0 { true } else { false } } == true })
        #expect(terminals.contains { $0 == nil })
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(Self.fixedHolds(minimal, OperatorLaws.merge.law { MergeSwallowingLateFailures.merge($0, fixed: true) }))
        #expect(try Self.fixedPasses(OperatorLaws.merge) { MergeSwallowingLateFailures.merge($0, fixed: true) })
    }

    @Test(
        "a merge that counts a source after subscribing completes early on a synchronous completion after a burst of five"
    )
    func mergeCountingAfterSubscribing() throws {
        // Plain schedules need a median of about 3,000 to 4,100 cases for it (this seed 3,934), swarm schedules about
        // 300 to 430 (this seed 75, since they draw sources ending inside their subscription): 10,000 per call, so
        // that it is caught under LAWCHECK_SCHEDULES=plain too.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.mergeWith.expectFailure(iterations: 10_000, configuration: configuration) {
            MergeCountingAfterSubscribing.merge([$0, $1])
        }
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.mergeWith.law { MergeCountingAfterSubscribing.merge([$0, $1]) }
        // a completes inside its subscription, b sends four values and completes inside its own: b's completion,
        // the sixth event, overflows the queue, whose flush delivers a's completion with only a counted, so the
        // output completes before b's values.
        if ScheduleStyle.current == .swarm {
            #expect(
                minimal.sample
                    == Schedule(sources: [
                        SourceScript(isSynchronous: true, values: [], terminal: .completed(at: 0)),
                        SourceScript(
                            isSynchronous: true, values: Array(repeating: (time: 0, value: 0), count: 4),
                            terminal: .completed(at: 0)),
                    ]), Comment(rawValue: result.report))
            #expect(
                result.report.contains("a sync |\nb sync (0000|)\nwant   (0000|)\ngot    |"),
                Comment(rawValue: result.report))
        }
        #expect(minimal.sample.sources.contains { $0.isSynchronous })
        #expect(minimal.sample.eventCount == 6)
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(
            Self.fixedHolds(
                minimal, OperatorLaws.mergeWith.law { MergeCountingAfterSubscribing.merge([$0, $1], fixed: true) }))
        #expect(
            try Self.fixedPasses(OperatorLaws.mergeWith) { MergeCountingAfterSubscribing.merge([$0, $1], fixed: true) })
    }

    @Test(
        "a distinctUntilChanged that completes the other subscription after a burst of five cuts off a second subscription"
    )
    func distinctCompletingTogether() throws {
        // Plain schedules need a median of about 12,700 cases for it (this seed 33,535), swarm schedules about 1,200
        // (this seed 4,330): 40,000 per call, so that it is caught under LAWCHECK_SCHEDULES=plain too.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let law = OperatorLaws.distinctUntilChanged
        // One subscription cannot tell.
        #expect(law.run(configuration: configuration) { DistinctCompletingTogether.distinctUntilChanged($0) }.passed)
        let result = law.expectFailure(.subscriptions, iterations: 40_000, configuration: configuration) {
            DistinctCompletingTogether.distinctUntilChanged($0)
        }
        let minimal = try #require(result.failure?.minimal)
        let subscriptionLaw = law.subscriptionLaw { DistinctCompletingTogether.distinctUntilChanged($0) }
        // Both subscribed at 0 and both got the value at 0; then five values and the completion reach the first
        // at 1, in a row: the second is completed before its own values of that tick.
        if ScheduleStyle.current == .swarm {
            #expect(
                minimal.sample
                    == Schedule(
                        sources: [Self.cold([(0, 0), (1, 0), (1, 0), (1, 0), (1, 0), (1, 1)], .completed(at: 1))],
                        resubscribeAt: 0),
                Comment(rawValue: result.report))
            #expect(
                result.report.contains("want² 0   (1|)\ngot   0   (1|)\ngot²  0   |"), Comment(rawValue: result.report))
        }
        let source = try #require(minimal.sample.sources.first)
        #expect(minimal.sample.resubscribeAt != nil && minimal.sample.sources.count == 1)
        #expect(
            source.values.count == DistinctCompletingTogether.burst + 1
                && source.terminal.map { if case .completed = $0 { true } else { false } } == true)
        #expect(Self.isOneMinimal(minimal, for: subscriptionLaw))
        #expect(
            Self.fixedHolds(
                minimal, law.subscriptionLaw { DistinctCompletingTogether.distinctUntilChanged($0, fixed: true) }))
        #expect(
            try Self.fixedPasses(law, .subscriptions) {
                DistinctCompletingTogether.distinctUntilChanged($0, fixed: true)
            })
    }

    @Test(
        "a replay that keeps five values while nobody is subscribed loses the oldest of a burst before its first subscriber"
    )
    func replayTrimmingUnwatched() throws {
        // Plain schedules need a median of about 190 cases for it (this seed 206), swarm schedules about 13 (this seed 7).
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.replay.run(iterations: 2_000, configuration: configuration) {
            ReplayTrimmingUnwatched.replay($0)
        }
        #expect(result.status == .failed)
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.replay.law { ReplayTrimmingUnwatched.replay($0) }
        // replay() connects when it is made: six values at 0 come before both subscriptions, with nobody to keep them for.
        if ScheduleStyle.current == .swarm {
            #expect(
                minimal.sample == Schedule(sources: [Self.cold(Array(repeating: (0, 0), count: 6))], resubscribeAt: 0),
                Comment(rawValue: result.report))
            #expect(result.report.contains("got   (00000)\ngot²  (00000)"), Comment(rawValue: result.report))
        }
        #expect(
            minimal.sample.sources.count == 1
                && minimal.sample.sources[0].values.count == ReplayTrimmingUnwatched.unwatchedCapacity + 1)
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(Self.fixedHolds(minimal, OperatorLaws.replay.law { ReplayTrimmingUnwatched.replay($0, fixed: true) }))
        #expect(
            OperatorLaws.replay.run(configuration: configuration) { ReplayTrimmingUnwatched.replay($0, fixed: true) }
                .passed)
    }
}
