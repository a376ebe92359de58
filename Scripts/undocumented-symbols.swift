// The public symbols of a module's symbol graphs that have no doc comment, for Scripts/docs.
//   swift Scripts/undocumented-symbols.swift ROOT MODULE GRAPH.symbols.json...
// Prints one line per undocumented symbol (`file:line: kind path`, paths relative to ROOT), sorted,
// and exits 0; exits 2 on a file it cannot read. Not counted: members a type inherits through a
// protocol extension or superclass (their identifiers are marked ::SYNTHESIZED::, and their
// documentation is the original's), extension blocks, a property wrapper's projection (`$name`,
// made by the compiler), and conformance witnesses without a comment of their own whose
// requirement has one: the compiler gives them the requirement's doc comment. (A typealias
// witnessing an associated type inherits none, so it needs its own.)
//   swift Scripts/undocumented-symbols.swift --uncurated LANDING.md MODULE GRAPH.symbols.json...
// Prints instead the module's public types that its DocC landing page lists in no topic group
// (`LANDING.md: kind Module.Name is in no topic group`; a group lists a type as "- ``Name``"):
// docc would still give them a page, under a generated group, but not where a reader looks.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("undocumented-symbols: \(message)\n".utf8))
    exit(2)
}

/// The public and open symbols of the graphs at `paths`.
func publicSymbols(_ paths: ArraySlice<String>) -> [[String: Any]] {
    paths.flatMap { path -> [[String: Any]] in
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        guard let graph = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]]
        else { fail("\(path) is not a symbol graph (no \"symbols\" array)") }
        return symbols.filter { ["public", "open"].contains($0["accessLevel"] as? String) }
    }
}

func kind(_ symbol: [String: Any]) -> String {
    (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
}

func pathComponents(_ symbol: [String: Any]) -> [String] {
    (symbol["pathComponents"] as? [String]) ?? []
}

/// `file:line: kind path` of each public symbol without a doc comment.
func undocumented(root: String, module: String, _ symbols: [[String: Any]]) -> Set<String> {
    var findings = Set<String>()
    for symbol in symbols {
        let kind = kind(symbol)
        let precise = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        if precise.contains("::SYNTHESIZED::") || kind == "swift.extension" { continue }
        let components = pathComponents(symbol)
        if components.last?.hasPrefix("$") == true { continue }
        let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
        let documented = lines.contains { ($0["text"] as? String)?.contains { !$0.isWhitespace } == true }
        if documented { continue }
        var place = "?"
        if let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String {
            var file = URL(string: uri)?.standardizedFileURL.path ?? uri
            if file.hasPrefix(root) { file.removeFirst(root.count) }
            let line = ((location["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 } ?? 0
            place = "\(file):\(line)"
        }
        findings.insert(
            "\(place): \(kind.replacingOccurrences(of: "swift.", with: "")) \(module).\(components.joined(separator: "."))"
        )
    }
    return findings
}

/// The top-level public types of `symbols` that `landing` lists in no topic group.
func uncurated(landing: String, module: String, _ symbols: [[String: Any]]) -> Set<String> {
    guard let page = try? String(contentsOfFile: landing, encoding: .utf8) else { fail("cannot read \(landing)") }
    let curated = Set(
        page.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- ``"), line.hasSuffix("``") else { return nil }
            return String(line.dropFirst(4).dropLast(2))
        })
    let typeKinds: Set<String> = [
        "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor",
    ]
    var findings = Set<String>()
    for symbol in symbols {
        let kind = kind(symbol)
        let components = pathComponents(symbol)
        // A Module@Other graph's top-level symbols are extensions of Other's types, not types.
        guard typeKinds.contains(kind), components.count == 1, !curated.contains(components[0]) else { continue }
        findings.insert(
            "\(landing): \(kind.replacingOccurrences(of: "swift.", with: "")) \(module).\(components[0]) is in no topic group"
        )
    }
    return findings
}

var arguments = CommandLine.arguments.dropFirst()
let curation = arguments.first == "--uncurated"
if curation { arguments = arguments.dropFirst() }
guard arguments.count >= 3 else {
    fail("usage: swift undocumented-symbols.swift [--uncurated LANDING.md | ROOT] MODULE GRAPH.symbols.json...")
}
let first = arguments[arguments.startIndex]
let module = arguments[arguments.startIndex + 1]
let symbols = publicSymbols(arguments.dropFirst(2))
let findings =
    curation
    ? uncurated(landing: first, module: module, symbols)
    : undocumented(root: URL(fileURLWithPath: first).standardizedFileURL.path + "/", module: module, symbols)
for finding in findings.sorted() { print(finding) }
