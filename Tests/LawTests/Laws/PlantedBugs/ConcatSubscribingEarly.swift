import Reactive
import ReactiveLaws

/// A planted bug: a `concat` that subscribes to the second signal at once
/// (prefetching) and holds its events back until the first completes; a hot
/// second signal then shows values it sent before the first completed.
enum ConcatSubscribingEarly {
    static func concat(_ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState((firstDone: false, held: [Event<Int, TestFailure>]()))
            let forward: @Sendable (Event<Int, TestFailure>) -> Void = { event in
                observer.send(event)
                if event.isTerminal { lifetime.dispose() }
            }
            lifetime.add(
                b.subscribe(
                    Observer { event in
                        let now = state.with { state in
                            if !state.firstDone { state.held.append(event) }
                            return state.firstDone
                        }
                        if now { forward(event) }
                    }))
            lifetime.add(
                a.subscribe(
                    Observer { event in
                        guard case .completed = event else { return forward(event) }
                        let held = state.with { state in
                            state.firstDone = true
                            return state.held
                        }
                        for event in held { forward(event) }
                    }))
        }
    }
}
