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

    @Test("a guided run climbs a feature gradient random cases do not reach, and draws the same cases for the same seed")
    func guidedClimbs() throws {
        #expect(Self.run(guided: false, seed: 0x6D1).passed)
        let guided = Self.run(guided: true, seed: 0x6D1)
        let failure = try #require(guided.failure)
        #expect(failure.minimal == Self.magic)
        #expect(guided.casesRun < 5_000, "found after \(guided.casesRun) cases")
        let again = Self.run(guided: true, seed: 0x6D1)
        #expect(again.casesRun == guided.casesRun && again.failure?.original == failure.original)
    }

    @Test("--feature-guided turns guidance on in each law's configuration; it is off by default")
    func nightlyOption() throws {
        let options = try NightlyOptions(parsing: ["--budget", "30s", "--feature-guided"])
        #expect(options.guidesByFeatures)
        #expect(try !NightlyOptions(parsing: []).guidesByFeatures)
        #expect(throws: NightlyUsageError.self) { try NightlyOptions(parsing: ["--feature-guided", "--feature-guided"]) }
        var run = NightlyRun(laws: [], budget: .seconds(1), seed: Seed(1), corpusDirectory: nil)
        #expect(!run.configuration(round: 1, slice: .seconds(1), remaining: .seconds(1)).guidesByFeatures)
        run.guidesByFeatures = options.guidesByFeatures
        #expect(run.configuration(round: 1, slice: .seconds(1), remaining: .seconds(1)).guidesByFeatures)
    }
}
