import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// The two rules the swift-async-algorithms checks added, ``LawSemantics/zipFailure``
/// and ``LawSemantics/combineLatestCompletion``: each changes its models on a
/// concrete schedule, RAC's operators keep every law they change under RAC's
/// rules (Combine shares RAC's values) and are caught under `AsyncSequence`'s.
@Suite("Semantics: zip's failure and combineLatest's end")
struct CombinationRuleTests {
    typealias Model = SemanticsModelTests

    @Test("zip: RAC fails as the failure arrives; AsyncSequence once the failing source's values are paired")
    func zipFailure() {
        // b sends 1 and fails at 1; a sends 2 only at 3: RAC fails at 1, async zip pulls b's failure at 3.
        let paired = Schedule(sources: [Model.source([(3, 2)], nil), Model.source([(0, 1)], .failed(at: 1))])
        #expect(Model.model(OperatorLaws.zipWith, .reactiveCocoa, paired) { $0.zip(with: $1) } == "^0 TestFailure(b)@1")
        #expect(Model.model(OperatorLaws.zipWith, .combine, paired) { $0.zip(with: $1) } == "^0 TestFailure(b)@1")
        #expect(
            Model.model(OperatorLaws.zipWith, .asyncSequence, paired) { $0.zip(with: $1) } == "^0 21@3 TestFailure(b)@3"
        )
        // a never sends: the failure behind b's value is never asked for.
        let unpaired = Schedule(sources: [Model.source([], nil), Model.source([(0, 1)], .failed(at: 1))])
        #expect(
            Model.model(OperatorLaws.zipWith, .reactiveCocoa, unpaired) { $0.zip(with: $1) } == "^0 TestFailure(b)@1")
        #expect(Model.model(OperatorLaws.zipWith, .asyncSequence, unpaired) { $0.zip(with: $1) } == "^0")
        // A failure with nothing buffered is asked for at once, in every world.
        let empty = Schedule(sources: [Model.source([(3, 2)], nil), Model.source([], .failed(at: 1))])
        #expect(Model.model(OperatorLaws.zipWith, .asyncSequence, empty) { $0.zip(with: $1) } == "^0 TestFailure(b)@1")
    }

    @Test("combineLatest: RAC ends when every source has; AsyncSequence also when one ends without a value")
    func combineLatestCompletion() {
        let schedule = Schedule(sources: [
            Model.source([], .completed(at: 1)), Model.source([(0, 1), (2, 2)], .completed(at: 3)),
        ])
        #expect(
            Model.model(OperatorLaws.combineLatestWith, .reactiveCocoa, schedule) { $0.combineLatest(with: $1) }
                == "^0 completed@3")
        #expect(
            Model.model(OperatorLaws.combineLatestWith, .combine, schedule) { $0.combineLatest(with: $1) }
                == "^0 completed@3")
        #expect(
            Model.model(OperatorLaws.combineLatestWith, .asyncSequence, schedule) { $0.combineLatest(with: $1) }
                == "^0 completed@1")
        // A source that sent a value before it ended leaves the others combining, in every world.
        let sent = Schedule(sources: [
            Model.source([(0, 1)], .completed(at: 1)), Model.source([(2, 2)], .completed(at: 3)),
        ])
        #expect(
            Model.model(OperatorLaws.combineLatestWith, .asyncSequence, sent) { $0.combineLatest(with: $1) }
                == "^0 12@2 completed@3")
    }

    @Test("a set of one's own names the two rules where it differs from RAC's")
    func naming() {
        var own = LawSemantics.reactiveCocoa
        own.zipFailure = .whenPulled
        own.combineLatestCompletion = .whenASourceEndsEmpty
        #expect(own.name == "custom(zipFailure: whenPulled, combineLatestCompletion: whenASourceEndsEmpty)")
    }

    @Test("RAC's zip and combineLatest keep their laws under RAC's rules and are caught under AsyncSequence's")
    func racOperators() {
        OperatorLaws.zipWith.under(.reactiveCocoa).check { $0.zip(with: $1) }
        OperatorLaws.zipOfMany.under(.reactiveCocoa).check { Signal.zip($0) }
        OperatorLaws.zipReducing.under(.reactiveCocoa).check { a, b, reduce in Signal.zip(a, b) { reduce($0, $1) } }
        OperatorLaws.combineLatestWith.under(.reactiveCocoa).check { $0.combineLatest(with: $1) }
        OperatorLaws.combineLatestOfMany.under(.reactiveCocoa).check { Signal.combineLatest($0) }
        OperatorLaws.combineLatestReducing.under(.reactiveCocoa).check { a, b, reduce in
            Signal.combineLatest(a, b) { reduce($0, $1) }
        }
        OperatorLaws.zipWith.under(.asyncSequence).expectFailure { $0.zip(with: $1) }
        OperatorLaws.combineLatestWith.under(.asyncSequence).expectFailure { $0.combineLatest(with: $1) }
    }
}
