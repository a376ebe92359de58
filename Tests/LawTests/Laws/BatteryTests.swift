import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: functor and monad batteries")
struct LawsBatteryTests {
    @Test("the monad battery includes the functor battery, parents first")
    func structure() {
        let laws = StreamHarness.sequence.monad.allLaws
        #expect(laws.map(\.battery) == ["functor", "functor", "monad", "monad", "monad"])
        #expect(
            laws.map(\.law.name) == ["identity", "composition", "left identity", "right identity", "associativity"])
        let twice = Battery(
            "twice", includes: [StreamHarness.sequence.functor, StreamHarness.sequence.functor], laws: [])
        #expect(twice.allLaws.count == 2)
    }

    @Test("a broken law fails with its name, a marble diagram, the seed and the replay command")
    func brokenLawReport() throws {
        let harness = StreamHarness.signal()
        let wrong = Battery(
            "wrong",
            laws: [
                harness.law("map adds one", "s.map { $0 + 1 } ≡ s", { s, _ in s.map { $0 + 1 } }, { s, _ in s })
            ])
        let results = harness.run(wrong, configuration: lawConfiguration())
        let result = try #require(results.first)
        #expect(result.status == .failed)
        let minimal = try #require(result.failure?.minimal)
        // The smallest counterexample: one cold source with one value 0 at tick 0, never ending.
        #expect(minimal.sample == Schedule(sources: [SourceScript(values: [(time: 0, value: 0)], terminal: nil)]))
        #expect(result.report.contains("Property \"Signal wrong: map adds one\" failed"))
        #expect(
            result.report.contains(
                """
                Reason: threw law "map adds one" of wrong broken: s.map { $0 + 1 } ≡ s
                a    0
                want 0
                got  1
                Legend:
                """))
        #expect(result.report.contains("(seed 0x00000000000001a5)"))
        #expect(result.report.contains("LAWCHECK_REPLAY=v3_"))
        #expect(
            result.report.contains(
                "LAWCHECK_SEED=0x00000000000001a5 LAWCHECK_CORPUS=skip swift test --filter brokenLawReport"))
        // Only the sample: the law uses no parameter, and the unused ones are at their simplest.
        #expect(result.report.contains("Minimal counterexample:\n  a 0\nReplay the minimal case:"))
    }

    @Test("a broken law on sequences is reported with both element lists")
    func brokenSequenceLaw() throws {
        let harness = StreamHarness.sequence
        let wrong = Battery(
            "wrong",
            laws: [
                harness.law("skip is identity", "s.skip(1) ≡ s", { s, _ in s.skip(1) }, { s, _ in s })
            ])
        let result = try #require(harness.run(wrong, configuration: lawConfiguration()).first)
        #expect(result.failure?.minimal.sample == [0])
        #expect(result.report.contains("source [0]\nwant   [0]\ngot    []"))
    }

    @Test("a law names the parameters it uses, in the order it lists them")
    func parameters() {
        let input = LawInput(
            sample: [1], f: IntFunction(multiplier: 2, offset: -1), g: IntFunction(multiplier: 0, offset: 3),
            k: StreamFunction([.init(IntFunction(multiplier: -1, offset: 0), delay: 1)]), h: StreamFunction([]),
            x: 4, n: 2, p: IntPredicate(threshold: 5))
        #expect(input.describe([.n, .p]) == "n = 2, p(x) = x < 5")
        #expect(input.describe([.f, .g, .k, .h, .x]) == "f(x) = 2x-1, g(x) = 3, k(x) = [-x after 1], h(x) = [], x = 4")
        let composition = StreamHarness.sequence.functor.allLaws[1].law
        #expect(composition.parameters(input) == "f(x) = 2x-1, g(x) = 3")
    }
}

extension LawsBatteryTests {
    @Test("check reports each broken law once, at the caller's line, and nothing for the laws that hold")
    func checkReportsBrokenLaws() {
        let harness = StreamHarness.signal()
        let mixed = Battery(
            "mixed", includes: [harness.functor],
            laws: [
                harness.law("skip one", "s.skip(1) ≡ s", { s, _ in s.skip(1) }, { s, _ in s }),
                harness.law("map adds one", "s.map { $0 + 1 } ≡ s", { s, _ in s.map { $0 + 1 } }, { s, _ in s }),
            ])
        let reporter = CollectingReporter()  // from the engine's ReportingTests
        let line: UInt = #line + 1
        let results = harness.check(mixed, configuration: lawConfiguration(), reporter: reporter)
        #expect(results.map(\.status) == [.passed, .passed, .failed, .failed])
        #expect(reporter.reports.count == 2)
        #expect(reporter.reports.allSatisfy { $0.line == line })
        #expect(reporter.reports.first?.message.hasPrefix("Property \"Signal mixed: skip one\" failed") == true)
        #expect(reporter.reports.last?.message.contains("got  1") == true)
        #expect(reporter.reports.allSatisfy { $0.message.contains("swift test --filter checkReportsBrokenLaws") })
    }
}
