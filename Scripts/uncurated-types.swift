// The public top-level types of a module that its DocC landing page lists in no topic group, for
// Scripts/docs: docc would still give them a page, under a generated group, but a reader of the
// landing page would not find them where they belong.
//   swift Scripts/uncurated-types.swift LANDING.md MODULE GRAPH.symbols.json...
// Prints one line per such type (`LANDING.md: kind Module.Name is in no topic group`), sorted, and
// exits 0; exits 2 on a file it cannot read. A topic group lists a type as "- ``Name``".
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("uncurated-types: \(message)\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else { fail("usage: swift uncurated-types.swift LANDING.md MODULE GRAPH.symbols.json...") }
let landing = arguments[0]
let module = arguments[1]
guard let page = try? String(contentsOfFile: landing, encoding: .utf8) else { fail("cannot read \(landing)") }
let curated = Set(page.split(separator: "\n").compactMap { line -> String? in
    guard line.hasPrefix("- ``"), line.hasSuffix("``") else { return nil }
    return String(line.dropFirst(4).dropLast(2))
})

let typeKinds: Set<String> = [
    "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor",
]
var findings = Set<String>()
for path in arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    guard let graph = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else { fail("\(path) is not a symbol graph (no \"symbols\" array)") }
    for symbol in symbols {
        let access = symbol["accessLevel"] as? String
        guard access == "public" || access == "open" else { continue }
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
        let components = (symbol["pathComponents"] as? [String]) ?? []
        // Types of this module only: a Module@Other graph's top-level symbols extend Other's types.
        guard typeKinds.contains(kind), components.count == 1, !curated.contains(components[0]) else { continue }
        findings.insert("\(landing): \(kind.replacingOccurrences(of: "swift.", with: "")) \(module).\(components[0]) is in no topic group")
    }
}
for finding in findings.sorted() { print(finding) }
