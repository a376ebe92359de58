import Foundation
import LawCheck
import ReactiveLaws
import Testing

/// ReactiveLaws.docc/OwnOperators.md lists every operator law; this keeps the list whole.
@Suite("Laws: the guide's table of operator laws")
struct GuideTableTests {
    @Test("ReactiveLaws.docc/OwnOperators.md has a row for every model law of the catalog, and no other")
    func everyModelLawHasARow() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(
            contentsOf: root.appendingPathComponent("Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc/OwnOperators.md"),
            encoding: .utf8)
        let rows = guide.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("ReactiveLaws/Operators/") }
        let documented = Set(
            rows.compactMap { $0.split(separator: "|").dropFirst().first?.trimmingCharacters(in: .whitespaces) })
        // Model laws are the catalog laws of a "<family> models" battery.
        let modelLaws = LawCatalog.standard.laws.map(\.name).filter { $0.contains(" models: ") }
            .map { String($0[$0.range(of: " models: ")!.upperBound...]) }
        #expect(rows.count == modelLaws.count)
        for law in modelLaws {
            #expect(documented.contains(law), "ReactiveLaws.docc/OwnOperators.md has no row for the law \"\(law)\"")
        }
    }

    @Test(
        "ReactiveLaws.docc/OwnOperators.md has a row for every law of the typed stream-law batteries of the catalog, and no other"
    )
    func everyStreamLawHasARow() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(
            contentsOf: root.appendingPathComponent("Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc/OwnOperators.md"),
            encoding: .utf8)
        let rows = guide.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("ReactiveLaws/Batteries/") }
        let documented = Set(
            rows.compactMap { $0.split(separator: "|").dropFirst().first?.trimmingCharacters(in: .whitespaces) })
        // Longest first: "completing signal buffering" before "signal buffering", "cold operators" before "operators".
        let batteries = [
            "completing signal buffering", "signal combination", "signal re-entrance", "signal operators",
            "signal buffering",
            "sequence folds", "cold operators", "operators", "functor", "monad", "monoid",
        ]
        let catalogued = Set(
            LawCatalog.standard.laws.map(\.name).compactMap { name -> String? in
                guard let battery = batteries.first(where: { name.contains(" \($0): ") }) else { return nil }
                return "\(battery): " + name[name.range(of: " \(battery): ")!.upperBound...]
            })
        #expect(rows.count == documented.count)
        #expect(
            documented == catalogued,
            "in the catalog only: \(catalogued.subtracting(documented)); in the guide only: \(documented.subtracting(catalogued))"
        )
    }
}
