import LawCheck
import ReactiveLaws
import Testing

@Suite("Nightly: feature-guided cases")
struct FeatureGuidedTests {
    /// Eight digits 0…3, failing when they are 3 1 2 0 2 1 3 0: one case in
    /// 65,536 for random generation, eight steps of one feature each (the
    /// length of the matching prefix) for a guided run.
    static let digits = Gen<Int>.int(in: 0...3).array(count: 8...8)
    static let magic = [3, 1, 2, 0, 2, 1, 3, 0]
    static func leadingMagic(_ digits: [Int]) -> Int {
        zip(digits, magic).prefix { $0 == $1 }.count
    }

    static func run(guided: Bool, seed: UInt64) -> CheckResult<[Int]> {
        var configuration = Configuration(profile: .dev)
        configuration.seed = Seed(seed)
        configuration.iterationsOverride = 10_000
        configuration.guidesByFeatures = guided
        return runCheck(
            "3 1 2 0 2 1 3 0", digits, configuration: configuration,
            classify: [.features { [UInt64(leadingMagic($0))] }]
        ) { leadingMagic($0) < magic.count }
    }

    @Test(
        "a guided run climbs a feature gradient random cases do not reach, and draws the same cases for the same seed")
    func guidedClimbs() throws {
        #expect(Self.run(guided: false, seed: 0x6D1).passed)
        let guided = Self.run(guided: true, seed: 0x6D1)
        let failure = try #require(guided.failure)
        #expect(failure.minimal == Self.magic)
        #expect(guided.casesRun < 5_000, "found after \(guided.casesRun) cases")
        let again = Self.run(guided: true, seed: 0x6D1)
        #expect(again.casesRun == guided.casesRun && again.failure?.original == failure.original)
    }

    @Test(
        "a schedule's signature tells apart orders of events across sources and bursts of different lengths, and only those"
    )
    func signatureTellsOrders() {
        func source(_ values: [(time: Int, value: Int)], _ terminal: SourceScript.Terminal? = nil) -> SourceScript {
            SourceScript(values: values, terminal: terminal)
        }
        // b's value before a's completion, then after it.
        let before = Schedule(sources: [source([(0, 1)], .completed(at: 2)), source([(1, 5)])])
        let after = Schedule(sources: [source([(0, 1)], .completed(at: 2)), source([(3, 5)])])
        // Values only: the same order of events with other values and gaps is no new feature.
        let sameOrder = Schedule(sources: [source([(0, 7)], .completed(at: 5)), source([(2, 0)])])
        #expect(Set(before.signature) == Set(sameOrder.signature))
        #expect(Set(before.signature) != Set(after.signature))
        // A burst of five values at one tick and one of four.
        let five = Schedule(sources: [source(Array(repeating: (time: 1, value: 0), count: 5), .completed(at: 1))])
        let four = Schedule(sources: [source(Array(repeating: (time: 1, value: 0), count: 4), .completed(at: 1))])
        #expect(!Set(five.signature).isSubset(of: Set(four.signature)))
        // Steps: a's value and the output's subscription at 0, b's value, a's completion: four steps, so
        // four single steps, three pairs, two triples and the set of classes.
        #expect(before.signature.count == 4 + 3 + 2 + 1)
    }

    @Test("--feature-guided turns guidance on in each law's configuration; it is off by default")
    func nightlyOption() throws {
        let options = try NightlyOptions(parsing: ["--budget", "30s", "--feature-guided"])
        #expect(options.guidesByFeatures)
        #expect(try !NightlyOptions(parsing: []).guidesByFeatures)
        #expect(throws: NightlyUsageError.self) {
            try NightlyOptions(parsing: ["--feature-guided", "--feature-guided"])
        }
        var run = NightlyRun(laws: [], budget: .seconds(1), seed: Seed(1), corpusDirectory: nil)
        #expect(!run.configuration(round: 1, slice: .seconds(1), remaining: .seconds(1)).guidesByFeatures)
        run.guidesByFeatures = options.guidesByFeatures
        #expect(run.configuration(round: 1, slice: .seconds(1), remaining: .seconds(1)).guidesByFeatures)
    }
}
