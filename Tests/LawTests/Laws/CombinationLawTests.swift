import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: several sources")
struct LawsCombinationTests {
    @Test("merge and concat of several sources agree with RAC's flatten definitions")
    func combination() {
        let harness = StreamHarness.signal(schedules: .schedule(sources: 2...3))
        let results = harness.check(harness.signalCombination, iterations: 80)
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0.passed })
    }
}
