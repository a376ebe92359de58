import LawCheck
import Testing

/// Generators built with arguments they cannot generate from fail their
/// property with a message; the test process goes on.
@Suite("Generator misuse")
struct GeneratorMisuseTests {
    static let misused: [(name: String, generator: Gen<Int>, message: String)] = [
        ("empty element", .element(of: []), "generator misuse: Gen.element(of:) got an empty array"),
        (
            "zero weights", .frequency([(0, .constant(1)), (0, .constant(2))]),
            "generator misuse: Gen.frequency got weights adding up to 0"
        ),
        (
            "negative weight", .frequency([(1, .constant(1)), (-1, .constant(2))]),
            "generator misuse: Gen.frequency got the negative weight -1 (generator 2)"
        ),
        (
            "overflowing weights", .frequency([(.max, .constant(1)), (1, .constant(2))]),
            "generator misuse: Gen.frequency got weights whose total overflows Int"
        ),
        ("no frequency", .frequency([]), "generator misuse: Gen.frequency got no generators"),
        ("no oneOf", .oneOf([]), "generator misuse: Gen.oneOf got no generators"),
        (
            "negative count", Gen<Int>.int.array(count: -1...3).map(\.count),
            "generator misuse: Gen.array(count:) got the count range -1...3"
        ),
        (
            "negative set count", Gen<Int>.int.set(count: -2...0).map(\.count),
            "generator misuse: Gen.set(count:) got the count range -2...0"
        ),
        (
            "negative dictionary count", Gen<Int>.int.dictionary(values: .bool, count: -1...1).map(\.count),
            "generator misuse: Gen.dictionary(values:count:) got the count range -1...1"
        ),
        (
            "infinite range", Gen<Double>.floating(in: 0...Double.infinity).map { Int($0) },
            "generator misuse: Gen.floating(in:) got the range 0.0...inf"
        ),
        // Reached only on some cases: the first such case stops the run.
        ("nested", .oneOf(.int(in: 0...9), .element(of: [])), "generator misuse: Gen.element(of:) got an empty array"),
    ]

    @Test("a misused generator makes its run unhealthy, naming the misuse", arguments: 0..<misused.count)
    func unhealthy(index: Int) throws {
        let (name, generator, message) = Self.misused[index]
        var evaluated = 0
        let result = runCheck(name, generator, configuration: testConfiguration()) { _ in
            evaluated += 1
            return true
        }
        #expect(result.status == .unhealthy)
        #expect(result.problem?.hasPrefix(message) == true, "\(result.problem ?? "nil")")
        #expect(result.report.contains("Property \"\(name)\" could not be checked"))
        #expect(result.report.contains(message))
        #expect(evaluated < 100)
    }

    @Test("check reports the misuse as a failure of the test")
    func reported() {
        let reporter = CollectingReporter()
        let result = check("empty", Gen<Int>.element(of: []), configuration: testConfiguration(), reporter: reporter) {
            _ in true
        }
        #expect(!result.passed)
        #expect(reporter.reports.count == 1)
        #expect(reporter.reports.first?.message.contains("Gen.element(of:) got an empty array") == true)
    }

    @Test("well-formed arguments are unaffected")
    func wellFormed() {
        #expect(Set(sample(Gen<Int>.frequency([(0, .constant(1)), (3, .constant(2))]), count: 50)) == [2])
        #expect(Set(sample(Gen<Int>.element(of: [4]), count: 10)) == [4])
    }
}
