import Reactive
import ReactiveLaws

/// A copy of `FilteredMapStage` (a map on a filter, one stage) that turns
/// its upstream's failure into a completion.
enum FilteredMapCompletingOnFailure {
    final class Stage: PlantedStage {
        let isIncluded: @Sendable (Int) -> Bool
        let transform: @Sendable (Int) -> Int
        let downstream: Observer<Int, TestFailure>

        init(
            _ isIncluded: @escaping @Sendable (Int) -> Bool, _ transform: @escaping @Sendable (Int) -> Int,
            _ downstream: Observer<Int, TestFailure>
        ) {
            self.isIncluded = isIncluded
            self.transform = transform
            self.downstream = downstream
        }

        func receive(_ event: Event<Int, TestFailure>) {
            let output: Event<Int, TestFailure>
            switch event {
            case .next(let value):
                if !isIncluded(value) { return }
                output = .next(transform(value))
            case .failed: output = .completed  // the slip: should pass the failure
            case .completed: output = .completed
            }
            downstream.send(output)
        }
    }

    /// Runs `filter → map` in this stage.
    static let builder = SignalPipelineBuilder.replacing { stages, upstream in
        let at = stages.startIndex
        guard stages.count >= 2, let p = stages[at].filterPredicate, let f = stages[at + 1].mapTransform else {
            return nil
        }
        return (2, upstream.planted { Stage(p.callAsFunction, f.callAsFunction, $0) })
    }
}
