import LawCheck
import Testing

/// The list `law-catch-bench` measures (`PlantedBugs/PlantedBugCatalog.swift`):
/// each planted bug is caught with the ci profile and the ci seed. The
/// benchmark runs each with 100 seeds to measure how reliably.
@Suite("Laws: the catalog of planted bugs")
struct PlantedBugCatalogTests {
    @Test("every planted bug is caught with the ci seed", arguments: PlantedBugCatalog.all)
    func caught(_ bug: PlantedBug) {
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(0x1A5)
        let outcome = bug.run(configuration)
        #expect(outcome.caught)
        #expect(outcome.size != nil)
    }

    @Test("the planted bugs have distinct names")
    func distinctNames() {
        let names = PlantedBugCatalog.all.map(\.name)
        #expect(Set(names).count == names.count && names.count >= 30)
    }
}

extension PlantedBug: CustomTestStringConvertible {
    var testDescription: String { name }
}
