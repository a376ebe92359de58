import Foundation
import LawCheck

/// `law-catch-bench --compare`: how long each mode takes to find each
/// planted bug: `random` (plain schedules), `swarm` (swarm schedules) and
/// `guided` (swarm schedules, guided by their features: LawCheck's own
/// coverage-guided loop, `Configuration.guidesByFeatures`). Per bug, style and seed it runs cases (the `ci` profile
/// without a case limit) until the first failure or the time limit, and
/// prints per bug and style the share of seeds that found it and the median
/// time and cases to the first failure; a seed that found nothing counts as
/// slower than any that did, so a median over the limit prints as `>60s`.
///
/// One row per bug and style, so other styles (a guided run of another
/// tool) append rows of the same shape: `| bug | style | found | median s | median cases |`.
struct TimeToFailure {
    /// A mode: a schedule style (the `LAWCHECK_SCHEDULES` value that selects
    /// it) and whether the run is guided by the schedules' features
    /// (`Configuration.guidesByFeatures`).
    struct Style {
        var name: String
        var environmentValue: String
        var guided = false
    }

    /// What one seed found.
    struct Attempt {
        var found: Bool
        var seconds: Double
        var cases: Int
    }

    static let styles = [
        Style(name: "random", environmentValue: "plain"), Style(name: "swarm", environmentValue: "swarm"),
        Style(name: "guided", environmentValue: "swarm", guided: true),
    ]

    var seeds: Int
    /// The index of the first seed (`--first-seed`): seeds `firstSeed..<firstSeed + seeds`.
    var firstSeed = 0
    var limit: Duration
    var filter: String?
    /// Only the bugs that need rare schedules (`--rare`).
    var rareOnly = false

    /// One run of `bug` under `style`: schedule spaces read `LAWCHECK_SCHEDULES`
    /// when they are built, which some laws do as they run, so the variable
    /// is set around the whole run.
    func attempt(_ bug: PlantedBug, style: Style, seed index: Int) -> Attempt {
        setenv("LAWCHECK_SCHEDULES", style.environmentValue, 1)
        defer { unsetenv("LAWCHECK_SCHEDULES") }
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(UInt64(0x7F1F_0000 + firstSeed + index))
        configuration.iterationsOverride = Int.max
        configuration.timeLimit = limit
        configuration.guidesByFeatures = style.guided
        // The time to the first failure is what counts: no shrinking (the failing case is still replayed for its
        // record and judged once more, as every failure is).
        configuration.shrinkBudget = ShrinkBudget(maxEvaluations: 0, timeLimit: .seconds(1))
        let started = ContinuousClock.now
        let outcome = bug.run(configuration)
        let elapsed = ContinuousClock.now - started
        return Attempt(found: outcome.caught, seconds: Self.seconds(elapsed), cases: outcome.cases)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The median of `values` where nil (not found) is larger than any number; nil if the median is.
    static func median(_ values: [Double?]) -> Double? {
        let sorted = values.sorted { ($0 ?? .infinity) < ($1 ?? .infinity) }
        return sorted.isEmpty ? nil : sorted[(sorted.count - 1) / 2]
    }

    func run() -> Int32 {
        let bugs = PlantedBugCatalog.all.filter { bug in
            (filter.map { bug.name.contains($0) } ?? true) && (!rareOnly || bug.needsRareSchedule)
        }
        let names = bugs.map(\.name)
        guard !names.isEmpty else {
            print("No planted bug matches \(filter ?? "").")
            return 2
        }
        let limitText = "\(Int(Self.seconds(limit)))s"
        print(
            "Time to first failure: \(seeds) seeds per bug (from index \(firstSeed)) and style, at most \(limitText) each (ci profile, no case limit)."
        )
        print(
            "found: seeds that found the bug within \(limitText); median s, median cases: to the first failure, over all seeds (not found counts as slowest)."
        )
        print("")
        let width = max(names.map(\.count).max() ?? 10, 11)
        func row(_ cells: [String]) -> String {
            "| " + cells[0].padding(toLength: width, withPad: " ", startingAt: 0) + " | "
                + cells[1].padding(toLength: 6, withPad: " ", startingAt: 0) + " | "
                + cells.dropFirst(2).map { String(repeating: " ", count: max(0, 12 - $0.count)) + $0 }.joined(
                    separator: " | ") + " |"
        }
        print(row(["planted bug", "mode", "found", "median s", "median cases"]))
        print(
            "|" + String(repeating: "-", count: width + 2) + "|--------|"
                + String(repeating: "-------------:|", count: 3))
        // Per style: every rare-schedule attempt, and the bugs found in at least 19 of 20 seeds.
        var rareMedians: [String: [String: Double?]] = [:]
        var rareCases: [String: [String: Double?]] = [:]
        var reliable: [String: Int] = [:]
        for bug in bugs {
            let name = bug.name
            for style in Self.styles {
                let attempts = (0..<seeds).map { attempt(bug, style: style, seed: $0) }
                let found = attempts.filter(\.found).count
                let time = Self.median(attempts.map { $0.found ? $0.seconds : nil })
                let cases = Self.median(attempts.map { $0.found ? Double($0.cases) : nil })
                print(
                    row([
                        name, style.name, "\(found)/\(seeds)",
                        time.map { String(format: "%.3f", $0) } ?? ">\(limitText)",
                        cases.map { String(Int($0)) } ?? ">\(attempts.map(\.cases).min() ?? 0)",
                    ]))
                if bug.needsRareSchedule {
                    rareMedians[style.name, default: [:]][name] = time
                    rareCases[style.name, default: [:]][name] = cases
                }
                if found * 20 >= 19 * seeds { reliable[style.name, default: 0] += 1 }
            }
        }
        print("")
        for style in Self.styles {
            print(
                "\(style.name): found within \(limitText) in at least 95% of seeds: \(reliable[style.name] ?? 0)/\(names.count) bugs."
            )
        }
        let rareNames = names.filter { name in Self.styles.contains { rareMedians[$0.name]?[name] != nil } }
        if !rareNames.isEmpty {
            for mode in Self.styles.dropFirst().map(\.name) {
                let ratios = rareNames.map { name -> String in
                    "\(name) "
                        + Self.ratio(
                            rareMedians["random"]?[name] ?? nil, rareMedians[mode]?[name] ?? nil,
                            limit: Self.seconds(limit))
                }
                print("Rare-schedule bugs, median time random ÷ \(mode): " + ratios.joined(separator: "; ") + ".")
                // Cases do not depend on the machine's load; times under a millisecond mostly measure setting up the law.
                let caseRatios = rareNames.map { name -> String in
                    "\(name) "
                        + Self.ratio(rareCases["random"]?[name] ?? nil, rareCases[mode]?[name] ?? nil, limit: .infinity)
                }
                print("Rare-schedule bugs, median cases random ÷ \(mode): " + caseRatios.joined(separator: "; ") + ".")
            }
            let sums = Self.styles.map { mode in (mode.name, rareNames.map { rareMedians[mode.name]?[$0] ?? nil }) }
            let caseSums = Self.styles.map { mode in (mode.name, rareNames.map { rareCases[mode.name]?[$0] ?? nil }) }
            print(
                "Rare-schedule bugs, sum of median times: "
                    + sums.map { "\($0.0) \(Self.total($0.1, limit: Self.seconds(limit)))" }.joined(separator: ", ")
                    + "; ratio "
                    + sums.dropFirst().map {
                        "random ÷ \($0.0) "
                            + Self.ratio(
                                Self.sum(sums[0].1, limit: Self.seconds(limit)),
                                Self.sum($0.1, limit: Self.seconds(limit)), limit: .infinity)
                    }.joined(separator: ", ") + ".")
            print(
                "Rare-schedule bugs, sum of median cases: "
                    + caseSums.map {
                        "\($0.0) \(Int($0.1.reduce(0) { $0 + ($1 ?? 0) }))"
                            + ($0.1.contains(nil) ? " (not counting a median past the limit)" : "")
                    }
                    .joined(separator: ", ") + "; ratio "
                    + caseSums.dropFirst().map { mode in
                        "random ÷ \(mode.0) "
                            + Self.ratio(
                                caseSums[0].1.reduce(0) { $0 + ($1 ?? 0) }, mode.1.reduce(0) { $0 + ($1 ?? 0) },
                                limit: .infinity)
                    }.joined(separator: ", ") + ".")
        }
        return 0
    }

    /// `4.2×`, or `≥ 120×` when the random median is past the limit (counted as the limit; for
    /// cases, which have no limit, `random: not found`).
    static func ratio(_ random: Double?, _ swarm: Double?, limit: Double) -> String {
        guard let swarm, swarm > 0 else { return "—" }
        guard let random else { return limit.isFinite ? String(format: "≥ %.1f×", limit / swarm) : "random: not found" }
        return String(format: "%.1f×", random / swarm)
    }

    static func sum(_ medians: [Double?], limit: Double) -> Double? {
        medians.reduce(0) { $0 + ($1 ?? limit) }
    }

    static func total(_ medians: [Double?], limit: Double) -> String {
        let sum = medians.reduce(0) { $0 + ($1 ?? limit) }
        return String(format: "%.3fs", sum)
            + (medians.contains { $0 == nil } ? " (a median past the limit counts as the limit)" : "")
    }
}
