import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: lazy ≡ eager ≡ signal ≡ array, and laziness")
struct AgreementLawTests {
    @Test("a form that disagrees is reported with every form beside the model, shrunk")
    func disagreementReport() throws {
        let results = Battery("planted", laws: [SequenceAgreement.law(PlantedSequenceOperators.leakyTake)]).run(
            on: "ReactiveSequence", inputs: SequenceAgreement.inputs, equivalence: SequenceAgreement.equivalence,
            configuration: lawConfiguration())
        let result = try #require(results.first)
        #expect(result.status == .failed)
        // Smallest case: n = 0 and one value, which only the signal lets through.
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample == [0] && minimal.n == 0)
        #expect(
            result.report.contains(
                """
                source [0]
                model  []
                lazy   []
                eager  []
                signal [0]   ← differs
                """))
    }

    @Test("a lazy operator that evaluates ahead of the read breaks the laziness law")
    func hastyOperatorIsCaught() throws {
        let results = Battery("planted", laws: [SequenceLaziness.lazyLaw(PlantedSequenceOperators.hastyMap)]).run(
            on: "ReactiveSequence", inputs: SequenceLaziness.inputs, equivalence: SequenceLaziness.equivalence,
            configuration: lawConfiguration())
        let result = try #require(results.first)
        #expect(result.status == .failed)
        // Smallest case: two values, one read; the second is evaluated too.
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.count == 2 && minimal.x == 1)
        #expect(result.report.contains("source value 1 evaluated, past the 1 the read needs"))
    }

    @Test("a bug at a 32-value block boundary is caught on the shortest sample that reaches it")
    func blockBoundaryIsCaught() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = expectFailure(
            "ReactiveSequence planted: map", SequenceAgreement.inputs, configuration: configuration,
            classify: SequenceSamples.classifiers(in: .ci, sample: \.sample),
            Battery.property(
                battery: "planted", law: SequenceAgreement.law(PlantedSequenceOperators.mapLosingBlockBoundary),
                equivalence: SequenceAgreement.equivalence))
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample == Array(repeating: 0, count: 33))
    }

    @Test("under ci, a sequence law must reach its share of long samples")
    func longSamplesAreCovered() throws {
        func firstLaw(on inputs: Gen<LawInput<[Int]>>) -> CatalogLaw {
            var catalog = LawCatalog()
            catalog.register(
                SequenceAgreement.battery, on: "ReactiveSequence", inputs: inputs,
                equivalence: SequenceAgreement.equivalence,
                classify: { SequenceSamples.classifiers(in: $0, sample: \.sample) })
            return catalog.laws[0]
        }
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(0x1A5)
        let shortOnly = firstLaw(on: .lawInput(Gen<Int>.int(in: 0...9).array(count: 0...8))).run(configuration)
        let problem = try #require(shortOnly.problem)
        #expect(problem.contains("a sample longer than 8 values"))
        // The standard samples reach it.
        #expect(firstLaw(on: SequenceAgreement.inputs).run(configuration).problem == nil)
    }

    @Test("on an endless source, an operator that buffers its whole source is caught reading too far")
    func bufferingOnInfiniteSource() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = expectFailure(
            "ReactiveSequence planted: infinite map", SequenceAgreement.inputs, configuration: configuration,
            Battery.property(
                battery: "planted", law: PlantedSequenceOperators.readingAheadMap,
                equivalence: SequenceInfinite.equivalence))
        #expect(result.report.contains("and the source was evaluated past what the cut needs"))
    }
}
