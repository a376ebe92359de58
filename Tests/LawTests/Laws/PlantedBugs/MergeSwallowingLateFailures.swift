import Reactive
import ReactiveLaws

/// A planted bug: a `merge` that, once a source has completed, believes the
/// output is winding down and treats a later failure of another source as
/// that source's completion. RAC fails the output on any source's failure,
/// so a failure arriving after another source completed (a late error after
/// a completion) tells them apart.
enum MergeSwallowingLateFailures {
    struct State: Sendable {
        var remaining: Int
        var draining = false
    }

    /// The planted merge; `fixed` forwards every failure, which makes it RAC's.
    static func merge(_ sources: [Signal<Int, TestFailure>], fixed: Bool = false) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState(State(remaining: sources.count))
            if sources.isEmpty { return observer.sendCompleted() }
            for source in sources {
                lifetime.add(source.subscribe(Observer { event in
                    switch event {
                    case .next(let value):
                        observer.send(value: value)
                    case .failed(let failure):
                        // The bug: while draining, a failure counts as a completion.
                        if fixed || !state.with({ $0.draining }) {
                            observer.send(error: failure)
                            lifetime.dispose()
                            return
                        }
                        fallthrough
                    case .completed:
                        let done = state.with { state in
                            state.draining = true
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
