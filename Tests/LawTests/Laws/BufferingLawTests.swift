import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: buffering, indexing and folding operators")
struct LawsBufferingTests {
    @Test("scan's last value is not aggregate without startWith: an empty source tells them apart")
    func scanLastWithoutStart() throws {
        let harness = StreamHarness.signal()
        // An aggregate written as the naive scan, checked against the law's reference with startWith.
        let result = harness.run(.aggregateIsScansLastValue, configuration: lawConfiguration()) { s, x, r in
            s.scan(x, r).take(last: 1)
        }
        #expect(result.report.contains("s.aggregate(x, r) ≡ s.scan(x, r).startWith(x).take(last: 1)"))
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample == Schedule(sources: [SourceScript(values: [], terminal: .completed(at: 0))]))
        #expect(result.report.contains("a    |\nwant (0|)\ngot  |\n"))
    }

    @Test("a take(last:) that keeps the first values instead is caught by its model")
    func plantedTakeFirst() throws {
        let harness = StreamHarness.signal()
        let result = harness.run(.takeLastIsItsModel, configuration: lawConfiguration()) { s, n in
            s.take(n).concat(.never).take(last: n)
        }
        #expect(result.status == .failed)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.sources[0].values.count <= minimal.n + 1)
    }

    @Test("the trace models: take(last:) at the completion's tick, a failure alone, skip(last:) one value behind")
    func models() {
        let values: [Trace.Entry] = [.init(time: 1, event: .next(1)), .init(time: 2, event: .next(2))]
        let completed = Trace(entries: values + [.init(time: 4, event: .completed)])
        #expect(
            completed.takingLast(1).entries == [.init(time: 4, event: .next(2)), .init(time: 4, event: .completed)])
        let failed = Trace(entries: values + [.init(time: 3, event: .failed(TestFailure(source: 0)))])
        #expect(failed.takingLast(2).entries == [.init(time: 3, event: .failed(TestFailure(source: 0)))])
        #expect(Trace(entries: values, disposedAt: 5).takingLast(2) == Trace(entries: [], disposedAt: 5))
        #expect(
            completed.skippingLast(1).entries == [.init(time: 2, event: .next(1)), .init(time: 4, event: .completed)])
        #expect(completed.untimed.entries.map(\.time) == [0, 0, 0])
    }
}
