// law-catch-bench: how reliably the laws catch each planted bug of the law
// tests (Tests/LawTests/Laws/PlantedBugs, compiled here through a link).
// Each bug runs under the `ci` profile with 100 different seeds; the table
// gives the share of runs that caught it and the median size, in choices, of
// the minimal case. Exits 1 if any bug is caught in fewer than 95 of 100.
//
//   swift run -c release --package-path Benchmarks law-catch-bench [seeds] [--filter text]
//
// --filter keeps the rows whose name contains the text. The planted bugs in
// copies of the fused stages (Tests/LawTests/Pipelines/PlantedFusedBugs,
// linked here too) are rows of the pipeline law; their minimal pipelines
// must also have at most three stages (the `stages` column: the most seen;
// the seeds of longer ones are listed under the row, each with its pipeline).
//
// With --compare it measures the time to the first failure instead, per
// mode: random, swarm and feature-guided (TimeToFailure.swift):
//
//   swift run -c release --package-path Benchmarks law-catch-bench --compare [--seeds 20] [--first-seed 0] [--limit 60] [--filter text] [--rare]
//
// --first-seed draws other cases than the default seeds 0…19, to check that a change is not tuned to them.

import Foundation
import LawCheck

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--compare" {
    func option(_ name: String) -> String? {
        arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    }
    guard let seeds = Int(option("--seeds") ?? "20"), seeds > 0, let limit = Int(option("--limit") ?? "60"), limit > 0,
        let firstSeed = Int(option("--first-seed") ?? "0"), firstSeed >= 0
    else {
        print(
            "usage: law-catch-bench --compare [--seeds N] [--first-seed N] [--limit SECONDS] [--filter TEXT] [--rare]")
        exit(2)
    }
    exit(
        TimeToFailure(
            seeds: seeds, firstSeed: firstSeed, limit: .seconds(limit), filter: option("--filter"),
            rareOnly: arguments.contains("--rare")
        ).run())
}
let filter = arguments.firstIndex(of: "--filter").flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}
let seeds = arguments.first.flatMap(Int.init) ?? 100
/// One row: a planted bug run under a configuration, giving whether it was
/// caught, the minimal case's size and, for pipeline-law rows, its stage count and code.
struct Row {
    var name: String
    var run: (Configuration) -> (caught: Bool, size: Int?, stages: Int?, code: String?)
}
let rows =
    (PlantedBugCatalog.all.map { bug in
        Row(name: bug.name) {
            let o = bug.run($0)
            return (o.caught, o.size, nil, nil)
        }
    }
    + PlantedFusedBugCatalog.all.map { bug in
        Row(name: bug.name) {
            let o = bug.run($0)
            return (o.caught, o.size, o.stages, o.code)
        }
    })
    .filter { row in filter.map { row.name.contains($0) } ?? true }
let width = rows.map(\.name.count).max() ?? 10
print(
    "Planted bug".padding(toLength: width, withPad: " ", startingAt: 0)
        + " | caught    | median size | stages | seconds | missed seeds")
print(String(repeating: "-", count: width) + "-|-----------|-------------|--------|---------|-------------")
var failing: [String] = []
for row in rows {
    var caught = 0
    var sizes: [Int] = []
    var stages: [Int] = []
    var missed: [String] = []
    var tooLong: [String] = []
    let started = Date()
    for index in 0..<seeds {
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(UInt64(0xC47C_0000 + index))
        let outcome = row.run(configuration)
        if outcome.caught { caught += 1 } else { missed.append(configuration.seed!.description) }
        if let size = outcome.size { sizes.append(size) }
        if let count = outcome.stages {
            stages.append(count)
            if count > 3 {
                tooLong.append("\(configuration.seed!.description) (\(count) stages): \(outcome.code ?? "")")
            }
        }
    }
    sizes.sort()
    let median = sizes.isEmpty ? "-" : String(sizes[sizes.count / 2])
    let most = stages.max().map(String.init) ?? "-"
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    let share = "\(caught)/\(seeds)"
    print(
        row.name.padding(toLength: width, withPad: " ", startingAt: 0)
            + " | " + share.padding(toLength: 9, withPad: " ", startingAt: 0)
            + " | " + median.padding(toLength: 11, withPad: " ", startingAt: 0)
            + " | " + most.padding(toLength: 6, withPad: " ", startingAt: 0)
            + " | " + seconds.padding(toLength: 7, withPad: " ", startingAt: 0)
            + " | " + missed.prefix(5).joined(separator: " ") + (missed.count > 5 ? " …" : ""))
    if !tooLong.isEmpty { print("  shrunk to more than 3 stages:\n    " + tooLong.joined(separator: "\n    ")) }
    if caught * 100 < 95 * seeds || (stages.max() ?? 0) > 3 { failing.append(row.name) }
}
print("")
if failing.isEmpty {
    print("Every planted bug was caught in at least 95% of \(seeds) seeds (pipelines shrunk to at most 3 stages).")
} else {
    print(
        "Caught in fewer than 95% of \(seeds) seeds, or shrunk to more than 3 stages: \(failing.joined(separator: ", "))."
    )
    exit(1)
}
