import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: buffering, indexing and folding operators")
struct LawsBufferingTests {
    @Test("scan's last value is not aggregate without startWith: an empty source tells them apart")
    func scanLastWithoutStart() throws {
        let harness = StreamHarness.signal()
        let naive = harness.law(
            "aggregate is scan's last value", "s.scan(x, r).take(last: 1) ≡ s.aggregate(x, r)", uses: [.x, .f],
            { s, input in s.scan(input.x, input.fold).take(last: 1) },
            { s, input in s.aggregate(input.x, input.fold) })
        let result = try #require(harness.run(Battery("naive", laws: [naive]), configuration: lawConfiguration()).first)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample == Schedule(sources: [SourceScript(values: [], terminal: .completed(at: 0))]))
        #expect(result.report.contains("a    |\nwant (0|)\ngot  |\n"))
    }

    @Test("a take(last:) that keeps the first values instead is caught by its model")
    func plantedTakeFirst() throws {
        let harness = StreamHarness.signal()
        let planted = harness.law(
            "take(last:) is its model", "s.take(last: n) ≡ model", uses: [.n],
            { s, input in s.take(input.n).concat(.never).take(last: input.n) },
            model: { trace, input in trace.takingLast(input.n) })
        let result = try #require(harness.run(Battery("planted", laws: [planted]), configuration: lawConfiguration()).first)
        #expect(result.status == .failed)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.sources[0].values.count <= minimal.n + 1)
    }

    @Test("the trace models: take(last:) at the completion's tick, a failure alone, skip(last:) one value behind")
    func models() {
        let values: [Trace.Entry] = [.init(time: 1, event: .next(1)), .init(time: 2, event: .next(2))]
        let completed = Trace(entries: values + [.init(time: 4, event: .completed)])
        #expect(completed.takingLast(1).entries == [.init(time: 4, event: .next(2)), .init(time: 4, event: .completed)])
        let failed = Trace(entries: values + [.init(time: 3, event: .failed(TestFailure(source: 0)))])
        #expect(failed.takingLast(2).entries == [.init(time: 3, event: .failed(TestFailure(source: 0)))])
        #expect(Trace(entries: values, disposedAt: 5).takingLast(2) == Trace(entries: [], disposedAt: 5))
        #expect(completed.skippingLast(1).entries == [.init(time: 2, event: .next(1)), .init(time: 4, event: .completed)])
        #expect(completed.untimed.entries.map(\.time) == [0, 0, 0])
    }
}
