import CombineLaws
import LawCheck
import OpenCombine
import ReactiveLaws
import Testing

/// What the checks found beyond the four known bugs (README.md, "Findings"):
/// asserted as caught, so a fix in OpenCombine shows up here as a failure.
/// The laws that hold are checked as usual.
@Suite("Other findings")
struct FindingTests {
    static let zip: OperatorLaws.PairingOperator = { $0.publisher.zip($1.publisher).signal() }

    @Test("zip: demand returned from receive(_:) reaches only the upstream whose value completed the pair")
    func zipLosesReturnedDemand() {
        let laws = OperatorLaws.zipWith.under(.combine)
        laws.checkAll(Self.zip)
        let results = laws.runDemand(Self.zip)
        #expect(results[0].passed, "never more values than requested")
        #expect(!results[1].passed, "returned demand: the other upstream is never asked for more")
        #expect(results[2].passed, "demand requested re-entrantly reaches every upstream")
        #expect(results[1].report.contains("returned from receive(_:)"))
    }

    @Test("zip of three and zip with a transform: every other law holds")
    func zipForms() {
        OperatorLaws.zipReducing.under(.combine).checkAll { $0.publisher.zip($1.publisher, $2).signal() }
        OperatorLaws.zipOfMany.under(.combine).checkAll { ss in
            switch ss.count {
            case 0: Empty<[Int], TestFailure>().signal()  // Combine has no zip of nothing: the empty publisher
            case 2: ss[0].publisher.zip(ss[1].publisher).map { [$0, $1] }.signal()
            default: ss[0].publisher.zip(ss[1].publisher, ss[2].publisher).map { [$0, $1, $2] }.signal()
            }
        }
    }

    @Test("subscribe(on:) cancels its upstream on its scheduler, after the output's disposal returned")
    func subscribeOnCancelsLater() {
        let subscribeOn: OperatorLaws.SchedulingOperator = {
            $0.publisher.subscribe(on: VirtualTimeScheduler($1)).signal()
        }
        let laws = OperatorLaws.subscribeOn.under(.combine)
        #expect(laws.expectFailure(.resources, subscribeOn).report.contains("still open when the output's disposal"))
        laws.check(.model, subscribeOn)
        laws.check(.subscriptions, subscribeOn)
    }
}
