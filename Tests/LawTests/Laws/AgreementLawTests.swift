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
}
