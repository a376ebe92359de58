import Reactive
import ReactiveLaws

/// A copy of `MapFilterScanStage` (a map, a filter and a scan run as one
/// stage) that sends the mapped value instead of the running one: the scan
/// is lost when the three fuse.
enum MapFilterScanLosingScan {
    final class Stage: PlantedStage {
        let transform: @Sendable (Int) -> Int
        let isIncluded: @Sendable (Int) -> Bool
        let reduce: @Sendable (Int, Int) -> Int
        let downstream: Observer<Int, TestFailure>
        let running: PlantedState<Int>

        init(
            _ transform: @escaping @Sendable (Int) -> Int, _ isIncluded: @escaping @Sendable (Int) -> Bool,
            _ start: Int,
            _ reduce: @escaping @Sendable (Int, Int) -> Int, _ downstream: Observer<Int, TestFailure>
        ) {
            self.transform = transform
            self.isIncluded = isIncluded
            self.reduce = reduce
            self.downstream = downstream
            running = PlantedState(start)
        }

        func receive(_ event: Event<Int, TestFailure>) {
            let output: Event<Int, TestFailure>
            switch event {
            case .next(let value):
                let mapped = transform(value)
                if !isIncluded(mapped) { return }
                running.with { $0 = reduce($0, mapped) }
                output = .next(mapped)  // the slip: should send the running value
            case .failed(let failure): output = .failed(failure)
            case .completed: output = .completed
            }
            downstream.send(output)
        }
    }

    /// Runs `map → filter → scan` in this stage.
    static let builder = SignalPipelineBuilder.replacing { stages, upstream in
        let at = stages.startIndex
        guard stages.count >= 3, let f = stages[at].mapTransform, let p = stages[at + 1].filterPredicate,
            let (start, r) = stages[at + 2].scanParts
        else { return nil }
        return (3, upstream.planted { Stage(f.callAsFunction, p.callAsFunction, start, r.callAsFunction, $0) })
    }
}
