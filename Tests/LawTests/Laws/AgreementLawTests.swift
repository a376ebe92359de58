import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: lazy ≡ eager ≡ signal ≡ array, and laziness")
struct AgreementLawTests {
    /// A `take` that lets one value too many through on the signal side only.
    static let leakyTake = SequenceOperator(
        "take", "take(n)", uses: [.n],
        sequence: { s, input, _ in s.take(input.n) },
        signal: { s, input in s.take(input.n + 1) },
        model: { array, input in Array(array.prefix(input.n)) })

    @Test("a form that disagrees is reported with every form beside the model, shrunk")
    func disagreementReport() throws {
        let results = Battery("planted", laws: [SequenceAgreement.law(Self.leakyTake)]).run(
            on: "ReactiveSequence", inputs: SequenceAgreement.inputs, equivalence: SequenceAgreement.equivalence,
            configuration: lawConfiguration())
        let result = try #require(results.first)
        #expect(result.status == .failed)
        // Smallest case: n = 0 and one value, which only the signal lets through.
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample == [0] && minimal.n == 0)
        #expect(result.report.contains("""
            source [0]
            model  []
            lazy   []
            eager  []
            signal [0]   ← differs
            """))
    }

    /// A `map` that maps its whole source as soon as its first value is read.
    static let hastyMap = SequenceOperator(
        "map", "map(f)", uses: [.f],
        sequence: { s, input, count in
            ReactiveSequence([0]).flattenMap { _ in ReactiveSequence(Array(s).map { count(); return input.f($0) }) }
        },
        signal: { s, input in s.map { input.f($0) } },
        model: { array, input in array.map(input.f.callAsFunction) },
        eagerCalls: { array, _ in array.count })

    @Test("a lazy operator that evaluates ahead of the read breaks the laziness law")
    func hastyOperatorIsCaught() throws {
        let results = Battery("planted", laws: [SequenceLaziness.lazyLaw(Self.hastyMap)]).run(
            on: "ReactiveSequence", inputs: SequenceLaziness.inputs, equivalence: SequenceLaziness.equivalence,
            configuration: lawConfiguration())
        let result = try #require(results.first)
        #expect(result.status == .failed)
        // Smallest case: two values, one read; the second is evaluated too.
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.count == 2 && minimal.x == 1)
        #expect(result.report.contains("source value 1 evaluated, past the 1 the read needs"))
    }

    /// A lazy `map` that loses the value at index 32, where a block of 32
    /// values would end: a bug no sample of 8 values could show.
    static let mapLosingBlockBoundary = SequenceOperator(
        "map", "map(f)", uses: [.f],
        sequence: { s, input, _ in
            let mapped = s.map { input.f($0) }
            return mapped.take(32).concat(mapped.skip(33))
        },
        signal: { s, input in s.map { input.f($0) } },
        model: { array, input in array.map(input.f.callAsFunction) })

    @Test("a bug at a 32-value block boundary is caught on the shortest sample that reaches it")
    func blockBoundaryIsCaught() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = expectFailure(
            "ReactiveSequence planted: map", SequenceAgreement.inputs, configuration: configuration,
            classify: SequenceSamples.classifiers(in: .ci, sample: \.sample),
            Battery.property(battery: "planted", law: SequenceAgreement.law(Self.mapLosingBlockBoundary),
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
                equivalence: SequenceAgreement.equivalence, classify: { SequenceSamples.classifiers(in: $0, sample: \.sample) })
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
        // A map that first reads a block of 64 values ahead: right values, but not lazy.
        let eagerMap = Law<LawInput<[Int]>, SequenceInfinite.Observation>(
            "map", "cycle(s + [x]).map(f).take(10n + x + 1), reading ahead",
            lhs: { input in
                let evaluated = SequenceInfinite.Counter()
                let source = SequenceInfinite.cycle(input.sample + [input.x], evaluated: evaluated)
                let ahead = ReactiveSequence(Array(source.take(64))).concat(source.skip(64))
                let values = Array(ahead.map(input.f.callAsFunction).take(SequenceInfinite.count(input)))
                return .init(values: values, readTooFar: evaluated.count > SequenceInfinite.count(input) + 3)
            },
            rhs: { input in
                let law = SequenceInfinite.battery.laws[0]
                return law.rhs(input)
            })
        let result = expectFailure(
            "ReactiveSequence planted: infinite map", SequenceAgreement.inputs, configuration: configuration,
            Battery.property(battery: "planted", law: eagerMap, equivalence: SequenceInfinite.equivalence))
        #expect(result.report.contains("and the source was evaluated past what the cut needs"))
    }
}
