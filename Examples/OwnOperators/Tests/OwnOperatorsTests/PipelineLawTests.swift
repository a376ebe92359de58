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
        let pipelines = SignalPipelineLaw().including(PipelineOperator("myTake", law: OperatorLaws.take) { $0.myTake($1) })
        pipelines.check(.model)
        pipelines.check(.subscriptions)
        // Found by this law, not by myTake's own: `a.concat(a).myTake(1)` on a synchronous
        // `a (0|)` subscribes `a` a second time after the output ended, since myTake adds
        // its source's subscription to its lifetime only once `subscribe` returns, and so
        // cannot stop a concat that goes on synchronously. Kept visible until myTake is fixed.
        withKnownIssue("myTake cannot dispose a source that is still subscribing", isIntermittent: true) {
            pipelines.check(.resources)
        }
    }

    @Test func aTakeThatLetsOneMoreThroughIsCaughtInsidePipelines() {
        let pipelines = SignalPipelineLaw().including(PipelineOperator("take", law: OperatorLaws.take) { $0.take($1 + 1) })
        pipelines.expectFailure()
    }
}
