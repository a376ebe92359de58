import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: the harness catches a planted bug")
struct LawsPlantedBugTests {
    @Test("an off-by-one take breaks take(n).concat(skip(n)) ≡ s and shrinks to a small schedule")
    func offByOneTake() throws {
        let harness = LawsOperatorTests.coldSignal
        let result = harness.run(
            .takeThenSkip, configuration: ciConfiguration(), (take: TakeOneTooMany.take, skip: { $0.skip($1) }))
        #expect(result.status == .failed)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.sources.count == 1)
        #expect(minimal.sample.eventCount <= minimal.n + 2)
        // Fully shrunk: n = 0, so the buggy take lets one value through and the source has just that value.
        #expect(minimal.n == 0)
        #expect(minimal.sample == Schedule(sources: [SourceScript(values: [(time: 0, value: 0)], terminal: nil)]))
        #expect(
            result.report.contains(
                """
                s.take(n).concat(s.skip(n)) ≡ s
                where n = 0
                a    0
                want 0
                got  (00)
                """))
    }

    @Test("the same law on sequences catches the same bug")
    func offByOneTakeOnSequences() throws {
        let harness = StreamHarness.sequence
        let result = harness.run(
            .takeThenSkip, configuration: ciConfiguration(), (take: TakeOneTooMany.take, skip: { $0.skip($1) }))
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample == [0])
        #expect(minimal.n == 0)
    }
}

extension LawsPlantedBugTests {
    @Test("a merge that subscribes in reverse order is caught on simultaneous events of two sources")
    func reversedMerge() throws {
        let harness = StreamHarness.signal(schedules: .schedule(sources: 2...3))
        let result = harness.run(.mergeIsFlatten, configuration: ciConfiguration()) { sources in
            Signal.merge(sources.reversed())
        }
        let minimal = try #require(result.failure?.minimal.sample)
        // Only events at one tick on two sources tell the orders apart: one event each (two
        // different values, or a value and a failure), at the same tick.
        #expect(minimal.sources.count == 2)
        let ticks = minimal.sources.map { $0.values.map(\.time) + ($0.terminal.map { [$0.time] } ?? []) }
        #expect(ticks.map(\.count) == [1, 1])
        #expect(Set(ticks.joined()).count == 1)
    }
}

extension LawsPlantedBugTests {
    @Test("a flattenMap that forgets running inner signals breaks left identity, seen only through a delayed k")
    func flattenMapIgnoringInners() throws {
        let harness = StreamHarness.signal()
        let result = harness.run(
            .flattenMapLeftIdentity, configuration: ciConfiguration(), FlattenMapIgnoringInners.flattenMap)
        let minimal = try #require(result.failure?.minimal)
        // With every delay 0 the inner signal finishes before the source completes and the bug hides.
        #expect(minimal.k == StreamFunction([.init(IntFunction(multiplier: 0, offset: 0), delay: 1)]))
        #expect(
            result.report.contains(
                """
                where x = 0, k(x) = [0 after 1]
                a    --
                want -(0|)
                got  |
                """))
    }
}
