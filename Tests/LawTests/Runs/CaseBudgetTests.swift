import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Runs: the per-case budget stops a runaway operator")
struct CaseBudgetTests {
    static func configuration(maxCaseSteps: Int = 2_000) -> Configuration {
        var configuration = lawConfiguration(iterations: 30)
        configuration.maxCaseSteps = maxCaseSteps
        return configuration
    }

    @Test("an interval whose timer never stops fails its law with the budget reason instead of hanging")
    func timerThatNeverStops() throws {
        let result = OperatorLaws.interval.run(configuration: Self.configuration()) {
            RunawayPlantedBugs.intervalNeverStopping($0, $1)
        }
        #expect(result.status == .failed)
        let failure = try #require(result.failure)
        #expect(failure.reason.contains("more than 2000 scheduled actions in one case: a timer that never stops?"))
        // It shrinks like any failure: one value taken (take(0) never subscribes), the shortest period.
        #expect(failure.minimal.n == 1 && failure.minimal.x == 0)
        #expect(result.report.contains("Replay the minimal case"))
    }

    @Test("the resource law of a runaway timer fails with the budget reason too")
    func runawayResources() throws {
        let result = OperatorLaws.interval.run(.resources, configuration: Self.configuration()) {
            RunawayPlantedBugs.intervalNeverStopping($0, $1)
        }
        #expect(try #require(result.failure).reason.contains("a timer that never stops?"))
    }

    @Test("the library's interval stays well within the budget")
    func intervalWithinBudget() {
        #expect(
            OperatorLaws.interval.run(configuration: Self.configuration(maxCaseSteps: 200)) {
                Signal.interval($0, on: $1)
            }.passed)
    }

    @Test("a case over its real-time budget fails with that reason")
    func realTimeBudget() throws {
        var configuration = Self.configuration(maxCaseSteps: .max)
        configuration.maxCaseTime = .milliseconds(50)
        let result = OperatorLaws.interval.run(configuration: configuration) {
            RunawayPlantedBugs.intervalNeverStopping($0, $1)
        }
        #expect(try #require(result.failure).reason.contains("of real time in one case"))
    }

    @Test("outside a property run a replay spends no budget and runs to the end")
    func noBudgetOutsideARun() {
        #expect(CaseBudget.current == nil)
        let schedule = Schedule(
            sources: [SourceScript(isHot: false, values: [(time: 1, value: 3)], terminal: .completed(at: 2))],
            subscribeAt: 0, disposeAt: nil, resubscribeAt: nil)
        #expect(schedule.trace { $0[0] }.values == [3])
    }
}
