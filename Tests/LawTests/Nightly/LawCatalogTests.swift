import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Nightly: the law catalog")
struct LawCatalogTests {
    @Test("the catalog registers the batteries the law tests check, on the same harnesses")
    func sameBatteriesAsTheLawTests() {
        // One entry per `harness.check(battery)` in Tests/LawTests/Laws: BatteryTests (monad, monoid),
        // OperatorLawTests (operators, signal operators, cold operators), CombinationLawTests.
        let lawTests = [
            "Signal monad", "Signal monoid", "Signal operators", "Signal signal operators", "Signal (cold) cold operators",
            "Signal (2...3 sources) signal combination", "ReactiveSequence monad", "ReactiveSequence monoid",
            "ReactiveSequence cold operators",
        ]
        #expect(Set(LawCatalog.standard.batteries) == Set(lawTests))
        #expect(LawCatalog.standard.batteries.count == lawTests.count)
    }

    @Test("every law appears once, with its property name, parents' laws first")
    func everyLawOnce() {
        let catalog = LawCatalog.standard
        let names = catalog.laws.map(\.name)
        #expect(Set(names).count == names.count)
        let signal = StreamHarness.signal()
        for (battery, law) in signal.monad.allLaws + signal.signalOperators.allLaws {
            #expect(names.contains("Signal \(battery): \(law.name)"))
        }
        #expect(names.contains("Signal (cold) cold operators: take then skip is the source"))
        #expect(names.contains("ReactiveSequence functor: identity"))

        var nested = LawCatalog()
        nested.register(StreamHarness.sequence.monad, on: .sequence)
        nested.register(StreamHarness.sequence.functor, on: .sequence)
        #expect(nested.laws.map(\.name) == StreamHarness.sequence.monad.allLaws.map { "ReactiveSequence \($0.battery): \($0.law.name)" })
    }

    @Test("a catalogued law runs the same property as the harness: same failure, same minimal case")
    func sameProperty() throws {
        let harness = StreamHarness.signal()
        let wrong = Battery("wrong", laws: [
            harness.law("skip one", "s.skip(1) ≡ s", { s, _ in s.skip(1) }, { s, _ in s }),
        ])
        var catalog = LawCatalog()
        catalog.register(wrong, on: harness)
        let law = try #require(catalog.laws.first)
        let viaHarness = try #require(harness.run(wrong, configuration: lawConfiguration()).first)
        let viaCatalog = law.run(lawConfiguration())
        #expect(law.name == viaHarness.name)
        #expect(viaCatalog.failure?.fromCorpus == false)
        #expect(viaCatalog.failure?.token == viaHarness.failure?.token)
        #expect(viaCatalog.casesRun == viaHarness.casesRun)
        #expect(viaCatalog.report.contains("swift test --filter Laws"))
    }

    @Test("every catalogued law runs and passes a few cases in the ci profile")
    func everyLawRuns() {
        // The law tests check each law thoroughly; this only proves the catalog wires every one up.
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(0x1A5)
        configuration.iterationsOverride = 8
        for law in LawCatalog.standard.laws {
            let outcome = law.run(configuration)
            #expect(outcome.casesRun == 8, "\(law.name)")
            #expect(outcome.failure == nil && outcome.problem == nil, "\(law.name): \(outcome.report)")
        }
    }
}
