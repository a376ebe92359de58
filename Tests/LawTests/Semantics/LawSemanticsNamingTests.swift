import Reactive
import ReactiveLaws
import Testing

@Suite("Semantics: a law names the rules it is checked under")
struct LawSemanticsNamingTests {
    @Test("RAC's rules keep a law's property name, so its corpus file; others add theirs")
    func propertyNames() {
        let take = OperatorLaws.take
        #expect(take.semantics == .reactiveCocoa)
        let harness = take.harness.name
        #expect(take.propertyName == "\(harness) slice models: take")
        #expect(take.under(.reactiveCocoa).propertyName == take.propertyName)
        #expect(take.under(.combine).propertyName == "\(harness) slice models under Combine: take")
        #expect(take.under(.asyncSequence).propertyName == "\(harness) slice models under AsyncSequence: take")
        let share = OperatorLaws.publishAutoconnect
        #expect(share.propertyName == "\(share.harness.name) multicast models: publish autoconnect")
        #expect(
            share.under(.combine).propertyName
                == "\(share.harness.name) multicast models under Combine: publish autoconnect")
    }

    @Test(
        "the presets differ from RAC's in every rule Combine documents otherwise; a set of one's own names its differences"
    )
    func presets() {
        let (rac, combine) = (LawSemantics.reactiveCocoa, LawSemantics.combine)
        #expect(rac.delayedFailure != combine.delayedFailure)
        #expect(rac.pendingValueOnCompletion != combine.pendingValueOnCompletion)
        #expect(rac.triggerCompletion != combine.triggerCompletion)
        #expect(rac.lateSubscriber != combine.lateSubscriber)
        #expect(rac.reconnection != combine.reconnection)
        #expect(rac.verdictOnFailure != combine.verdictOnFailure)
        #expect(rac.timeoutTimer != combine.timeoutTimer)
        #expect(rac.countCompletion != combine.countCompletion)
        var own = LawSemantics.reactiveCocoa
        own.delayedFailure = .delayed
        own.timeoutTimer = .restartsAtEachValue
        #expect(own.name == "custom(delayedFailure: delayed, timeoutTimer: restartsAtEachValue)")
        #expect(
            OperatorLaws.take.under(own).propertyName.hasSuffix(
                "under custom(delayedFailure: delayed, timeoutTimer: restartsAtEachValue): take"))
    }
}
