/// The text of run reports. Everything in them derives from the seed and
/// the cases, never from timing or hashing, so reports are byte-for-byte
/// reproducible (except for messages about exhausted time budgets).
enum FailureReport {
    static func failure<Value>(
        name: String, seed: Seed, testName: String, failure: CheckResult<Value>.Failure, origin: CaseOrigin,
        replayed: ReplayToken?, warnings: [String], corpusNote: String?
    ) -> String {
        // Only random cases come from the seed; naming it for the others would suggest it reproduces them.
        let seedNote = origin.caseNumber == nil ? "" : " (seed \(seed))"
        var lines = ["Property \"\(name)\" failed on \(failure.origin)\(seedNote)."]
        lines.append("Reason: \(failure.reason)")
        if failure.isFlaky {
            lines.append(
                "Flaky: one case gave two verdicts (failed, then passed). The property depends on more than its "
                    + "input: state kept between runs, timing, or randomness of its own. Replaying may not reproduce it."
            )
        }
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
        switch origin {
        case .random:
            // The corpus may now hold this very failure (or another), which would fail first.
            lines.append("Rerun the whole run (its random cases, skipping the corpus):")
            lines.append("  LAWCHECK_SEED=\(seed) LAWCHECK_CORPUS=skip swift test --filter \(testName)")
        case .corpus(let path, let line):
            lines.append(
                "The case is corpus entry \(path):\(line), which every run replays first: the test fails on it until fixed."
            )
        case .replayToken:
            lines.append(
                "The case came from LAWCHECK_REPLAY=\(replayed.map(String.init(describing:)) ?? "?"), not from a seed.")
        case .guided:
            lines.append(
                "The case came from a coverage-guided fuzzer's input, not from a seed: the replay token reproduces it.")
        }
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
