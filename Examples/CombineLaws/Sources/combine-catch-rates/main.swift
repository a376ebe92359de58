// How often each known OpenCombine 0.14.0 bug is caught: its resource law
// under the `ci` profile, with 100 different seeds (the same seeds as
// law-catch-bench). "failed": the law failed; "named": its minimal report
// names the subscription this bug leaves open (another bug of the same
// operator may shrink to a smaller case). Exits non-zero if any law fails
// in fewer than 95% of the seeds.
//   swift run --package-path Examples/CombineLaws combine-catch-rates [seeds] [--reports]
// --reports prints each law's report for the first seed (the README's shrunk reports).
import CombineLaws
import Foundation
import LawCheck
import ReactiveLaws

struct Row {
    var name: String
    var leftOpen: String
    var run: (Configuration) -> CheckResult<LawInput<Schedule>>
}

let rows = [
    Row(name: "flatMap: upstream kept on inner failure", leftOpen: "a") {
        OperatorLaws.flattenMap.under(.combine).run(.resources, configuration: $0, KnownBugOperators.flatMap)
    },
    Row(name: "prefix(untilOutputFrom:): trigger kept", leftOpen: "b") {
        OperatorLaws.takeUntilSignal.under(.combine).run(
            .resources, configuration: $0, KnownBugOperators.prefixUntilOutput)
    },
    Row(name: "drop(untilOutputFrom:): trigger kept", leftOpen: "b") {
        OperatorLaws.skipUntilSignal.under(.combine).run(
            .resources, configuration: $0, KnownBugOperators.dropUntilOutput)
    },
    Row(name: "timeout: repeating timer kept", leftOpen: "timer") {
        OperatorLaws.timeout.under(.combine).run(.resources, configuration: $0, KnownBugOperators.timeout)
    },
]

let seeds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100
let printsReports = CommandLine.arguments.contains("--reports")
let width = rows.map(\.name.count).max() ?? 10
print(
    "Known bug".padding(toLength: width, withPad: " ", startingAt: 0)
        + " | failed    | named     | seconds | seeds not named")
print(String(repeating: "-", count: width) + "-|-----------|-----------|---------|----------------")
var failing: [String] = []
for row in rows {
    var caught = 0
    var named = 0
    var missed: [String] = []
    let started = Date()
    for index in 0..<seeds {
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(UInt64(0xC47C_0000 + index))
        configuration.corpusDirectory = nil
        configuration.recordsCorpus = false
        let result = row.run(configuration)
        if printsReports && index == 0 { print(result.report + "\n") }
        if !result.passed { caught += 1 }
        if !result.passed && result.report.contains("the subscription to \(row.leftOpen) made at tick") {
            named += 1
        } else {
            missed.append(configuration.seed!.description)
        }
    }
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    let columns: [String] = [
        row.name.padding(toLength: width, withPad: " ", startingAt: 0),
        "\(caught)/\(seeds)".padding(toLength: 9, withPad: " ", startingAt: 0),
        "\(named)/\(seeds)".padding(toLength: 9, withPad: " ", startingAt: 0),
        seconds.padding(toLength: 7, withPad: " ", startingAt: 0),
        missed.prefix(5).joined(separator: " ") + (missed.count > 5 ? " …" : ""),
    ]
    print(columns.joined(separator: " | "))
    if caught * 100 < 95 * seeds { failing.append(row.name) }
}
print("")
if failing.isEmpty {
    print("Every known OpenCombine bug's law failed in at least 95% of \(seeds) seeds.")
} else {
    print("Failed in fewer than 95% of \(seeds) seeds: \(failing.joined(separator: ", ")).")
    exit(1)
}
