import Foundation
import Testing

/// README.md's quick start is code a user pastes: every line of it (comments
/// aside) must stand in the example package's test that runs it, so the
/// snippet compiles and passes as long as that package does.
@Suite("Docs: README's quick start")
struct ReadmeQuickStartTests {
    @Test("every line of the quick start is in Examples/OwnOperators' NewOperatorLawTests")
    func theQuickStartIsInTheExample() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let example = try String(
            contentsOfFile: packageRoot + "/Examples/OwnOperators/Tests/OwnOperatorsTests/NewOperatorLawTests.swift",
            encoding: .utf8)
        let exampleLines = Set(example.split(separator: "\n").map(stripped))
        let quickStart = try #require(
            codeBlocks(in: readme).first { $0.contains { $0.contains("OperatorLaw.arrayModel") } })
        let code = quickStart.map(stripped).filter { !$0.isEmpty && !$0.hasPrefix("//") }
        #expect(code.count >= 3)
        for line in code {
            #expect(exampleLines.contains(line), "README's quick start line is not in the example: \(line)")
        }
    }
}
