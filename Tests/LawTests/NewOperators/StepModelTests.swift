import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// Laws of new operators from step models: each operator is checked by its
/// model, resource and per-subscription laws, and each planted bug is caught.
@Suite("Step models")
struct StepModelTests {
    @Test func pairwiseObeysItsStepModel() {
        let pairwise = OperatorLaw.stepModel("pairwise", initial: nil as Int?) { last, value in
            (value, last.map { [Pair($0, value)] } ?? [])
        }
        pairwise.checkAll { PairwiseKeepingFirst.pairwise($0, keepingFirst: false) }
        pairwise.expectFailure { PairwiseKeepingFirst.pairwise($0, keepingFirst: true) }
    }

    @Test func bufferCountObeysItsStepModel() {
        BufferCountDroppingPartial.law.checkAll {
            BufferCountDroppingPartial.bufferCount($0, $1, droppingPartial: false)
        }
    }

    @Test func aBufferCountDroppingThePartialArrayIsCaught() {
        BufferCountDroppingPartial.law.expectFailure {
            BufferCountDroppingPartial.bufferCount($0, $1, droppingPartial: true)
        }
    }

    @Test func debounceObeysItsTimedStepModel() {
        DebounceDroppingOnCompletion.law.checkAll {
            DebounceDroppingOnCompletion.debounce($0, $1, on: $2, droppingOnCompletion: false)
        }
    }

    @Test func aDebounceDroppingTheWaitingValueOnCompletionIsCaught() {
        DebounceDroppingOnCompletion.law.expectFailure {
            DebounceDroppingOnCompletion.debounce($0, $1, on: $2, droppingOnCompletion: true)
        }
    }

    /// Early completion, at the subscription and after a value: `take(n)` as a step model.
    @Test func takeIsAStepModelThatCompletesEarly() {
        let take = OperatorLaw.stepModel("take", counts: 0...3) { count in
            StepModel(initial: 0, completesWhen: { $0 >= count }) { taken, value in (taken + 1, [value]) }
        }
        take.checkAll { source, count in source.take(count) }
        take.expectFailure { source, count in source.take(count + 1) }
    }

    /// A model built from the law's other parameters: `filter(p)` with its predicate.
    @Test func aStepModelUsesTheLawsParameters() {
        let filter = OperatorLaw<OperatorLaws.PredicateOperator>.stepModel(
            "filter by step", "s.filter(p) ≡ its step model", uses: [.p],
            apply: { filter, source, input in filter(source, input.p.callAsFunction) }
        ) { input in
            StepModel(initial: ()) { _, value in ((), input.p(value) ? [value] : []) }
        }
        filter.checkAll { source, predicate in source.filter(predicate) }
        filter.expectFailure { source, predicate in source.filter { !predicate($0) } }
    }

    /// The failure rule is part of the model: `bufferCount` drops its partial
    /// array on a failure, so a model flushing it first must fail.
    @Test func aModelThatFlushesOnFailureSeesAnOperatorThatDoesNot() {
        let flushing = OperatorLaw.stepModel("bufferCount flushing on failure", counts: 1...3) { count in
            StepModel(initial: [Int](), flush: { $0.isEmpty ? [] : [$0] }, onFailure: .flushesThenPasses) {
                buffer, value in
                buffer.count + 1 == count ? ([], [buffer + [value]]) : (buffer + [value], [])
            }
        }
        flushing.expectFailure { BufferCountDroppingPartial.bufferCount($0, $1, droppingPartial: false) }
    }
}

/// Laws of new operators from array models.
@Suite("Array models")
struct ArrayModelTests {
    static let bufferCount = OperatorLaw.arrayModel("bufferCount", counts: 1...3) { count, values, completed in
        stride(from: 0, to: values.count, by: count).map { Array(values[$0..<min($0 + count, values.count)]) }
            .filter { completed || $0.count == count }
    }

    @Test func pairwiseObeysItsArrayModel() {
        PairwiseKeepingFirst.law.checkAll { PairwiseKeepingFirst.pairwise($0, keepingFirst: false) }
        PairwiseKeepingFirst.law.expectFailure { PairwiseKeepingFirst.pairwise($0, keepingFirst: true) }
    }

    /// The final flush is `model(all values, completed: true)` beyond `model(all values, completed: false)`.
    @Test func bufferCountFlushesWhatTheCompletedModelAdds() {
        Self.bufferCount.checkAll { BufferCountDroppingPartial.bufferCount($0, $1, droppingPartial: false) }
        Self.bufferCount.expectFailure { BufferCountDroppingPartial.bufferCount($0, $1, droppingPartial: true) }
    }
}

/// A multi-source model written over the schedule's events with `ModelLoop`,
/// checked against the catalog's `merge`.
@Suite("Event-loop models")
struct ModelLoopTests {
    // docs/OwnOperators.md shows this declaration line for line (NewOperatorReportTests), so
    // swift-format leaves its layout alone.
    // swift-format-ignore
    static let merge = OperatorLaw<@Sendable (Signal<Int, TestFailure>, Signal<Int, TestFailure>) -> Signal<Int, TestFailure>>
        .typedModel("merge by loop", "a.merge(b) ≡ loop model", sources: 2...2, apply: { merge, sources, _ in merge(sources[0], sources[1]) }) { replay, _ in
            var completed = 0
            return ModelLoop<Int>.run(replay) { loop, happening in
                switch happening {
                case .value(let value, _): loop.send(value)
                case .failed(let failure, _): loop.fail(failure)
                case .completed: completed += 1; if completed == 2 { loop.complete() }
                case .timer: break
                }
            }
        }

    @Test func mergeObeysItsLoopModel() {
        Self.merge.checkAll { a, b in a.merge(b) }
        Self.merge.expectFailure { a, b in a.merge(b.take(1)) }
    }
}
