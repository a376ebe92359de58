import LawCheck
import Testing

@Suite("Engine: targets")
struct TargetTests {
    static func configuration(climbs: Bool, cases: Int = 3_000) -> Configuration {
        var configuration = Configuration(profile: .dev)
        configuration.seed = Seed(0x7A6)
        configuration.iterations = cases
        configuration.climbsTargets = climbs
        return configuration
    }

    /// Lists whose sum random generation practically never brings near the maximum.
    static let lists = Gen<Int>.int(in: 0...1_000).array(count: 0...40)

    @Test("the climber reaches a sum random cases never reach, and the failure is shrunk as usual")
    func climbsToARareSum() throws {
        let target = Classifier<[Int]>.target("sum") { Double($0.reduce(0, +)) }
        let random = runCheck("sum", Self.lists, configuration: Self.configuration(climbs: false), classify: [target]) {
            $0.reduce(0, +) < 30_000
        }
        #expect(random.passed)
        let climbed = runCheck("sum", Self.lists, configuration: Self.configuration(climbs: true), classify: [target]) {
            $0.reduce(0, +) < 30_000
        }
        #expect(climbed.status == .failed)
        let minimal = try #require(climbed.failure?.minimal)
        #expect(minimal.reduce(0, +) == 30_000)
    }

    @Test("a target labels nothing, and climbed cases stay out of the label tally")
    func climbedCasesAreNotTallied() {
        let classifiers: [Classifier<[Int]>] = [
            .target("length") { Double($0.count) }, .classify("long", when: { $0.count > 30 }),
        ]
        let result = runCheck(
            "length", Self.lists, configuration: Self.configuration(climbs: true, cases: 400), classify: classifiers
        ) { _ in true }
        #expect(result.passed)
        #expect(!result.labels.contains { $0.label == "length" })
        // Climbing makes long lists common, but only random cases are counted.
        let counted = result.labels.first { $0.label == "long" }?.count ?? 0
        let unclimbed = runCheck(
            "length", Self.lists, configuration: Self.configuration(climbs: false, cases: 400), classify: classifiers
        ) { _ in true }
        let randomCount = unclimbed.labels.first { $0.label == "long" }?.count ?? 0
        // Half the cases are random, so about half as many long ones are counted as in a random run.
        #expect(counted <= randomCount, "\(counted) counted with climbing, \(randomCount) without")
    }

    @Test("the nightly profile climbs, the others do not; the same seed climbs the same way")
    func profilesAndDeterminism() {
        #expect(Configuration(profile: .nightly).climbsTargets)
        #expect(!Configuration(profile: .ci).climbsTargets && !Configuration(profile: .dev).climbsTargets)
        let target = Classifier<[Int]>.target("sum") { Double($0.reduce(0, +)) }
        let runs = (0..<2).map { _ in
            runCheck("sum", Self.lists, configuration: Self.configuration(climbs: true), classify: [target]) {
                $0.reduce(0, +) < 30_000
            }
        }
        #expect(runs[0].failure?.caseNumber == runs[1].failure?.caseNumber)
        #expect(runs[0].failure?.token == runs[1].failure?.token)
    }
}
