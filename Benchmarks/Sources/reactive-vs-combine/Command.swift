import Foundation
import Workloads

/// `reactive-vs-combine [--rounds R] [id …]`: the side-by-side table.
/// `reactive-vs-combine list`: `id variant units title` for every variant,
/// one a line (`units`: how many one timed call runs).
/// `reactive-vs-combine run <id> <variant> <n>`: one call of one variant with
/// `n` units and nothing else, for `Scripts/callgrind-units`.
enum Command {
    static func main(_ arguments: [String]) {
        let words = Array(arguments.dropFirst())
        switch words.first {
        case "list":
            for workload in Catalog.all {
                for variant in workload.variants {
                    print(workload.id, variant.rawValue, workload.timedUnits, workload.title)
                }
            }
        case "run":
            runOnce(Array(words.dropFirst()))
        default:
            compare(words)
        }
    }

    private static func runOnce(_ words: [String]) {
        guard words.count == 3, let workload = Catalog.named(words[0]),
            let variant = Workload.Variant(rawValue: words[1]), let units = Int(words[2]), units >= 0
        else {
            fail("usage: reactive-vs-combine run <id> <Reactive|OpenCombine|floor> <n> (ids: reactive-vs-combine list)")
        }
        guard let body = workload.body(for: variant) else { fail("\(workload.id) has no \(variant.rawValue) variant") }
        body(units)
    }

    private static func compare(_ words: [String]) {
        var rounds = 301
        var ids: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == "--rounds", index + 1 < words.count, let value = Int(words[index + 1]), value > 0 {
                rounds = value
                index += 2
            } else {
                ids.append(words[index])
                index += 1
            }
        }
        for id in ids where Catalog.named(id) == nil { fail("unknown workload \(id) (ids: reactive-vs-combine list)") }
        let chosen = { (rows: [Workload]) in ids.isEmpty ? rows : rows.filter { ids.contains($0.id) } }
        Comparison(machineCosts: chosen(Catalog.machineCosts), hotPaths: chosen(Catalog.hotPaths), rounds: rounds).run()
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }
}
