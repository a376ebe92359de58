#if canImport(Testing)
    import Testing
#endif

// `verdict(_:)` has a sync and an async overload on purpose (SE-0296): the caller's context picks one.
// swift-format-ignore: AmbiguousTrailingClosureOverload
/// Lets a property use Swift Testing expectations (`#expect`, `Issue.record`)
/// instead of returning `Bool` or throwing: while a case runs, issues are
/// captured as known issues (so a failing case does not fail the test by
/// itself) and count as the property failing. The run then reports one issue
/// with the shrunk counterexample.
@usableFromInline
enum ExpectationCapture {
    /// Collects the issues recorded while evaluating one case.
    final class Sink: @unchecked Sendable {  // lock: `issues` is only read or written with `lock` held; the matcher may
        // run on any thread
        private let lock = VisibleMutex()
        private var issues: [String] = []

        #if canImport(Testing)
            /// Keeps `issue` as a failure of the case; always matches it as known.
            func record(_ issue: Issue) -> Bool {
                lock.withLock { issues.append(String(describing: issue)) }
                return true
            }
        #endif

        /// The case's verdict: the property's own failure, else the first
        /// recorded issue, else a pass.
        func verdict(after verdict: PropertyVerdict) -> PropertyVerdict {
            if verdict.failed { return verdict }
            return lock.withLock { issues.first }.map { .failed(reason: "recorded an issue: \($0)") } ?? .passed
        }
    }

    @usableFromInline
    static func verdict(_ evaluate: () -> PropertyVerdict) -> PropertyVerdict {
        #if canImport(Testing)
            guard AutomaticReporter.inSwiftTesting else { return evaluate() }
            let sink = Sink()
            var verdict = PropertyVerdict.passed
            withKnownIssue("LawCheck case under evaluation", isIntermittent: true) {
                verdict = evaluate()
            } matching: { issue in
                sink.record(issue)
            }
            return sink.verdict(after: verdict)
        #else
            return evaluate()
        #endif
    }

    @usableFromInline
    static func verdict(_ evaluate: () async -> PropertyVerdict) async -> PropertyVerdict {
        #if canImport(Testing)
            guard AutomaticReporter.inSwiftTesting else { return await evaluate() }
            let sink = Sink()
            var verdict = PropertyVerdict.passed
            await withKnownIssue("LawCheck case under evaluation", isIntermittent: true) {
                verdict = await evaluate()
            } matching: { issue in
                sink.record(issue)
            }
            return sink.verdict(after: verdict)
        #else
            return await evaluate()
        #endif
    }
}
