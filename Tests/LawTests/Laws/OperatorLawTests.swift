import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: operator equivalences")
struct LawsOperatorTests {
    static let coldSignal = StreamHarness.signal(schedules: .schedule(sources: 1...1, hot: false))

    @Test("zip of a source with itself fails before pairing a value sent at the failure's tick")
    func zipWithItselfFailsEarly() throws {
        let harness = StreamHarness.signal()
        let law = harness.law(
            "zip with itself", "s.zip(with: s).map { $0.0 } ≡ s",
            { s, _ in
                let pairs: Signal<(Int, Int), TestFailure> = s.zip(with: s)
                return pairs.map { $0.0 }
            }, { s, _ in s })
        let result = try #require(harness.run(Battery("zip", laws: [law]), configuration: lawConfiguration()).first)
        let minimal = try #require(result.failure?.minimal.sample)
        #expect(minimal == Schedule(sources: [SourceScript(values: [(time: 0, value: 0)], terminal: .failed(at: 0))]))
        #expect(result.report.contains("a    (0#)\nwant (0#)\ngot  #\n"))
    }

    @Test("take then skip fails on a hot source, which is why it is a cold law")
    func takeThenSkipNeedsColdSources() throws {
        let harness = StreamHarness.signal()
        let result = try #require(
            harness.run(Battery("hot", laws: [harness.law(.takeThenSkip)]), configuration: lawConfiguration()).first)
        #expect(result.status == .failed)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.sources.count == 1)
        #expect(minimal.sample.sources[0].isHot)
    }
}
