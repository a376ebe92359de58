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
    static func fixedPasses<Operator>(_ law: OperatorLaw<Operator>, _ facet: OperatorLawFacet = .model, _ fixed: Operator) throws -> Bool {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        return law.run(facet, configuration: configuration, fixed).passed
    }

    /// Whether the fixed twin's law holds on `minimal`: the case shows the bug, nothing else.
    static func fixedHolds(_ minimal: LawInput<Schedule>, _ fixedLaw: SignalLaw) -> Bool {
        fixedLaw.lhs(minimal) == fixedLaw.rhs(minimal)
    }

    @Test("a zip that forgets which side waits after a backlog of five drops a value when the other side catches up and sends again")
    func zipForgettingWaitingSide() throws {
        // Plain schedules need a median of about 8,000 cases for it, swarm schedules about 430: 2,000 per call, 4,000 under ci.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.zipWith.expectFailure(iterations: 2_000, configuration: configuration) { ZipForgettingWaitingSide.zip($0, $1) }
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.zipWith.law { ZipForgettingWaitingSide.zip($0, $1) }
        // a leads by five, b catches up and sends a sixth, which the stale flag drops; b then completes with nothing waiting.
        if ScheduleStyle.current == .swarm {
            #expect(minimal.sample == Schedule(sources: [
                Self.cold(Array(repeating: (0, 0), count: 5)), Self.cold(Array(repeating: (0, 0), count: 6), .completed(at: 0)),
            ]))
            #expect(result.report.contains("a    (00000)\nb    (000000|)\nwant (00000)\ngot  (00000|)"))
        }
        #expect(minimal.sample.sources.count == 2 && minimal.sample.sources.map(\.values.count).max() == 6)
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(Self.fixedHolds(minimal, OperatorLaws.zipWith.law { ZipForgettingWaitingSide.zip($0, $1, fixed: true) }))
        #expect(try Self.fixedPasses(OperatorLaws.zipWith) { ZipForgettingWaitingSide.zip($0, $1, fixed: true) })
    }

    @Test("a zip that overwrites a long backlog pairs the wrong value after six of one side")
    func zipOverwritingLongBacklog() throws {
        // Plain schedules need a median of about 200 cases for it, more than the ci profile's 200: run 1,000.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.zipWith.expectFailure(iterations: 500, configuration: configuration) { ZipOverwritingLongBacklog.zip($0, $1) }
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.zipWith.law { ZipOverwritingLongBacklog.zip($0, $1) }
        // Six values of a wait for b's first, at the same tick (a's come first): the oldest is overwritten.
        if ScheduleStyle.current == .swarm {
            #expect(minimal.sample == Schedule(sources: [Self.cold([(0, 0), (0, 1), (0, 0), (0, 0), (0, 0), (0, 0)]), Self.cold([(0, 0)])]))
            #expect(result.report.contains("a    (010000)\nb    0\nwant 0\ngot  [10]"))
        }
        #expect(minimal.sample.sources.map(\.values.count).max() == 6)
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(Self.fixedHolds(minimal, OperatorLaws.zipWith.law { ZipOverwritingLongBacklog.zip($0, $1, fixed: true) }))
        #expect(try Self.fixedPasses(OperatorLaws.zipWith) { ZipOverwritingLongBacklog.zip($0, $1, fixed: true) })
    }

    @Test("a combineLatest that skips a repeated pair stays silent when a side sends its value again")
    func combineLatestSkippingRepeats() throws {
        let (result, minimal, law) = try Self.caught(OperatorLaws.combineLatestWith) { CombineLatestSkippingRepeats.combineLatest($0, $1) }
        // a sends, b sends, b sends the same value again: the pair repeats and is skipped.
        if ScheduleStyle.current == .swarm {
            #expect(minimal.sample == Schedule(sources: [Self.cold([(0, 0)]), Self.cold([(0, 0), (0, 0)])]))
            #expect(result.report.contains("a    0\nb    (00)\nwant (00)\ngot  0"))
        }
        #expect(minimal.sample.eventCount == 3)
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(Self.fixedHolds(minimal, OperatorLaws.combineLatestWith.law { CombineLatestSkippingRepeats.combineLatest($0, $1, fixed: true) }))
        #expect(try Self.fixedPasses(OperatorLaws.combineLatestWith) { CombineLatestSkippingRepeats.combineLatest($0, $1, fixed: true) })
    }

    @Test("a merge that swallows a failure right after another source completed, while a third runs, does not fail")
    func mergeSwallowingLateFailures() throws {
        // Swarm schedules need a median of about 120 cases for it (three sources, completions and failures both on): 500 per call.
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.merge.expectFailure(iterations: 500, configuration: configuration) { MergeSwallowingLateFailures.merge($0) }
        let minimal = try #require(result.failure?.minimal)
        let law = OperatorLaws.merge.law { MergeSwallowingLateFailures.merge($0) }
        // c (hot, so first at its tick) completes, then b fails while a still runs: the failure is taken for a completion.
        if ScheduleStyle.current == .swarm {
            #expect(minimal.sample == Schedule(sources: [
                Self.cold([]), Self.cold([], .failed(at: 0)), SourceScript(isHot: true, values: [], terminal: .completed(at: 0)),
            ]))
            #expect(result.report.contains("a     -\nb     #\nc hot |\nwant  #\ngot   -"))
        }
        let terminals = minimal.sample.sources.map(\.terminal)
        #expect(minimal.sample.sources.count == 3)
        #expect(terminals.contains { $0.map { if case .failed = $0 { true } else { false } } == true })
        #expect(terminals.contains { $0.map { if case .completed = $0 { true } else { false } } == true })
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(Self.fixedHolds(minimal, OperatorLaws.merge.law { MergeSwallowingLateFailures.merge($0, fixed: true) }))
        #expect(try Self.fixedPasses(OperatorLaws.merge) { MergeSwallowingLateFailures.merge($0, fixed: true) })
    }

    @Test("a merge that counts a source after subscribing completes early on a synchronous completion")
    func mergeCountingAfterSubscribing() throws {
        let (result, minimal, law) = try Self.caught(OperatorLaws.mergeWith) { MergeCountingAfterSubscribing.merge([$0, $1]) }
        // b completes inside its subscription while a is still open: the count is 0 and the output completes.
        if ScheduleStyle.current == .swarm {
            #expect(minimal.sample == Schedule(sources: [
                Self.cold([]), SourceScript(isSynchronous: true, values: [], terminal: .completed(at: 0)),
            ]))
            #expect(result.report.contains("a      -\nb sync |\nwant   -\ngot    |"))
        }
        #expect(minimal.sample.sources.contains { $0.isSynchronous })
        #expect(Self.isOneMinimal(minimal, for: law))
        #expect(Self.fixedHolds(minimal, OperatorLaws.mergeWith.law { MergeCountingAfterSubscribing.merge([$0, $1], fixed: true) }))
        #expect(try Self.fixedPasses(OperatorLaws.mergeWith) { MergeCountingAfterSubscribing.merge([$0, $1], fixed: true) })
    }

    @Test("a distinctUntilChanged sharing its last value breaks only when a second subscription starts during the first")
    func distinctSharingLastValue() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let law = OperatorLaws.distinctUntilChanged
        // One subscription cannot tell.
        #expect(law.run(configuration: configuration) { DistinctSharingLastValue.distinctUntilChanged($0) }.passed)
        let result = law.expectFailure(.subscriptions, configuration: configuration) { DistinctSharingLastValue.distinctUntilChanged($0) }
        let minimal = try #require(result.failure?.minimal.sample)
        #expect(minimal.resubscribeAt != nil)
        // Both subscriptions at 0, the first still open: the first's value is the last value the second compares with.
        if ScheduleStyle.current == .swarm {
            #expect(minimal == Schedule(sources: [Self.cold([(0, 0)])], resubscribeAt: 0))
            #expect(result.report.contains("a     0\nsub   (^^)\nwant  0\nwant² 0\ngot   0\ngot²  -"))
        }
        #expect(try Self.fixedPasses(law, .subscriptions) { DistinctSharingLastValue.distinctUntilChanged($0, fixed: true) })
    }

    @Test("a replay bounded to five values is caught by subscribers arriving after six values")
    func replayKeepingFive() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.replay.run(configuration: configuration) { ReplayKeepingFive.replay($0) }
        #expect(result.status == .failed)
        let minimal = try #require(result.failure?.minimal.sample)
        #expect(minimal.sources.count == 1 && minimal.sources[0].values.count == 6)
        // replay() connects when it is made: six values at 0 come before both subscriptions, which get the last five only.
        if ScheduleStyle.current == .swarm {
            #expect(minimal == Schedule(sources: [Self.cold(Array(repeating: (0, 0), count: 6))], resubscribeAt: 0))
            #expect(result.report.contains("got   (00000)\ngot²  (00000)"), Comment(rawValue: result.report))
        }
        #expect(OperatorLaws.replay.run(configuration: configuration) { ReplayKeepingFive.replay($0, fixed: true) }.passed)
    }
}
