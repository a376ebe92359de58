import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// Each rule of ``LawSemantics`` changes the model of the laws it names, on a
/// concrete schedule, and RAC's own operators keep passing under RAC's rules
/// (and are caught under Combine's, where the rule is what differs).
@Suite("Semantics: the models follow the rule set")
struct SemanticsModelTests {
    /// The model's trace of `law` under `semantics` on `schedule` with
    /// parameters `n` and `p = x < threshold` (the model side of a law never
    /// calls `operator`).
    static func model<Operator>(
        _ law: OperatorLaw<Operator>, _ semantics: LawSemantics, _ schedule: Schedule, n: Int = 0, threshold: Int = 0,
        _ operator: Operator
    ) -> String {
        law.under(semantics).law(`operator`).rhs(input(schedule, n: n, threshold: threshold)).description
    }

    static func input(_ schedule: Schedule, n: Int = 0, threshold: Int = 0) -> LawInput<Schedule> {
        LawInput(
            sample: schedule, f: IntFunction(multiplier: 1, offset: 0), g: IntFunction(multiplier: 1, offset: 0),
            k: StreamFunction([]), h: StreamFunction([]), x: 0, n: n, p: IntPredicate(threshold: threshold))
    }

    static func source(_ values: [(time: Int, value: Int)], _ terminal: SourceScript.Terminal?) -> SourceScript {
        SourceScript(values: values, terminal: terminal)
    }

    @Test("delay: RAC fails at once, dropping what is still delayed; Combine delays the failure too")
    func delayedFailure() {
        let schedule = Schedule(sources: [Self.source([(0, 1)], .failed(at: 1))])
        #expect(
            Self.model(OperatorLaws.delay, .reactiveCocoa, schedule, n: 2) { $0.delay($1, on: $2) }
                == "^0 TestFailure(a)@1")
        #expect(
            Self.model(OperatorLaws.delay, .combine, schedule, n: 2) { $0.delay($1, on: $2) }
                == "^0 1@2 TestFailure(a)@3")
    }

    @Test("debounce (RAC's throttle): RAC flushes the pending value on completion; Combine drops it")
    func pendingValue() {
        let schedule = Schedule(sources: [Self.source([(0, 1)], .completed(at: 1))])
        #expect(
            Self.model(OperatorLaws.throttle, .reactiveCocoa, schedule, n: 3) { $0.throttle($1, on: $2) }
                == "^0 1@1 completed@1")
        #expect(
            Self.model(OperatorLaws.throttle, .combine, schedule, n: 3) { $0.throttle($1, on: $2) } == "^0 completed@1")
        #expect(
            Self.model(OperatorLaws.throttle, .asyncSequence, schedule, n: 3) { $0.throttle($1, on: $2) }
                == "^0 1@1 completed@1")
    }

    @Test("take(until:): RAC ends at the trigger's completion; Combine goes on")
    func triggerCompletionTake() {
        let schedule = Schedule(sources: [
            Self.source([(0, 1), (2, 2)], .completed(at: 3)), Self.source([], .completed(at: 1)),
        ])
        #expect(
            Self.model(OperatorLaws.takeUntilSignal, .reactiveCocoa, schedule) { $0.take(until: $1) }
                == "^0 1@0 completed@1")
        #expect(
            Self.model(OperatorLaws.takeUntilSignal, .combine, schedule) { $0.take(until: $1) }
                == "^0 1@0 2@2 completed@3")
    }

    @Test("skip(until:): RAC opens at the trigger's completion; Combine ends with it, failure included")
    func triggerCompletionSkip() {
        let completing = Schedule(sources: [
            Self.source([(0, 1), (2, 2)], .completed(at: 3)), Self.source([], .completed(at: 1)),
        ])
        #expect(
            Self.model(OperatorLaws.skipUntilSignal, .reactiveCocoa, completing) { $0.skip(until: $1) }
                == "^0 2@2 completed@3")
        #expect(
            Self.model(OperatorLaws.skipUntilSignal, .combine, completing) { $0.skip(until: $1) } == "^0 completed@1")
        let failing = Schedule(sources: [
            Self.source([(0, 1), (2, 2)], .completed(at: 3)), Self.source([], .failed(at: 1)),
        ])
        #expect(
            Self.model(OperatorLaws.skipUntilSignal, .reactiveCocoa, failing) { $0.skip(until: $1) } == "^0 completed@3"
        )
        #expect(
            Self.model(OperatorLaws.skipUntilSignal, .combine, failing) { $0.skip(until: $1) } == "^0 TestFailure(b)@1")
    }

    @Test("a late subscriber to a finished plain share: RAC gives it nothing; Combine the completion, at once")
    func lateSubscriber() {
        let schedule = Schedule(sources: [Self.source([(0, 1)], .completed(at: 1))], resubscribeAt: 2)
        let input = Self.input(schedule)
        let rac = OperatorLaws.publishAutoconnect.law { $0 }.rhs(input)
        let combine = OperatorLaws.publishAutoconnect.under(.combine).law { $0 }.rhs(input)
        #expect(rac.resubscriptions.map(\.description) == ["^2"])
        #expect(combine.resubscriptions.map(\.description) == ["^2 completed@2"])
        #expect(rac.entries == combine.entries && rac.description.hasPrefix("^0 1@0 completed@1"), "\(rac)")
    }

    @Test("a subscriber after a share's last one left: RAC's autoconnect never reconnects; Combine's does")
    func reconnection() {
        let schedule = Schedule(
            sources: [Self.source([(0, 1), (3, 2)], .completed(at: 4))], subscribeAt: 0, disposeAt: 1, resubscribeAt: 2)
        let input = Self.input(schedule)
        let rac = OperatorLaws.publishAutoconnect.law { $0 }.rhs(input)
        let combine = OperatorLaws.publishAutoconnect.under(.combine).law { $0 }.rhs(input)
        #expect(rac.resubscriptions.map(\.description) == ["^2"])
        #expect(combine.resubscriptions.map(\.description) == ["^2 1@2 2@3 completed@4"])
    }

    @Test("any/all on a failing source: RAC answers false; Combine fails")
    func verdictOnFailure() {
        let schedule = Schedule(sources: [Self.source([(0, 5)], .failed(at: 1))])
        #expect(
            Self.model(OperatorLaws.allFailable, .reactiveCocoa, schedule, threshold: 9) { $0.all($1).promoteFailure() }
                == "^0 0@1 completed@1")
        #expect(
            Self.model(OperatorLaws.allFailable, .combine, schedule, threshold: 9) { $0.all($1).promoteFailure() }
                == "^0 TestFailure(a)@1")
        #expect(
            Self.model(OperatorLaws.anyPassing, .combine, schedule, threshold: 1) { $0.any($1) }
                == "^0 TestFailure(a)@1")
    }

    @Test("timeout: RAC's deadline counts from the subscription; Combine's restarts at each value")
    func timeoutTimer() {
        let schedule = Schedule(sources: [Self.source([(1, 1), (2, 2)], .completed(at: 4))])
        #expect(
            Self.model(OperatorLaws.timeout, .reactiveCocoa, schedule, n: 2) {
                $0.timeout(after: $1, on: $2, raising: $3)
            } == "^0 1@1 TestFailure(z)@2")
        #expect(
            Self.model(OperatorLaws.timeout, .combine, schedule, n: 2) { $0.timeout(after: $1, on: $2, raising: $3) }
                == "^0 1@1 2@2 completed@4")
    }

    @Test("take(n)/element(at:): RAC completes with the n-th value; Combine at the next one")
    func countCompletion() {
        let schedule = Schedule(sources: [Self.source([(0, 1), (1, 2), (3, 3)], nil)])
        #expect(
            Self.model(OperatorLaws.take, .reactiveCocoa, schedule, n: 2) { $0.take($1) } == "^0 1@0 2@1 completed@1")
        #expect(Self.model(OperatorLaws.take, .combine, schedule, n: 2) { $0.take($1) } == "^0 1@0 2@1 completed@3")
        #expect(Self.model(OperatorLaws.take, .reactiveCocoa, schedule, n: 0) { $0.take($1) } == "^0 completed@0")
        #expect(Self.model(OperatorLaws.take, .combine, schedule, n: 0) { $0.take($1) } == "^0 completed@0")
        #expect(
            Self.model(OperatorLaws.elementAt, .reactiveCocoa, schedule, n: 1) { $0.element(at: $1) }
                == "^0 2@1 completed@1")
        #expect(
            Self.model(OperatorLaws.elementAt, .combine, schedule, n: 1) { $0.element(at: $1) } == "^0 2@1 completed@3")
    }

    @Test("RAC's operators keep every rule's law under RAC's rules")
    func racUnderRAC() {
        OperatorLaws.delay.under(.reactiveCocoa).check { $0.delay($1, on: $2) }
        OperatorLaws.throttle.under(.reactiveCocoa).check { $0.throttle($1, on: $2) }
        OperatorLaws.takeUntilSignal.under(.reactiveCocoa).check { $0.take(until: $1) }
        OperatorLaws.skipUntilSignal.under(.reactiveCocoa).check { $0.skip(until: $1) }
        OperatorLaws.publishAutoconnect.under(.reactiveCocoa).check { $0.publish().autoconnect() }
        OperatorLaws.all.under(.reactiveCocoa).check { $0.all($1) }
        OperatorLaws.allFailable.under(.reactiveCocoa).check { $0.all($1).promoteFailure() }
        OperatorLaws.timeout.under(.reactiveCocoa).check { $0.timeout(after: $1, on: $2, raising: $3) }
        OperatorLaws.take.under(.reactiveCocoa).check { $0.take($1) }
        OperatorLaws.elementAt.under(.reactiveCocoa).check { $0.element(at: $1) }
    }

    @Test("the Combine rule set catches RAC's operators exactly where a rule differs")
    func racUnderCombine() {
        OperatorLaws.delay.under(.combine).expectFailure { $0.delay($1, on: $2) }
        OperatorLaws.throttle.under(.combine).expectFailure { $0.throttle($1, on: $2) }
        OperatorLaws.takeUntilSignal.under(.combine).expectFailure { $0.take(until: $1) }
        OperatorLaws.skipUntilSignal.under(.combine).expectFailure { $0.skip(until: $1) }
        #expect(!OperatorLaws.publishAutoconnect.under(.combine).run { $0.publish().autoconnect() }.passed)
        OperatorLaws.allFailable.under(.combine).expectFailure { $0.all($1).promoteFailure() }
        OperatorLaws.timeout.under(.combine).expectFailure { $0.timeout(after: $1, on: $2, raising: $3) }
        OperatorLaws.take.under(.combine).expectFailure { $0.take($1) }
        OperatorLaws.elementAt.under(.combine).expectFailure { $0.element(at: $1) }
    }
}
