// async-catch-rates: how reliably the async laws catch each planted bug of
// Tests/LawTests/Async (OwnAsyncOperators.swift, linked here), each run under
// the `ci` profile with 100 different seeds; exits 1 if any is caught in
// fewer than 95 of them. Prints the median size (events) of the shrunk
// schedule and the shrunk report of the first seed.
//
//   swift run --package-path Examples/AsyncAlgorithmsLaws async-catch-rates [seeds]
//
// With --determinism: one failing async check with a pinned seed, run 100
// times, must print one report (compared byte for byte); then the wall time
// of single cases covering more and more virtual time.
//
//   swift run --package-path Examples/AsyncAlgorithmsLaws async-catch-rates --determinism

import Foundation
import LawCheck
import ReactiveLaws

struct PlantedAsyncBug {
    let name: String
    let run: @Sendable (Configuration) -> CheckResult<LawInput<Schedule>>
}

let bugs: [PlantedAsyncBug] = [
    PlantedAsyncBug(name: "merge: cancellation not propagated (resources)") { configuration in
        OperatorLaws.merge.runAsync(
            .resources, configuration: configuration,
            subject: OperatorLaws.merge.asyncSubject { OwnAsync.Merge(bases: $0, bug: .cancellationNotPropagated) })
    },
    PlantedAsyncBug(name: "merge: finishes with its first source (model)") { configuration in
        OperatorLaws.merge.runAsync(
            configuration: configuration,
            subject: OperatorLaws.merge.asyncSubject { OwnAsync.Merge(bases: $0, bug: .finishesEarly) })
    },
    PlantedAsyncBug(name: "debounce: last value lost on completion (model)") { configuration in
        OperatorLaws.throttle.runAsync(
            configuration: configuration,
            subject: OperatorLaws.throttle.asyncSubject {
                OwnAsync.Debounce(base: $0, interval: $1, clock: $2, bug: .lastValueLostOnCompletion)
            })
    },
    PlantedAsyncBug(name: "debounce: stale value (model)") { configuration in
        OperatorLaws.throttle.runAsync(
            configuration: configuration,
            subject: OperatorLaws.throttle.asyncSubject {
                OwnAsync.Debounce(base: $0, interval: $1, clock: $2, bug: .staleValue)
            })
    },
    PlantedAsyncBug(name: "takeLast: buffer shared by iterations (iterations)") { configuration in
        OperatorLaws.takeLast.runAsync(
            .subscriptions, configuration: configuration,
            subject: OperatorLaws.takeLast.asyncSubject { OwnAsync.TakeLast(base: $0, count: $1, bug: .sharedBuffer) })
    },
]

func determinism() -> Int32 {
    var configuration = Configuration(profile: .ci)
    configuration.seed = Seed(0xA5_1C)
    configuration.corpusDirectory = nil
    configuration.recordsCorpus = false
    let bug = bugs[3]
    var reports: [String: Int] = [:]
    let started = Date()
    for _ in 0..<100 { reports[bug.run(configuration).report, default: 0] += 1 }
    let seconds = Date().timeIntervalSince(started)
    print(
        "\(bug.name), seed \(configuration.seed!), 100 runs in \(String(format: "%.1f", seconds)) s: \(reports.count) distinct report(s)"
    )
    print("--- the report ---")
    print(reports.keys.first ?? "")
    print("--- wall time of one case by the virtual time it covers (debounce over two values) ---")
    for span in [10, 1_000, 1_000_000, 1_000_000_000] {
        let schedule = Schedule(sources: [
            SourceScript(values: [(time: 0, value: 1), (time: span, value: 2)], terminal: .completed(at: span))
        ])
        let runs = 200
        let started = Date()
        var trace = ""
        for _ in 0..<runs {
            trace =
                schedule.asyncTrace { sources, clock in
                    AsyncOutput(OwnAsync.Debounce(base: sources[0], interval: .seconds(span / 2), clock: clock))
                }.description
        }
        let micros = Date().timeIntervalSince(started) / Double(runs) * 1e6
        print("virtual span \(span) s: \(String(format: "%.0f", micros)) µs per case (\(trace))")
    }
    return reports.count == 1 ? 0 : 1
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--determinism" { exit(determinism()) }
let seeds = arguments.first.flatMap(Int.init) ?? 100
var failing: [String] = []
for bug in bugs {
    var caught = 0
    var sizes: [Int] = []
    var firstReport: String?
    let started = Date()
    for index in 0..<seeds {
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(UInt64(0xC47C_0000 + index))
        configuration.corpusDirectory = nil
        configuration.recordsCorpus = false
        let result = bug.run(configuration)
        guard result.status == .failed, let minimal = result.failure?.minimal else { continue }
        caught += 1
        sizes.append(minimal.sample.eventCount)
        if firstReport == nil { firstReport = result.report }
    }
    sizes.sort()
    let median = sizes.isEmpty ? "-" : String(sizes[sizes.count / 2])
    print(
        "\(bug.name): caught \(caught)/\(seeds), median shrunk size \(median) events, \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
    )
    if let firstReport {
        print(firstReport.split(separator: "\n").prefix(14).map { "    " + $0 }.joined(separator: "\n"))
    }
    if caught * 100 < 95 * seeds { failing.append(bug.name) }
}
print(
    failing.isEmpty
        ? "Every planted async bug was caught in at least 95% of \(seeds) seeds."
        : "Caught in fewer than 95%: \(failing.joined(separator: ", ")).")
exit(failing.isEmpty ? 0 : 1)
