import LawCheck
import ReactiveLaws
import Testing

/// Every law the nightly fuzz run checks, checked here too under the same
/// property name, so that its corpus entries fail `swift test` until fixed.
///
/// The rule is structural: the nightly runs `LawCatalog.standard.laws`, and
/// this test takes its arguments from the same list; the configuration comes
/// from the environment, so `LAWCHECK_REPLAY`, `LAWCHECK_SEED` and the corpus
/// always apply (the `ci` profile and the ci seed are only defaults).
@Suite("Laws: every catalog law, with its corpus")
struct LawCatalogReplayTests {
    static let catalog = LawCatalog.standard

    @Test("every law of the catalog holds, its corpus entries first", arguments: catalog.laws)
    func law(_ law: CatalogLaw) throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        #expect(configuration.corpusDirectory != nil, "the catalog's laws must replay their corpus")
        let outcome = law.run(configuration)
        #expect(outcome.failure == nil && outcome.problem == nil, Comment(rawValue: outcome.report))
        #expect(outcome.casesRun > 0)
    }
}

extension CatalogLaw: CustomTestStringConvertible {
    /// The property name, so each argument of the catalog test names its law.
    public var testDescription: String { name }
}
