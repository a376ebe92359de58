import Reactive
import ReactiveLaws

/// A copy of `MappedTail.afterFilter` whose `.filter` case keeps the new
/// predicate and drops the one already in the tail: `map → filter → filter`
/// runs in the map's stage testing the first filter alone.
enum MapFilterFilterDroppingSecond {
    /// The tail of a map, as `MappedTail` keeps it (the filter cases).
    enum Tail {
        case none
        case filter(@Sendable (Int) -> Bool)

        func afterFilter(_ isIncluded: @escaping @Sendable (Int) -> Bool) -> Tail {
            switch self {
            case .none: return .filter(isIncluded)
            case .filter: return .filter(isIncluded)  // the slip: `{ isIncluded($0) && next($0) }`
            }
        }
    }

    /// Runs `map → filter → filter` in the map's stage, its tail built filter by filter from the last.
    static let builder = SignalPipelineBuilder.replacing { stages, upstream in
        let at = stages.startIndex
        guard stages.count >= 3, let f = stages[at].mapTransform, let first = stages[at + 1].filterPredicate,
            let second = stages[at + 2].filterPredicate
        else { return nil }
        guard
            case .filter(let isIncluded) = Tail.none.afterFilter(second.callAsFunction).afterFilter(
                first.callAsFunction)
        else { return nil }
        return (3, upstream.planted { Stage(f.callAsFunction, isIncluded, $0) })
    }

    /// A copy of `MapFilterStage`, as it is.
    final class Stage: PlantedStage {
        let transform: @Sendable (Int) -> Int
        let isIncluded: @Sendable (Int) -> Bool
        let downstream: Observer<Int, TestFailure>

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
                if !isIncluded(mapped) { return }
                output = .next(mapped)
            case .failed(let failure): output = .failed(failure)
            case .completed: output = .completed
            }
            downstream.send(output)
        }
    }
}
