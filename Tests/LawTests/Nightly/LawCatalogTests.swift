import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Nightly: the law catalog")
struct LawCatalogTests {
    @Test("the catalog registers the batteries the law tests check, on the same harnesses")
    func sameBatteriesAsTheLawTests() {
        // The batteries of the catalog, which LawCatalogReplayTests checks law by law: the generic
        // batteries on their harnesses (a harness on other schedules than the default names them),
        // and the reference models as typed laws (LawCatalog.referenceModelLaws).
        let lawTests = [
            "Signal monad", "Signal monoid", "Signal operators", "Signal signal operators", "Signal signal buffering",
            "Signal (cold) cold operators", "Signal (2...3 sources) signal combination",
            "Signal operators: models, resources, subscriptions", "Signal pipelines",
            "Signal (completing) completing signal buffering", "Signal (re-entrant) signal re-entrance",
            "ReactiveSequence monad", "ReactiveSequence monoid", "ReactiveSequence cold operators",
            "ReactiveSequence sequence folds", "ReactiveSequence pipelines", "ReactiveSequence agreement",
            "ReactiveSequence laziness",
            "ReactiveSequence infinite",
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
        #expect(names.contains(OperatorLaws.switchToLatest.resourcePropertyName))
        #expect(names.contains(OperatorLaws.take.subscriptionPropertyName))

        var nested = LawCatalog()
        nested.register(StreamHarness.sequence.monad, on: .sequence)
        nested.register(StreamHarness.sequence.functor, on: .sequence)
        #expect(
            nested.laws.map(\.name)
                == StreamHarness.sequence.monad.allLaws.map { "ReactiveSequence \($0.battery): \($0.law.name)" })
    }

    @Test("a battery on two schedule spaces is two sets of laws, each with its own corpus files")
    func scheduleSpacesKeepTheirCorpora() {
        let names = LawCatalog.standard.laws.map(\.name)
        // `cold operators` includes `operators`: the cold harness checks those laws too, on other schedules.
        for law in StreamHarness.signal().operators.laws {
            #expect(names.contains("Signal operators: \(law.name)"))
            #expect(names.contains("Signal (cold) operators: \(law.name)"))
        }
        let files = names.map { CorpusFile.path(directory: "corpus", propertyName: $0) }
        #expect(Set(files).count == names.count)

        let spaces: [ScheduleSpace] = [
            .schedule(sources: 1...1), .schedule(sources: 1...1, hot: false), .schedule(sources: 2...3), .schedule(),
            .completing, .reentrant,
            .schedule(sources: 1...1, values: 1...6, disposal: false, resubscription: false, reentrance: false),
            .modelled(sources: 2...3),
        ]
        #expect(
            spaces.map(\.name) == [
                "", "cold", "2...3 sources", "1...3 sources", "completing", "re-entrant",
                "1...6 values, no disposal, no second subscription, no re-entrance",
                "2...3 sources, no second subscription, no re-entrance",
            ])
    }

    @Test("a catalogued law runs the same property as the harness: same failure, same minimal case")
    func sameProperty() throws {
        let harness = StreamHarness.signal()
        let wrong = Battery(
            "wrong",
            laws: [
                harness.law("skip one", "s.skip(1) ≡ s", { s, _ in s.skip(1) }, { s, _ in s })
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
        #expect(viaCatalog.report.contains("swift test --filter LawCatalogReplayTests"))
    }

    @Test(
        "a catalogued law keeps its harness's coverage requirements: in the ci profile a degenerate space is reported")
    func coverageOfStreamHarness() throws {
        var catalog = LawCatalog()
        let harness = StreamHarness.signal(schedules: LawsCoverageTests.withoutFailures)
        catalog.register(Battery("identity", laws: [harness.functor.laws[0]]), on: harness)
        let law = try #require(catalog.laws.first)
        #expect(law.name == "Signal (without failures) identity: identity")

        let ci = law.run(LawsCoverageTests.configuration(.ci))
        #expect(ci.failure == nil)
        let problem = try #require(ci.problem)
        #expect(problem.contains("\"a source fails\" but 10.0% are required"))
        // The dev profile only counts the classes.
        let dev = law.run(LawsCoverageTests.configuration(.dev))
        #expect(dev.problem == nil && dev.failure == nil && dev.casesRun == 120)
    }

    @Test("a catalogued resource law keeps the resource harness's coverage requirements")
    func coverageOfResourceHarness() throws {
        var catalog = LawCatalog()
        let harness = ResourceHarness(schedules: LawsCoverageTests.withoutFailures)
        catalog.register(Battery("map", laws: [harness.law("map") { a, _, _, _ in a.map { $0 } }]), on: harness)
        let law = try #require(catalog.laws.first)
        #expect(law.name == "Signal (without failures) map: map")
        let problem = try #require(law.run(LawsCoverageTests.configuration(.ci)).problem)
        #expect(problem.contains("\"a source fails\" but 10.0% are required"))
    }
}
