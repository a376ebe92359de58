import Reactive
import ReactiveLaws

/// A copy of the filter-of-a-filter fusion (`SignalFusion` with both
/// predicates, run by the `FilterStage` or `FilteredMapStage` built on it)
/// whose combined predicate keeps only the outer filter's test when a third
/// stage fuses in: `filter → filter → map` tests the first predicate alone.
enum FilterChainDroppingInner {
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
            case .failed(let failure): output = .failed(failure)
            case .completed: output = .completed
            }
            downstream.send(output)
        }
    }

    /// Runs `filter → filter → map` as one `FilteredMapStage`.
    static let builder = SignalPipelineBuilder.replacing { stages, upstream in
        let at = stages.startIndex
        guard stages.count >= 3, let first = stages[at].filterPredicate, stages[at + 1].filterPredicate != nil,
            let f = stages[at + 2].mapTransform
        else { return nil }
        // The slip: `{ first($0) && second($0) }` lost its second half.
        let combined: @Sendable (Int) -> Bool = { first($0) }
        return (3, upstream.planted { Stage(combined, f.callAsFunction, $0) })
    }
}
