import Reactive
import ReactiveLaws

/// A planted bug: a `merge` that takes a source completing at the end of a
/// burst (six values in a row, nothing from the others between) for
/// the start of the output's wind-down, and counts the very next terminal
/// event down as part of it: a failure arriving right then, while yet another
/// source still runs, is taken for a completion ("the others carry on").
/// RAC fails the output on any source's failure. Telling them apart takes
/// three sources and an order of nine events across them: a burst of six
/// values of one (the most a source of the schedules sends), its completion,
/// the next event another's failure, and a third not ended yet (a late error
/// at the tail of a burst). With two sources, fewer than six values in a row
/// before the completion, or any event between the completion and the
/// failure, the failure is forwarded.
enum MergeSwallowingLateFailures {
    struct State: Sendable {
        var remaining: Int
        /// The source that sent the last value, and how many values in a row it sent.
        var lastSender: Int?
        var run = 0
        /// Whether the last event was a completion at the end of a burst.
        var windingDown = false
    }

    /// The planted merge; `fixed` forwards every failure, which makes it RAC's.
    static func merge(_ sources: [Signal<Int, TestFailure>], fixed: Bool = false) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState(State(remaining: sources.count))
            if sources.isEmpty { return observer.sendCompleted() }
            for (index, source) in sources.enumerated() {
                lifetime.add(
                    source.subscribe(
                        Observer { event in
                            switch event {
                            case .next(let value):
                                state.with { state in
                                    state.windingDown = false
                                    state.run = state.lastSender == index ? state.run + 1 : 1
                                    state.lastSender = index
                                }
                                observer.send(value: value)
                            case .failed(let failure):
                                // The bug: right after a burst's completion, with another source still running, a failure counts as a completion.
                                if fixed || !state.with({ $0.windingDown && $0.remaining >= 2 }) {
                                    observer.send(error: failure)
                                    lifetime.dispose()
                                    return
                                }
                                fallthrough
                            case .completed:
                                let done = state.with { state in
                                    state.windingDown = state.lastSender == index && state.run >= 6
                                    state.lastSender = nil
                                    state.run = 0
                                    state.remaining -= 1
                                    return state.remaining == 0
                                }
                                if done {
                                    observer.sendCompleted()
                                    lifetime.dispose()
                                }
                            }
                        }))
            }
        }
    }
}
