import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// A law on outputs of one's own type numbers the values from its model's
/// output, so the numbering must follow the rules the law is checked under:
/// under other rules the model sends other values, and an operator that
/// matches them must pass.
@Suite("Typed outputs under other rules")
struct TypedOutputSemanticsTests {
    typealias Doubling = @Sendable (Signal<Int, TestFailure>) -> Signal<[Int], TestFailure>

    /// Each value as `[v]` under RAC's rules, as `[v, v]` under any rules
    /// whose counting slices complete at the next value (Combine's): a model
    /// whose values, not only their timing, depend on the rules.
    static let law = OperatorLaw<Doubling>.typedModel(
        "rule-dependent wrap", "s.map { rules ? [$0] : [$0, $0] } ≡ model",
        apply: { wrap, sources, _ in wrap(sources[0]) },
        model: { replay, _ in
            let width = replay.semantics.countCompletion == .atCountedValue ? 1 : 2
            return replay.source(0).map { TimedOutput($0.moment, $0.event.map { Array(repeating: $0, count: width) }) }
        })

    @Test func anOperatorMatchingTheModelUnderCombinesRulesPasses() {
        Self.law.under(.combine).check { $0.map { [$0, $0] } }
    }

    @Test func theSameOperatorIsCaughtUnderRACsRules() {
        Self.law.expectFailure { $0.map { [$0, $0] } }
    }
}
