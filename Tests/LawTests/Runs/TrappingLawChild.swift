import Foundation
import LawCheck
import Reactive
import ReactiveLaws
import XCTest

/// Law checks for ``PackageFuzzTests`` to run in a child process (they skip
/// themselves anywhere else): one that holds, and one whose operator traps on
/// some cases, which ends the process in the middle of its law; and the
/// child of an isolated ``NightlyRun`` over ``nightlyLaws``.
final class TrappingLawChild: XCTestCase {
    static let variable = "LAWCHECK_TRAPPING_CHILD"

    /// The laws of the isolated nightly run: the first traps on most cases, the second holds.
    static let nightlyLaws = [
        CatalogLaw(name: "nightly test: traps", inputs: Gen<Int>.int(in: 0...1_000)) { value in
            if value > 100 { fatalError("a planted trap: \(value)") }
            return true
        },
        CatalogLaw(name: "nightly test: holds", inputs: Gen<Int>.int(in: 0...1_000)) { $0 >= 0 },
    ]
    /// The isolated nightly run's seed.
    static let nightlySeed = Seed(0x1A5)

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment[Self.variable] == "1" else {
            throw XCTSkip("run as a child process by PackageFuzzTests")
        }
    }

    func testHoldingLaw() {
        OperatorLaws.skip.check { source, count in source.skip(count) }
    }

    /// The child of the isolated nightly run: runs the law `LAWCHECK_NIGHTLY_LAW` names,
    /// with the corpus `LAWCHECK_CORPUS_DIR` names, as lawcheck-nightly's child does.
    func testNightlyLaw() throws {
        let environment = ProcessInfo.processInfo.environment
        let launch = try XCTUnwrap(NightlyLawLaunch(environment: environment))
        let run = NightlyRun(
            laws: Self.nightlyLaws, budget: .seconds(60), seed: Self.nightlySeed,
            corpusDirectory: environment["LAWCHECK_CORPUS_DIR"])
        run.run(launch) { print($0) }
    }

    func testTrappingLaw() {
        OperatorLaws.take.check { source, count in
            if count == 2 { fatalError("a planted trap: take(2)") }
            return source.take(count)
        }
    }
}
