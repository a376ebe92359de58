import Foundation
import Workloads

/// Times every variant of every chosen workload in rounds, the variants of a
/// row back to back and in alternating order, so that a slow moment of a shared
/// machine falls on all of them alike; prints the median of the rounds.
struct Comparison {
    let machineCosts: [Workload]
    let hotPaths: [Workload]
    let rounds: Int

    private struct Key: Hashable {
        let id: String
        let variant: Workload.Variant
    }

    func run() {
        print(
            "reactive-vs-combine: \(rounds) rounds (after one warm-up), median ns per unit; load average before: \(loadAverage())"
        )
        let rows = machineCosts + hotPaths
        var samples: [Key: [Double]] = [:]
        for round in 0...rounds {
            for workload in rows {
                let variants = workload.variants
                for variant in round.isMultiple(of: 2) ? variants : variants.reversed() {
                    guard let body = workload.body(for: variant) else { continue }
                    let nanoseconds = time(body, units: workload.timedUnits)
                    if round > 0 { samples[Key(id: workload.id, variant: variant), default: []].append(nanoseconds) }
                }
            }
        }
        let median = { (workload: Workload, variant: Workload.Variant) in
            samples[Key(id: workload.id, variant: variant)].map(Self.median)
        }
        if !machineCosts.isEmpty {
            print("")
            print("| this machine charges | ns |")
            print("| --- | --- |")
            for workload in machineCosts { print("| \(workload.title) | \(format(median(workload, .floor))) |") }
        }
        if !hotPaths.isEmpty {
            print("")
            print("| workload | floor | Reactive ns | OpenCombine ns | Reactive ÷ OpenCombine |")
            print("| --- | --- | --- | --- | --- |")
            for workload in hotPaths {
                let reactive = median(workload, .reactive)
                let combine = median(workload, .openCombine)
                let floor = median(workload, .floor).map { "\(workload.floorName ?? "") \(format($0))" } ?? "—"
                let ratio =
                    reactive.flatMap { reactive in combine.map { String(format: "%.2f", reactive / $0) } } ?? "—"
                print("| \(workload.title) | \(floor) | \(format(reactive)) | \(format(combine)) | \(ratio) |")
            }
        }
        print("")
        print("load average after: \(loadAverage())")
    }

    private func time(_ body: @Sendable (Int) -> Void, units: Int) -> Double {
        let elapsed = ContinuousClock().measure { body(units) }
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        return nanoseconds / Double(units)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    private func format(_ value: Double?) -> String {
        guard let value else { return "—" }
        return value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value)
    }

    private func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
