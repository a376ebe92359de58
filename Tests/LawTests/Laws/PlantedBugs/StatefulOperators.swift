import Reactive
import ReactiveLaws

/// Planted bugs that only a second subscription or a feedback loop shows.
enum StatefulOperators {
    /// A `take` whose counter belongs to the signal instead of each subscription.
    static func sharedTake(_ stream: Signal<Int, TestFailure>, _ count: Int) -> Signal<Int, TestFailure> {
        if count == 0 { return .empty }
        let taken = Locked(0)  // the bug: one count for every subscription
        return stream.bind {
            { value, stop in
                let soFar = taken.withLock { taken in
                    taken += 1
                    return taken
                }
                if soFar >= count { stop = true }
                return .return(value)
            }
        }
    }

    /// A `take` that drops the values past `count` but completes only with its source.
    static func lingeringTake(_ stream: Signal<Int, TestFailure>, _ count: Int) -> Signal<Int, TestFailure> {
        stream.scan((index: 0, value: 0)) { state, value in (state.index + 1, value) }
            .filter { $0.index <= count }
            .map { $0.value }
    }
}
