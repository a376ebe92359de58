import Reactive
import ReactiveLaws

/// A planted bug: a `group(by:)` that, when the source completes, completes
/// its groups newest first instead of in the order they were created.
enum GroupByCompletingOutOfOrder {
    typealias Group = PlantedGroupBy.Group

    static func group(_ source: Signal<Int, TestFailure>, by key: @escaping @Sendable (Int) -> Int) -> Signal<
        Group, TestFailure
    > {
        PlantedGroupBy.group(source, by: key) { event, groups in
            // The bug: newest group first.
            for group in groups.reversed() { group.send(event) }
        }
    }
}
