import Reactive
import ReactiveLaws

/// A planted bug: a `merge` that, once a source has completed, believes the
/// output is winding down until the next value, and takes a failure that
/// arrives in that window, while yet another source is still running, for
/// that source's completion ("the others carry on"). RAC fails the output on
/// any source's failure. Telling them apart takes three sources and an
/// order of three events across them: one completes, the next event is
/// another's failure, and a third has not ended yet (a late error after a
/// completion, during a third source's run). With two sources the failing
/// one is the last running, and its failure is forwarded.
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
                        state.with { $0.draining = false }
                        observer.send(value: value)
                    case .failed(let failure):
                        // The bug: while draining with another source still running, a failure counts as a completion.
                        if fixed || !state.with({ $0.draining && $0.remaining >= 2 }) {
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
