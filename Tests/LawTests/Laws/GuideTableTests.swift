import Foundation
import LawCheck
import ReactiveLaws
import Testing

/// docs/OwnOperators.md lists every operator law; this keeps the list whole.
@Suite("Laws: the guide's table of operator laws")
struct GuideTableTests {
    @Test("docs/OwnOperators.md has a row for every model law of the catalog, and no other")
    func everyModelLawHasARow() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/OwnOperators.md"), encoding: .utf8)
        let rows = guide.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("ReactiveLaws/Operators/") }
        let documented = Set(rows.compactMap { $0.split(separator: "|").dropFirst().first?.trimmingCharacters(in: .whitespaces) })
        // Model laws are the catalog laws of a "<family> models" battery.
        let modelLaws = LawCatalog.standard.laws.map(\.name).filter { $0.contains(" models: ") }
            .map { String($0[$0.range(of: " models: ")!.upperBound...]) }
        #expect(rows.count == modelLaws.count)
        for law in modelLaws {
            #expect(documented.contains(law), "docs/OwnOperators.md has no row for the law \"\(law)\"")
        }
    }
}
