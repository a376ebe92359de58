import Foundation
import LawCheck
import ReactiveLaws
import Testing

/// The sample report of ReactiveLaws.docc/OwnOperators.md's "A new operator" is what the
/// law prints for the planted bufferCount that drops its partial array, so
/// that the doc cannot go stale; and its Swift snippets are checked code.
@Suite("Docs: the new-operator section of ReactiveLaws.docc/OwnOperators.md")
struct NewOperatorReportTests {
    /// The report of the planted bug under the ci profile and a pinned seed,
    /// from its `Reason:` line to its minimal counterexample.
    static func sampleReport() -> String {
        let result = BufferCountDroppingPartial.law.run(configuration: ciConfiguration()) {
            BufferCountDroppingPartial.bufferCount($0, $1, droppingPartial: true)
        }
        let lines = result.report.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.hasPrefix("Reason:") } ?? lines.startIndex
        let end = lines.firstIndex { $0.hasPrefix("Shrunk in") } ?? lines.endIndex
        return lines[start..<end].filter { !$0.hasPrefix("Legend:") }.joined(separator: "\n")
    }

    static func section() throws -> String {
        let doc = try String(
            contentsOfFile: packageRoot + "/Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc/OwnOperators.md",
            encoding: .utf8)
        let start = try #require(doc.range(of: "## A new operator"))
        let rest = doc[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test func theSampleReportIsWhatTheLawPrints() throws {
        let blocks = codeBlocks(in: try Self.section(), language: "text")
        let sample = Self.sampleReport()
        #expect(blocks.map { $0.joined(separator: "\n") }.contains(sample), "the doc's sample should be:\n\(sample)")
    }

    @Test func theSnippetsAreCheckedCode() throws {
        let example = try String(
            contentsOfFile: packageRoot + "/Examples/OwnOperators/Tests/OwnOperatorsTests/NewOperatorLawTests.swift",
            encoding: .utf8)
        let here = try String(
            contentsOfFile: packageRoot + "/Tests/LawTests/NewOperators/StepModelTests.swift", encoding: .utf8)
        let lines = (example + "\n" + here).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        for snippet in codeBlocks(in: try Self.section()) {
            for line in snippet.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                #expect(lines.contains(line), "not in the example or StepModelTests.swift: \(line)")
            }
        }
    }
}

/// The legend names every number the diagram shows, values only the
/// operator sent included.
@Suite("New operators: the legend")
struct OutputLegendTests {
    @Test func everyNumberInTheDiagramIsInTheLegend() throws {
        let result = PairwiseKeepingFirst.law.run(configuration: ciConfiguration()) {
            PairwiseKeepingFirst.pairwise($0, keepingFirst: true)
        }
        let lines = result.report.split(separator: "\n").map(String.init)
        let legend = try #require(lines.first { $0.hasPrefix("where ") })
        let shown = lines.filter { $0.hasPrefix("want") || $0.hasPrefix("got") }
            .flatMap { $0.drop { $0 != " " }.compactMap(\.wholeNumberValue) }
        #expect(!shown.isEmpty)
        for code in Set(shown) {
            #expect(legend.contains("\(code) = ("), "\(code) is not in the legend: \(legend)")
        }
    }
}
