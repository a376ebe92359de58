import Reactive
import ReactiveLaws

/// A copy of `MapFilterStage` (a map and the filter after it, run in the
/// map's stage) that does not test its predicate on the first value.
enum MapFilterSkippingFirstTest {
    final class Stage: PlantedStage {
        let transform: @Sendable (Int) -> Int
        let isIncluded: @Sendable (Int) -> Bool
        let downstream: Observer<Int, TestFailure>
        let seen = PlantedState(false)

        init(
            _ transform: @escaping @Sendable (Int) -> Int, _ isIncluded: @escaping @Sendable (Int) -> Bool,
            _ downstream: Observer<Int, TestFailure>
        ) {
            self.transform = transform
            self.isIncluded = isIncluded
            self.downstream = downstream
        }

        func receive(_ event: Event<Int, TestFailure>) {
            let output: Event<Int, TestFailure>
            switch event {
            case .next(let value):
                let mapped = transform(value)
                // The slip: the first value skips the test.
                let first = seen.with { seen in
                    defer { seen = true }
                    return !seen
                }
                if !first && !isIncluded(mapped) { return }
                output = .next(mapped)
            case .failed(let failure): output = .failed(failure)
            case .completed: output = .completed
            }
            downstream.send(output)
        }
    }

    /// Runs `map → filter` in this stage.
    static let builder = SignalPipelineBuilder.replacing { stages, upstream in
        guard stages.count >= 2, let f = stages[stages.startIndex].mapTransform,
            let p = stages[stages.startIndex + 1].filterPredicate
        else { return nil }
        return (2, upstream.planted { Stage(f.callAsFunction, p.callAsFunction, $0) })
    }
}
