import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: the harness catches a planted bug")
struct LawsPlantedBugTests {
    @Test("an off-by-one take breaks take(n).concat(skip(n)) ≡ s and shrinks to a small schedule")
    func offByOneTake() throws {
        let harness = LawsOperatorTests.coldSignal
        let planted = Battery("planted", laws: [
            harness.law(
                "take then skip is the source", "s.take(n).concat(s.skip(n)) ≡ s", uses: [.n],
                { s, input in TakeOneTooMany.take(s, input.n).concat(s.skip(input.n)) },
                { s, _ in s }),
        ])
        let result = try #require(harness.run(planted, configuration: ciConfiguration()).first)
        #expect(result.status == .failed)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.sources.count == 1)
        #expect(minimal.sample.eventCount <= minimal.n + 2)
        // Fully shrunk: n = 0, so the buggy take lets one value through and the source has just that value.
        #expect(minimal.n == 0)
        #expect(minimal.sample == Schedule(sources: [SourceScript(values: [(time: 0, value: 0)], terminal: nil)]))
        #expect(result.report.contains("""
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
        let planted = Battery("planted", laws: [
            harness.law(
                "take then skip is the source", "s.take(n).concat(s.skip(n)) ≡ s",
                { s, input in TakeOneTooMany.take(s, input.n).concat(s.skip(input.n)) },
                { s, _ in s }),
        ])
        let result = try #require(harness.run(planted, configuration: ciConfiguration()).first)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample == [0])
        #expect(minimal.n == 0)
    }
}

extension LawsPlantedBugTests {
    @Test("a merge that subscribes in reverse order is caught on simultaneous events of two sources")
    func reversedMerge() throws {
        let harness = StreamHarness.signal(schedules: .schedule(sources: 2...3))
        let planted = Battery("planted", laws: [
            harness.law(
                "merge is flatten", "Signal.merge(ss) ≡ Signal.from(ss).flatten()",
                sources: { sources, _ in Signal.merge(sources.reversed()) },
                { sources, _ in Signal<Signal<Int, TestFailure>, TestFailure>.from(sources).flatten() }),
        ])
        let result = try #require(harness.run(planted, configuration: ciConfiguration()).first)
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
        let planted = Battery("planted", laws: [
            harness.law(
                "left identity", "return(x).flattenMap(k) ≡ k(x)", uses: [.x, .k],
                { _, input in FlattenMapIgnoringInners.flattenMap(.return(input.x), input.k) },
                { _, input in input.k(input.x) }),
        ])
        let result = try #require(harness.run(planted, configuration: ciConfiguration()).first)
        let minimal = try #require(result.failure?.minimal)
        // With every delay 0 the inner signal finishes before the source completes and the bug hides.
        #expect(minimal.k == StreamFunction([.init(IntFunction(multiplier: 0, offset: 0), delay: 1)]))
        #expect(result.report.contains("""
            where x = 0, k(x) = [0 after 1]
            a    --
            want -(0|)
            got  |
            """))
    }
}
