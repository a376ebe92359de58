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

    /// The code of the output's completion in ``lifecycle(_:disposingAfter:by:)``.
    public static let outputCompleted = 300
    /// The code of the output's failure in ``lifecycle(_:disposingAfter:by:)``.
    public static let outputFailed = 400
    /// The code of the law disposing the output in ``lifecycle(_:disposingAfter:by:)``.
    public static let outputDisposed = 500

    /// Each group of `s.group(by: key)` observed by a subscriber of its own,
    /// beside the output (RAC 2.5's `-groupBy:transform:`): each value at once
    /// (to its group); when the source completes, the output completes
    /// (``outputCompleted``), then every group in the order the groups were
    /// created (100 + key each); when it fails, the output fails
    /// (``outputFailed``), then every group fails in that order (200 + key
    /// each); the observation ends with the source's terminal event once every
    /// group has ended. With `count` > 0 the output is disposed right after the
    /// source's `count`-th value (``outputDisposed``): the source is let go
    /// and the groups stay open, so nothing follows.
    public static func lifecycle(_ source: [Timed], disposingAfter count: Int, by key: (Int) -> Int) -> [Timed] {
        var keys: [Int] = []
        var output: [Timed] = []
        for timed in source {
            let codes: [Int]
            switch timed.event {
            case .next(let value):
                if !keys.contains(key(value)) { keys.append(key(value)) }
                output.append(timed)
                guard output.count == count else { continue }
                output.append(Timed(timed.moment, .next(outputDisposed)))
                return output
            case .completed: codes = [outputCompleted] + keys.map { code(key: $0, .completed) }
            case .failed(let failure): codes = [outputFailed] + keys.map { code(key: $0, .failed(failure)) }
            }
            return output + codes.map { Timed(timed.moment, .next($0)) } + [timed]
        }
        return output
    }
}
