import LawCheck
import XCTest

/// XCTest reporting. corelibs-xctest on Linux has no `XCTExpectFailure`, so
/// the test overrides `recordFailure` (which `XCTFail` ends in) to capture
/// the failure instead of failing.
final class XCTestReportingTests: XCTestCase {
    private var recorded: [(description: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            recorded.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testFailingCheckCallsXCTFailAtTheCallSite() {
        XCTAssertFalse(AutomaticReporter.inSwiftTesting)
        capturing = true
        let line = #line + 1
        let result = check("xctest", Gen<Int>.int(in: 0...100), configuration: testConfiguration(seed: 2)) { $0 < 10 }
        capturing = false
        XCTAssertEqual(result.failure?.minimalDescription, "10")
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertTrue(recorded.first?.description.contains("Minimal counterexample:\n  10") ?? false)
    }

    func testPassingCheckReportsNothing() {
        capturing = true
        let result = check("xctest passing", Gen<Int>.int, configuration: testConfiguration()) { _ in true }
        capturing = false
        XCTAssertTrue(result.passed)
        XCTAssertTrue(recorded.isEmpty)
    }
}
