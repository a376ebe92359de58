import Foundation
import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// The whole sample reports of ReactiveLaws.docc/Laws.md ("Reading a report") and
/// ReactiveLaws.docc/OwnOperators.md ("Read the marble report") are what the laws print
/// for two planted bugs under the ci profile and seed, so that their
/// counterexample lines, replay tokens and rerun lines cannot go stale.
@Suite("Docs: the sample reports of ReactiveLaws.docc/Laws.md and ReactiveLaws.docc/OwnOperators.md")
struct DocSampleReportTests {
    /// Whether a code block of the doc at `path` is exactly `report`, its
    /// legend line whole or cut after the failure's symbol (`# failed, …`).
    static func docShows(_ report: String, in path: String) throws -> Bool {
        let doc = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
        return [report, shortLegend(report)].contains { doc.contains("```\n" + $0 + "\n```") }
    }

    /// `report` with its legend line cut after `# failed, `.
    static func shortLegend(_ report: String) -> String {
        report.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("Legend:"), let cut = line.range(of: "# failed, ") else { return String(line) }
            return line[..<cut.upperBound] + "…"
        }.joined(separator: "\n")
    }

    @Test("ReactiveLaws.docc/Laws.md shows the report of the merge that subscribes in reverse")
    func reversedMerge() throws {
        let harness = StreamHarness.signal(schedules: .schedule(sources: 2...3))
        let report = harness.run(.mergeIsFlatten, configuration: ciConfiguration()) { sources in
            Signal.merge(sources.reversed())
        }.report
        #expect(
            try Self.docShows(report, in: "Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc/Laws.md"),
            "ReactiveLaws.docc/Laws.md's sample should be:\n\(report)")
    }

    @Test("ReactiveLaws.docc/OwnOperators.md shows the report of the group(by:) that completes its groups on a failure")
    func groupByCompletingGroupsOnFailure() throws {
        let law = OperatorLaws.groupLifecycle { (group: GroupByCompletingGroupsOnFailure.Group) in
            (group.key, group.signal)
        }
        let report = law.run(configuration: ciConfiguration()) { GroupByCompletingGroupsOnFailure.group($0, by: $1) }
            .report
        #expect(
            try Self.docShows(report, in: "Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc/OwnOperators.md"),
            "ReactiveLaws.docc/OwnOperators.md's sample should be:\n\(report)")
    }
}
