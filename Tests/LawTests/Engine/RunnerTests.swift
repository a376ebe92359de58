import LawCheck
import Testing

@Suite("Runner")
struct RunnerTests {
    static let sumBelow100 = Gen<Int>.int.array()

    @Test("the same seed gives the same cases, shrink and report, byte for byte")
    func determinism() {
        let first = runCheck("sum", Self.sumBelow100, configuration: testConfiguration(seed: 0xC0FFEE)) { xs in
            xs.reduce(0, &+) < 100
        }
        let second = runCheck("sum", Self.sumBelow100, configuration: testConfiguration(seed: 0xC0FFEE)) { xs in
            xs.reduce(0, &+) < 100
        }
        #expect(first.status == .failed)
        #expect(first.report == second.report)
        #expect(first.failure?.originalDescription == second.failure?.originalDescription)
        #expect(first.failure?.shrinkEvaluations == second.failure?.shrinkEvaluations)
        #expect(first.failure?.minimal == [100])
        let other = runCheck("sum", Self.sumBelow100, configuration: testConfiguration(seed: 0xBEEF)) { xs in
            xs.reduce(0, &+) < 100
        }
        #expect(other.failure?.originalDescription != first.failure?.originalDescription)
        #expect(
            sample(Gen<Int>.int.array(), count: 50, seed: 9).map(\.description)
                == sample(Gen<Int>.int.array(), count: 50, seed: 9).map(\.description))
    }

    @Test("the report names the property, seed, case, shrink effort, both counterexamples and replay lines")
    func reportContents() throws {
        let result = runCheck("sum below 100", Self.sumBelow100, configuration: testConfiguration(seed: 0x1234)) { xs in
            xs.reduce(0, &+) < 100
        }
        let failure = try #require(result.failure)
        let report = result.report
        #expect(
            report.contains(
                "Property \"sum below 100\" failed on case \(failure.caseNumber!) (seed 0x0000000000001234)."))
        #expect(report.contains("Shrunk in \(failure.shrinkSteps) steps (\(failure.shrinkEvaluations) evaluations)."))
        #expect(report.contains("Original counterexample:\n  \(failure.originalDescription)"))
        #expect(report.contains("Minimal counterexample:\n  [100]"))
        #expect(report.contains("LAWCHECK_REPLAY=\(failure.token) swift test --filter reportContents"))
        #expect(
            report.contains("LAWCHECK_SEED=0x0000000000001234 LAWCHECK_CORPUS=skip swift test --filter reportContents"))
        #expect(report.contains("Reason: returned false"))
    }

    @Test("replaying the printed seed through the environment reproduces the run")
    func replayFromSeed() throws {
        let original = runCheck("seeded", Self.sumBelow100, configuration: testConfiguration(seed: 0xABCDEF)) { xs in
            xs.reduce(0, &+) < 100
        }
        var replayed = try Configuration.fromEnvironment(["LAWCHECK_SEED": original.seed.description])
        replayed.corpusDirectory = nil
        let again = runCheck("seeded", Self.sumBelow100, configuration: replayed) { xs in xs.reduce(0, &+) < 100 }
        #expect(again.report == original.report)
    }

    @Test("the replay token jumps straight to the shrunk case")
    func replayFromToken() throws {
        let original = runCheck("token", Self.sumBelow100, configuration: testConfiguration(seed: 77)) { xs in
            xs.reduce(0, &+) < 100
        }
        let token = try #require(original.failure?.token)
        var configuration = try Configuration.fromEnvironment(["LAWCHECK_REPLAY": token.description])
        configuration.corpusDirectory = nil
        configuration.seed = Seed(999)
        var evaluated: [[Int]] = []
        let replayed = runCheck("token", Self.sumBelow100, configuration: configuration) { xs in
            evaluated.append(xs)
            return xs.reduce(0, &+) < 100
        }
        #expect(evaluated.first == [100])
        #expect(replayed.failure?.origin == "the LAWCHECK_REPLAY case")
        #expect(replayed.failure?.minimal == [100])
        #expect(try ReplayToken(parsing: token.description) == token)
    }

    @Test("replay tokens round-trip any choices and reject bad text")
    func tokens() throws {
        let choices: [UInt64] = [0, 1, 127, 128, 300, .max, 42]
        let token = ReplayToken(choices: choices)
        #expect(try ReplayToken(parsing: token.description).choices == choices)
        #expect(throws: ReplayToken.ParseError.self) { try ReplayToken(parsing: "v3_AAAA") }
        #expect(throws: ReplayToken.ParseError.self) { try ReplayToken(parsing: "v2_AA*A") }
        // A continuation byte with nothing after it is truncated.
        #expect(throws: ReplayToken.ParseError.self) { try ReplayToken(parsing: "v2_gA") }
        // A token of the previous encoding is refused with a reason, never replayed as another case.
        let outdated = #expect(throws: ReplayToken.ParseError.self) { try ReplayToken(parsing: "v1_AQ") }
        #expect(outdated?.reason.contains("earlier LawCheck (v1)") == true)
    }

    @Test("throwing and async properties fail and shrink like Bool ones")
    func throwingAndAsync() async {
        struct TooBig: Error {}
        let thrown = runCheck("throws", Gen<Int>.int(in: 0...1000), configuration: testConfiguration()) { x in
            if x >= 500 { throw TooBig() }
            return true
        }
        #expect(thrown.failure?.minimal == 500)
        #expect(thrown.failure?.reason == "threw TooBig()")
        let asynchronous = await runCheck("async", Self.sumBelow100, configuration: testConfiguration(seed: 0xC0FFEE)) {
            xs in
            await Task.yield()
            return xs.reduce(0, &+) < 100
        }
        let synchronous = runCheck("async", Self.sumBelow100, configuration: testConfiguration(seed: 0xC0FFEE)) { xs in
            xs.reduce(0, &+) < 100
        }
        #expect(asynchronous.failure?.minimal == [100])
        #expect(asynchronous.report == synchronous.report)
    }

    @Test("passing properties run the configured number of cases")
    func iterations() throws {
        var count = 0
        let result = runCheck("count", Gen<Int>.int, iterations: 37, configuration: testConfiguration()) { _ in
            count += 1
            return true
        }
        #expect(result.passed && count == 37 && result.casesRun == 37)
        var ci = try Configuration.fromEnvironment(["LAWCHECK_PROFILE": "ci"])
        ci.corpusDirectory = nil
        #expect(ci.effectiveIterations(requested: nil) == 200)
        #expect(ci.effectiveIterations(requested: 37) == 74)
        let overridden = try Configuration.fromEnvironment(["LAWCHECK_ITERATIONS": "5", "LAWCHECK_PROFILE": "nightly"])
        #expect(overridden.effectiveIterations(requested: 37) == 5)
        #expect(overridden.timeLimit == .seconds(60))
    }

    @Test("several generators are zipped and destructured")
    func zipped() {
        let result = runCheck("pairs", zip(Gen<Int>.int(in: 0...9), Gen<Bool>.bool), configuration: testConfiguration())
        { x, flag in
            !(flag && x >= 5)
        }
        #expect(result.failure?.minimalDescription == "(5, true)")
    }

    @Test("the shrink budget is reported when it runs out")
    func shrinkBudget() {
        var configuration = testConfiguration(seed: 3)
        configuration.shrinkBudget = ShrinkBudget(maxEvaluations: 3, timeLimit: .seconds(60))
        let result = runCheck("budget", Gen<Int>.int.array(), configuration: configuration) { xs in
            xs.reduce(0, &+) < 100
        }
        #expect(result.failure?.shrinkStop == .evaluationBudgetExhausted(3))
        #expect(result.report.contains("the shrink budget of 3 evaluations ran out"))
    }
}
