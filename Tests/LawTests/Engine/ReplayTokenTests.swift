import LawCheck
import Testing

@Suite("Replay tokens and seeds")
struct ReplayTokenTests {
    static let generator = Gen<Int>.int.array()

    static func replaying(_ text: String) throws -> Configuration {
        var configuration = try Configuration.fromEnvironment(["LAWCHECK_REPLAY": text])
        configuration.corpusDirectory = nil
        configuration.seed = Seed(999)
        return configuration
    }

    static func recordedToken() throws -> ReplayToken {
        let original = runCheck("sum below 100", Self.generator, configuration: testConfiguration(seed: 77)) { xs in
            xs.reduce(0, &+) < 100
        }
        return try #require(original.failure?.token)
    }

    @Test("LAWCHECK_REPLAY replays only in the property the token was printed for; the others run as usual and say so")
    func onlyItsProperty() throws {
        let token = try Self.recordedToken()
        #expect(token.description.hasPrefix("v3_"))
        #expect(token.belongs(toProperty: "sum below 100") == true)
        #expect(token.belongs(toProperty: "sum below 1000") == false)
        let configuration = try Self.replaying(token.description)

        // The token fits this generator too, but is not this property's.
        let other = runCheck("sum below 1000", Self.generator, configuration: configuration) { _ in true }
        #expect(other.passed)
        #expect(other.casesRun == 100, "random cases only")
        #expect(
            other.warnings == [
                "LAWCHECK_REPLAY=\(token) was printed for another property, not \"sum below 1000\"; ran this property's cases as usual."
            ])
        #expect(other.report.contains("Warning: LAWCHECK_REPLAY="))

        var evaluated: [[Int]] = []
        let own = runCheck("sum below 100", Self.generator, configuration: configuration) { xs in
            evaluated.append(xs)
            return xs.reduce(0, &+) < 100
        }
        #expect(evaluated.first == [100])
        #expect(own.failure?.origin == "the LAWCHECK_REPLAY case")
        #expect(own.warnings.isEmpty)
    }

    @Test("a v2 token (no property) still replays where it fits, with a warning saying it cannot tell")
    func propertylessToken() throws {
        let token = ReplayToken(choices: try Self.recordedToken().choices)
        #expect(token.description.hasPrefix("v2_"))
        #expect(token.belongs(toProperty: "anything") == nil)
        var evaluated: [[Int]] = []
        let result = runCheck("any sum", Self.generator, configuration: try Self.replaying(token.description)) { xs in
            evaluated.append(xs)
            return true
        }
        #expect(evaluated.first == [100])
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.hasPrefix("LAWCHECK_REPLAY=\(token) is a v2 token") == true)
    }

    @Test("every truncation of a token is refused or quoted exactly as typed; never replayed as another token")
    func truncated() throws {
        let long = ReplayToken(choices: [300, 1, 2, 128, 5, 0, 70_000], propertyName: "p")
        for cut in 1..<long.description.count {
            let typed = String(long.description.dropLast(cut))
            guard let parsed = try? ReplayToken(parsing: typed) else { continue }
            #expect(parsed.description == typed)
            let result = runCheck(
                "p", Gen<Int>.int(in: 0...1000).array(count: 7...7), configuration: try Self.replaying(typed)
            ) { _ in true }
            for warning in result.warnings where warning.hasPrefix("LAWCHECK_REPLAY=") {
                #expect(warning.hasPrefix("LAWCHECK_REPLAY=\(typed) "), "\(warning)")
            }
        }
        let altered = String(long.description.dropLast()) + "B"
        let refused = #expect(throws: ReplayToken.ParseError.self) { try ReplayToken(parsing: altered) }
        #expect(refused?.reason.contains("truncated or altered") == true)
        #expect(throws: ReplayToken.ParseError.self) { try ReplayToken(parsing: "v3_ABCDEFGH_AQ") }
        #expect(throws: ReplayToken.ParseError.self) { try ReplayToken(parsing: "v3_0000000_AQ") }
    }

    @Test(
        "seeds are 0x and 1 to 16 hex digits, no sign",
        arguments: ["0x+f", "0x-0", "0x+", "0x", "0X-1", "0x 1", "0xg", "0x00000000000000001", "12"])
    func badSeeds(text: String) {
        #expect(Seed(hex: text) == nil)
        #expect(throws: ConfigurationError.self) { try Configuration.fromEnvironment(["LAWCHECK_SEED": text]) }
    }

    @Test("good seeds parse")
    func goodSeeds() {
        #expect(Seed(hex: "0xF") == Seed(15))
        #expect(Seed(hex: "0Xabc") == Seed(0xABC))
        #expect(Seed(hex: "0xFFFFFFFFFFFFFFFF") == Seed(.max))
    }
}
