import Reactive
import ReactiveLaws

/// A planted bug: a `group(by:)` that, when the source fails, fails its output
/// but completes its groups instead of failing them. Through a flatten the
/// output's failure comes first and hides the groups; only a subscriber of a
/// group sees it (``SignalLaws/groupLifecycle(_:)``).
enum GroupByCompletingGroupsOnFailure {
    typealias Group = PlantedGroupBy.Group

    static func group(_ source: Signal<Int, TestFailure>, by key: @escaping @Sendable (Int) -> Int) -> Signal<
        Group, TestFailure
    > {
        PlantedGroupBy.group(source, by: key) { _, groups in
            // The bug: the groups complete, whether the source completed or failed.
            for group in groups { group.send(.completed) }
        }
    }
}
