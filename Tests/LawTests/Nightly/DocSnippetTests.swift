// swift-format-ignore-file
// The file holds docs/Laws.md's snippets verbatim, and `everySnippetIsHere` compares them line
// for line, imports included: swift-format leaves the whole file alone.
import Foundation
import LawCheck
import ReactiveLaws
import Testing

// The Swift snippets of ReactiveLaws.docc/Laws.md, verbatim (indentation aside), so that they compile and run
// here; `everySnippetIsHere` fails when the doc's text and this file's drift apart.

extension StreamHarness {
    var documentedComposition: Battery<LawInput<Sample>, Observation> {
        Battery("documented", laws: [
            // In `extension StreamHarness`, as in Batteries/Functor.swift:
            law("composition", "s.map(f).map(g) ≡ s.map { g(f($0)) }", uses: [.f, .g],
                { s, input in                                             // left: under test ("got")
                    let mapped: Stream = s.map(input.f.callAsFunction)    // the type is needed: map is generic
                    return mapped.map(input.g.callAsFunction)
                },
                { s, input in s.map { input.g(input.f($0)) } })           // right: reference ("want")
        ])
    }
}

@Suite("Docs: the snippets of ReactiveLaws.docc/Laws.md")
struct DocSnippetTests {
    @Test("the composition law of the snippet holds")
    func composition() {
        let harness = StreamHarness.signal()
        let results = harness.check(harness.documentedComposition, iterations: 60)
        #expect(results.count == 1 && results.allSatisfy { $0.casesRun > 0 })
    }

    @Test("the typed law of the snippet holds for the library's map")
    func typedComposition() {
        // A typed law with the operator under test passed in (here the library's own map):
        let sequences = StreamHarness.sequence
        sequences.check(.mapComposition) { s, transform in s.map(transform) }
    }

    @Test("every Swift snippet of ReactiveLaws.docc/Laws.md is in this file, so it compiles")
    func everySnippetIsHere() throws {
        let doc = try String(contentsOfFile: packageRoot + "/Sources/LawCheck/ReactiveLaws/ReactiveLaws.docc/Laws.md", encoding: .utf8)
        let here = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = here.split(separator: "\n").map(stripped).filter { !$0.isEmpty }
        let snippets = codeBlocks(in: doc)
        #expect(snippets.count == 3)
        for snippet in snippets {
            let wanted = snippet.map(stripped).filter { !$0.isEmpty }
            let found = lines.indices.contains { Array(lines[$0...].prefix(wanted.count)) == wanted }
            #expect(found, "not in DocSnippetTests.swift:\n\(snippet.joined(separator: "\n"))")
        }
    }
}

// From the doc's "Running the laws".
import ReactiveLaws
import Testing

@Test func signalIsAMonad() {
    let harness = StreamHarness.signal()
    harness.check(harness.monad, iterations: 60)     // one LawCheck property per law, reported via Issue
}

/// The lines of each ```swift (or other `language`) block of a Markdown text.
func codeBlocks(in markdown: String, language: String = "swift") -> [[Substring]] {
    var snippets: [[Substring]] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```" + language {
            current = []
        } else if current != nil, line == "```" {
            snippets.append(current!)
            current = nil
        } else {
            current?.append(line)
        }
    }
    return snippets
}

/// `line` without its leading and trailing spaces.
func stripped(_ line: Substring) -> String {
    String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
}
