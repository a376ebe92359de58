import LawCheck
import Reactive
import ReactiveLaws
import Synchronization
import Testing

/// A property whose verdict depends on more than its input is reported as
/// flaky, with the reason its first failing case gave — never an empty reason.
@Suite("Reporting: flaky properties")
struct FlakyReportTests {
    /// A count shared by every evaluation of a property: the planted flakiness.
    final class Calls: Sendable {
        let count = Mutex(0)
        func next() -> Int {
            count.withLock {
                $0 += 1
                return $0
            }
        }
    }

    @Test("a property that fails once and then passes is reported as flaky, with the first reason")
    func failsOnce() throws {
        let calls = Calls()
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(0x1A5)
        let result = runCheck("fails on its third call only", Gen<Int>.int(in: 0...100), configuration: configuration) {
            _ in
            calls.next() != 3
        }
        let failure = try #require(result.failure)
        #expect(failure.isFlaky)
        #expect(failure.reason.hasPrefix("flaky: "))
        #expect(failure.reason.hasSuffix("the first failing case failed with: returned false"))
        #expect(result.report.contains("Flaky: one case gave two verdicts (failed, then passed)."))
    }

    @Test("a deterministic failure is not called flaky")
    func deterministic() throws {
        var configuration = Configuration(profile: .ci)
        configuration.seed = Seed(0x1A5)
        let result = runCheck("below 50", Gen<Int>.int(in: 0...100), configuration: configuration) { $0 < 50 }
        let failure = try #require(result.failure)
        #expect(!failure.isFlaky && failure.reason == "returned false")
        #expect(!result.report.contains("Flaky"))
    }

    /// A `take` that counts across every output it ever made, so that one
    /// schedule's verdict depends on the runs before it.
    static func takeCountingForever(_ calls: Calls) -> OperatorLaws.CountOperator {
        { source, count in
            Signal.defer { calls.next() % 7 == 0 ? source.take(count + 1) : source.take(count) }
        }
    }

    @Test("a law on an operator with state across runs reports flaky, naming the law that broke")
    func flakyOperator() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.take.expectFailure(configuration: configuration, Self.takeCountingForever(Calls()))
        let failure = try #require(result.failure)
        #expect(!failure.reason.isEmpty)
        // Whichever way the shrink ended, the first reason names the broken law.
        #expect(result.report.contains("law \"take\" of slice models broken"))
    }
}
