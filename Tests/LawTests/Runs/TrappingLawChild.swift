import Foundation
import LawCheck
import Reactive
import ReactiveLaws
import XCTest

/// Law checks for ``PackageFuzzTests`` to run in a child process (they skip
/// themselves anywhere else): one that holds, and one whose operator traps on
/// some cases, which ends the process in the middle of its law.
final class TrappingLawChild: XCTestCase {
    static let variable = "LAWCHECK_TRAPPING_CHILD"

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment[Self.variable] == "1" else {
            throw XCTSkip("run as a child process by PackageFuzzTests")
        }
    }

    func testHoldingLaw() {
        OperatorLaws.skip.check { source, count in source.skip(count) }
    }

    func testTrappingLaw() {
        OperatorLaws.take.check { source, count in
            if count == 2 { fatalError("a planted trap: take(2)") }
            return source.take(count)
        }
    }
}
