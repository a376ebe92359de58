import Reactive
import ReactiveLaws

/// A copy of `MapScanStage` whose running value is made with the signal
/// instead of with each subscription: a second subscription continues the
/// first one's scan.
enum MapScanSharedAcrossSubscriptions {
    final class Stage: PlantedStage {
        let transform: @Sendable (Int) -> Int
        let reduce: @Sendable (Int, Int) -> Int
        let downstream: Observer<Int, TestFailure>
        let running: PlantedState<Int>

        init(
            _ transform: @escaping @Sendable (Int) -> Int, _ running: PlantedState<Int>,
            _ reduce: @escaping @Sendable (Int, Int) -> Int, _ downstream: Observer<Int, TestFailure>
        ) {
            self.transform = transform
            self.reduce = reduce
            self.downstream = downstream
            self.running = running
        }

        func receive(_ event: Event<Int, TestFailure>) {
            let output: Event<Int, TestFailure>
            switch event {
            case .next(let value):
                let mapped = transform(value)
                output = .next(
                    running.with {
                        $0 = reduce($0, mapped)
                        return $0
                    })
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
        let running = PlantedState(start)  // the slip: one running value for every subscription
        return (2, upstream.planted { Stage(f.callAsFunction, running, r.callAsFunction, $0) })
    }
}
