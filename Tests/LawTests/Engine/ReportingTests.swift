import LawCheck
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Collects reports instead of failing a test.
final class CollectingReporter: FailureReporter {
    private let messages = Mutex<[(message: String, line: UInt)]>([])

    func reportFailure(_ message: String, at site: CallSite) {
        messages.withLock { $0.append((message, site.line)) }
    }

    var reports: [(message: String, line: UInt)] {
        messages.withLock { $0 }
    }
}

@Suite("Reporting")
struct ReportingTests {
    @Test("a failing check records a Swift Testing issue at the caller's line")
    func sourceLocation() {
        let expectedLine = #line + 4
        withKnownIssue {
            var configuration = testConfiguration(seed: 11)
            configuration.recordsCorpus = false
            check("always small", Gen<Int>.int(in: 0...100), configuration: configuration) { x in x < 50 }
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine && issue.sourceLocation?.fileName == "ReportingTests.swift"
                && String(describing: issue).contains("Minimal counterexample:\n  50")
        }
    }

    @Test("#expect inside a property counts as a failure and is shrunk")
    func expectationsInsideProperties() {
        let expectedLine = #line + 2
        withKnownIssue {
            check("expect", Gen<Int>.int(in: 0...100), configuration: testConfiguration(seed: 5)) { (x: Int) in
                #expect(x < 30)
            }
        } matching: { issue in
            // The property's own #expect issues are captured per case; only
            // the final report reaches the test.
            issue.sourceLocation?.line == expectedLine
                && String(describing: issue).contains("Minimal counterexample:\n  30")
        }
    }

    @Test("an injected reporter receives the report and the call site")
    func injectedReporter() {
        let reporter = CollectingReporter()
        let line = #line + 1
        let result = check("injected", Gen<Bool>.bool, configuration: testConfiguration(), reporter: reporter) {
            $0 == false
        }
        #expect(result.status == .failed)
        #expect(reporter.reports.count == 1)
        #expect(reporter.reports.first?.line == UInt(line))
        #expect(reporter.reports.first?.message == result.report)
        let passing = check("passing", Gen<Bool>.bool, configuration: testConfiguration(), reporter: reporter) { _ in
            true
        }
        #expect(passing.passed && reporter.reports.count == 1)
    }

    @Test("values print deterministically: sorted sets and dictionaries, multi-line when long")
    func printing() {
        #expect(ValuePrinter.singleLine(Set([3, 1, 2])) == "Set([1, 2, 3])")
        #expect(ValuePrinter.singleLine(["b": 2, "a": 1]) == "[\"a\": 1, \"b\": 2]")
        #expect(ValuePrinter.singleLine([Int]?.none as Any) == "nil")
        #expect(ValuePrinter.singleLine((1, "x")) == "(1, \"x\")")
        struct Point {
            let x: Int
            let y: Int
        }
        #expect(ValuePrinter.singleLine(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
        let long = ValuePrinter.pretty(Array(repeating: 123_456_789, count: 12))
        #expect(long.hasPrefix("[\n  123456789,\n"))
        #expect(long.hasSuffix("\n]"))
    }

    @Test("labels give a distribution and unmet coverage fails the run")
    func coverage() {
        var showing = testConfiguration()
        showing.showsDistribution = true
        let labelled = runCheck(
            "labels", Gen<Int>.int(in: 0...9), configuration: showing,
            classify: [.label { $0 < 5 ? "low" : "high" }, .cover(5, "zero") { $0 == 0 }]
        ) { _ in true }
        // 0 is the simplest value and an edge, so it is common enough here.
        #expect(labelled.status == .passed, "\(labelled.report)")
        #expect(Set(labelled.labels.map(\.label)) == ["low", "high", "zero"])
        #expect(labelled.labels.map(\.count).reduce(0, +) > 100)
        #expect(labelled.report.contains("Label distribution:"))
        let quiet = runCheck(
            "quiet labels", Gen<Int>.int, configuration: testConfiguration(), classify: [.label { _ in "any" }]
        ) { _ in true }
        #expect(quiet.labels == [LabelCount(label: "any", count: 100)])
        #expect(!quiet.report.contains("Label distribution:"))

        let uncovered = runCheck(
            "rare", Gen<Int>.int(in: 0...1000), configuration: testConfiguration(),
            classify: [.cover(50, "exactly 7") { $0 == 7 }]
        ) { _ in true }
        #expect(uncovered.status == .unhealthy)
        #expect(uncovered.problem?.contains("were \"exactly 7\" but 50.0% are required") == true)
    }

    @Test("too large data and too slow generation are health failures")
    func health() {
        var small = testConfiguration()
        small.maxChoices = 5
        let large = runCheck("large", Gen<Int>.int.array(count: 10...20), configuration: small) { _ in true }
        #expect(large.status == .unhealthy)
        #expect(large.problem?.contains("data too large") == true)

        var impatient = testConfiguration()
        impatient.maxGenerationTime = .nanoseconds(1)
        let slow = runCheck("slow", Gen<Int>.int.array(count: 50...60), configuration: impatient) { _ in true }
        #expect(slow.status == .unhealthy)
        #expect(slow.problem?.contains("generation too slow") == true)
    }

    @Test("a generator stalled by the machine, not by its own work, is not too slow: the check counts CPU time")
    func stalledGeneratorIsHealthy() {
        var patient = testConfiguration()
        patient.maxGenerationTime = .milliseconds(20)
        // Waiting stands for a loaded machine descheduling the process: wall time passes, CPU time does not.
        let stalled = Gen<Int>.int(in: 0...9).map { value -> Int in
            usleep(50_000)
            return value
        }
        let result = runCheck("stalled", stalled, iterations: 3, configuration: patient) { _ in true }
        #expect(result.status == .passed, Comment(rawValue: result.report))
    }
}
