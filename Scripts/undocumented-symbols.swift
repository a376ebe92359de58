// The public symbols of a module's symbol graphs that have no doc comment, for Scripts/docs.
//   swift Scripts/undocumented-symbols.swift ROOT MODULE GRAPH.symbols.json...
// Prints one line per undocumented symbol (`file:line: kind path`, paths relative to ROOT), sorted,
// and exits 0; exits 2 on a file it cannot read. Not counted: members a type inherits through a
// protocol extension or superclass (their identifiers are marked ::SYNTHESIZED::, and their
// documentation is the original's), extension blocks, a property wrapper's projection (`$name`,
// made by the compiler), and conformance witnesses without a comment of their own whose
// requirement has one: the compiler gives them the requirement's doc comment. (A typealias
// witnessing an associated type inherits none, so it needs its own.)
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("undocumented-symbols: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3 else { fail("usage: swift undocumented-symbols.swift ROOT MODULE GRAPH.symbols.json...") }
let root = URL(fileURLWithPath: arguments[arguments.startIndex]).standardizedFileURL.path + "/"
let module = arguments[arguments.startIndex + 1]

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
        let precise = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        if precise.contains("::SYNTHESIZED::") || kind == "swift.extension" { continue }
        let components = (symbol["pathComponents"] as? [String]) ?? []
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
        findings.insert("\(place): \(kind.replacingOccurrences(of: "swift.", with: "")) \(module).\(components.joined(separator: "."))")
    }
}
for finding in findings.sorted() { print(finding) }
