import Reactive

/// The reference model of `group(by:)`, observed through the groups
/// themselves: each group is materialized, so the trace shows when every
/// group ends relative to the others and to the output.
public enum GroupModels {
    /// A group's events as values: its values themselves, 100 + key when it
    /// completes, 200 + key when it fails.
    public static func code(key: Int, _ event: Event<Int, TestFailure>) -> Int {
        switch event {
        case .next(let value): value
        case .completed: 100 + key
        case .failed: 200 + key
        }
    }

    /// `s.group(by: key).flattenMap { materialized group }`: each value at
    /// once; on completion every group completes in the order the groups were
    /// created (RAC's `groupBy:` walks its groups in order), then the output;
    /// a failure fails the output first.
    public static func group(_ source: [Timed], by key: (Int) -> Int) -> [Timed] {
        var keys: [Int] = []
        return Models.synchronous(source) { event in
            switch event {
            case .next(let value):
                if !keys.contains(key(value)) { keys.append(key(value)) }
                return [event]
            case .completed: return keys.map { .next(code(key: $0, .completed)) } + [.completed]
            case .failed: return [event]
            }
        }
    }
}
