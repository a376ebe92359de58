import Reactive
import ReactiveLaws

/// A copy of `FilteredScanStage` (a scan on a filter, one stage) that
/// reduces the running value before testing the predicate, so rejected
/// values still count.
enum FilteredScanReducingFirst {
    final class Stage: PlantedStage {
        let isIncluded: @Sendable (Int) -> Bool
        let reduce: @Sendable (Int, Int) -> Int
        let downstream: Observer<Int, TestFailure>
        let running: PlantedState<Int>

        init(
            _ isIncluded: @escaping @Sendable (Int) -> Bool, _ start: Int,
            _ reduce: @escaping @Sendable (Int, Int) -> Int,
            _ downstream: Observer<Int, TestFailure>
        ) {
            self.isIncluded = isIncluded
            self.reduce = reduce
            self.downstream = downstream
            running = PlantedState(start)
        }

        func receive(_ event: Event<Int, TestFailure>) {
            let output: Event<Int, TestFailure>
            switch event {
            case .next(let value):
                let next = running.with {
                    $0 = reduce($0, value)
                    return $0
                }  // the slip: before the test
                if !isIncluded(value) { return }
                output = .next(next)
            case .failed(let failure): output = .failed(failure)
            case .completed: output = .completed
            }
            downstream.send(output)
        }
    }

    /// Runs `filter → scan` in this stage.
    static let builder = SignalPipelineBuilder.replacing { stages, upstream in
        let at = stages.startIndex
        guard stages.count >= 2, let p = stages[at].filterPredicate, let (start, r) = stages[at + 1].scanParts else {
            return nil
        }
        return (2, upstream.planted { Stage(p.callAsFunction, start, r.callAsFunction, $0) })
    }
}
