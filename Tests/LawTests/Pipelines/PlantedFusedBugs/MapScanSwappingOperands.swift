import Reactive
import ReactiveLaws

/// A copy of `MapScanStage` (a map and the scan after it, run in the map's
/// stage) that passes the reduction its operands swapped.
enum MapScanSwappingOperands {
    final class Stage: PlantedStage {
        let transform: @Sendable (Int) -> Int
        let reduce: @Sendable (Int, Int) -> Int
        let downstream: Observer<Int, TestFailure>
        let running: PlantedState<Int>

        init(
            _ transform: @escaping @Sendable (Int) -> Int, _ start: Int,
            _ reduce: @escaping @Sendable (Int, Int) -> Int,
            _ downstream: Observer<Int, TestFailure>
        ) {
            self.transform = transform
            self.reduce = reduce
            self.downstream = downstream
            running = PlantedState(start)
        }

        func receive(_ event: Event<Int, TestFailure>) {
            let output: Event<Int, TestFailure>
            switch event {
            case .next(let value):
                let mapped = transform(value)
                output = .next(
                    running.with {
                        $0 = reduce(mapped, $0)
                        return $0
                    })  // the slip: (value, running)
            case .failed(let failure): output = .failed(failure)
            case .completed: output = .completed
            }
            downstream.send(output)
        }
    }

    /// Runs `map → scan` in this stage.
    static let builder = SignalPipelineBuilder.replacing { stages, upstream in
        let at = stages.startIndex
        guard stages.count >= 2, let f = stages[at].mapTransform, let (start, r) = stages[at + 1].scanParts else {
            return nil
        }
        return (2, upstream.planted { Stage(f.callAsFunction, start, r.callAsFunction, $0) })
    }
}
