import LawCheck
import OwnOperators
import Reactive
import ReactiveLaws
import Testing

/// A hand-written operator inside generated pipelines of Reactive's
/// operators: its model, taken from its typed law, composes with theirs, so
/// that how it meets them — synchronous terminal events, disposal order,
/// resubscription by `retry`, re-entrant sends — is checked too. One line per
/// operator; a broken law prints the minimal pipeline as code.
@Suite("Own operators inside generated pipelines")
struct OwnOperatorPipelineTests {
    @Test func myTakeAmongTheLibrarysOperators() {
        let pipelines = SignalPipelineLaw().including(
            PipelineOperator("myTake", law: OperatorLaws.take) { $0.myTake($1) })
        pipelines.check(.model)
        pipelines.check(.subscriptions)
        // This law found what myTake's own could not: `a.concat(a).myTake(1)` on a synchronous
        // `a (0|)` subscribed `a` a second time after the output ended, until myTake subscribed
        // its source with `Observer(partOf:)`.
        pipelines.check(.resources)
    }

    @Test func aTakeThatLetsOneMoreThroughIsCaughtInsidePipelines() {
        let pipelines = SignalPipelineLaw().including(
            PipelineOperator("take", law: OperatorLaws.take) { $0.take($1 + 1) })
        pipelines.expectFailure()
    }
}
