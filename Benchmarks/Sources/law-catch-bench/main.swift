// law-catch-bench: how reliably the laws catch each planted bug of the law
// tests (Tests/LawTests/Laws/PlantedBugs, compiled here through a link).
// Each bug runs under the `ci` profile with 100 different seeds; the table
// gives the share of runs that caught it and the median size, in choices, of
// the minimal case. Exits 1 if any bug is caught in fewer than 95 of 100.
//
//   swift run -c release --package-path Benchmarks law-catch-bench [seeds] [--filter text]
//
// --filter runs only the bugs whose name contains the text.
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
          let firstSeed = Int(option("--first-seed") ?? "0"), firstSeed >= 0 else {
        print("usage: law-catch-bench --compare [--seeds N] [--first-seed N] [--limit SECONDS] [--filter TEXT] [--rare]")
        exit(2)
    }
    exit(TimeToFailure(
        seeds: seeds, firstSeed: firstSeed, limit: .seconds(limit), filter: option("--filter"), rareOnly: arguments.contains("--rare")).run())
}
let seeds = arguments.first.flatMap(Int.init) ?? 100
let filter = arguments.firstIndex(of: "--filter").map { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : "" }
let bugs = PlantedBugCatalog.all.filter { bug in filter.map { bug.name.contains($0) } ?? true }
let width = bugs.map(\.name.count).max() ?? 10
print("Planted bug".padding(toLength: width, withPad: " ", startingAt: 0) + " | caught    | median size | seconds | missed seeds")
print(String(repeating: "-", count: width) + "-|-----------|-------------|---------|-------------")
var failing: [String] = []
for bug in bugs {
    var caught = 0
    var sizes: [Int] = []
    var missed: [String] = []
    let started = Date()
    for index in 0..<seeds {
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(UInt64(0xC47C_0000 + index))
        let outcome = bug.run(configuration)
        if outcome.caught { caught += 1 } else { missed.append(configuration.seed!.description) }
        if let size = outcome.size { sizes.append(size) }
    }
    sizes.sort()
    let median = sizes.isEmpty ? "-" : String(sizes[sizes.count / 2])
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    let share = "\(caught)/\(seeds)"
    print(bug.name.padding(toLength: width, withPad: " ", startingAt: 0)
        + " | " + share.padding(toLength: 9, withPad: " ", startingAt: 0)
        + " | " + median.padding(toLength: 11, withPad: " ", startingAt: 0)
        + " | " + seconds.padding(toLength: 7, withPad: " ", startingAt: 0)
        + " | " + missed.prefix(5).joined(separator: " ") + (missed.count > 5 ? " …" : ""))
    if caught * 100 < 95 * seeds { failing.append(bug.name) }
}
print("")
if failing.isEmpty {
    print("Every planted bug was caught in at least 95% of \(seeds) seeds.")
} else {
    print("Caught in fewer than 95% of \(seeds) seeds: \(failing.joined(separator: ", ")).")
    exit(1)
}
