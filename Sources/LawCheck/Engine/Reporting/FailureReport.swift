/// The text of run reports. Everything in them derives from the seed and
/// the cases, never from timing or hashing, so reports are byte-for-byte
/// reproducible (except for messages about exhausted time budgets).
enum FailureReport {
    static func failure<Value>(
        name: String, seed: Seed, testName: String, failure: CheckResult<Value>.Failure,
        warnings: [String], corpusNote: String?
    ) -> String {
        var lines = ["Property \"\(name)\" failed on \(failure.origin) (seed \(seed))."]
        lines.append("Reason: \(failure.reason)")
        var shrinking = "Shrunk in \(failure.shrinkSteps) steps (\(failure.shrinkEvaluations) evaluations)"
        switch failure.shrinkStop {
        case .minimal: shrinking += "."
        case .evaluationBudgetExhausted(let limit):
            shrinking += "; the shrink budget of \(limit) evaluations ran out, the case may not be minimal."
        case .timeBudgetExhausted(let limit):
            shrinking += "; the shrink time budget of \(limit) ran out, the case may not be minimal."
        }
        lines.append(shrinking)
        lines.append("Original counterexample:")
        lines.append(indented(failure.originalDescription))
        lines.append("Minimal counterexample:")
        lines.append(indented(failure.minimalDescription))
        lines.append("Replay the minimal case:")
        lines.append("  LAWCHECK_REPLAY=\(failure.token) swift test --filter \(testName)")
        lines.append("Rerun the whole run:")
        lines.append("  LAWCHECK_SEED=\(seed) swift test --filter \(testName)")
        if let corpusNote { lines.append(corpusNote) }
        lines += warnings.map { "Warning: \($0)" }
        return lines.joined(separator: "\n")
    }

    static func problem(name: String, seed: Seed, problem: String, warnings: [String]) -> String {
        (["Property \"\(name)\" could not be checked (seed \(seed)):", problem] + warnings.map { "Warning: \($0)" })
            .joined(separator: "\n")
    }

    static func passing(
        name: String, seed: Seed, cases: Int, discarded: Int, distribution: String, warnings: [String]
    ) -> String {
        var lines = ["Property \"\(name)\" passed \(cases) cases (\(discarded) discarded, seed \(seed))."]
        if !distribution.isEmpty { lines += ["Label distribution:", distribution] }
        lines += warnings.map { "Warning: \($0)" }
        return lines.joined(separator: "\n")
    }

    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
