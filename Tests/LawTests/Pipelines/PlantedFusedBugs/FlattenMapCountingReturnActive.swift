import Reactive
import ReactiveLaws

/// A copy of `flattenMap`'s fast path for an inner `.return` (the value
/// sent at once, nothing subscribed) that lists the inner signal as active,
/// as it lists a subscribed one: a `.return` never completes through the
/// list, so the output never completes once one was returned.
enum FlattenMapCountingReturnActive {
    /// The inner subscriptions still active, and whether the source has completed.
    struct Lifetimes {
        var active = 0
        var sourceCompleted = false
    }

    /// `flattenMap(k)` for a `k` whose values all map to `.return`, `.empty` or `.error`.
    static func flattenMap(_ source: Signal<Int, TestFailure>, _ k: StreamFunction) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let lifetimes = PlantedState(Lifetimes())
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            if k.fails(at: value) { return observer.send(error: StreamFunction.failure) }
                            guard let part = k.parts(for: value).first else { return }
                            lifetimes.with { $0.active += 1 }  // the slip: a `.return` has nothing to list
                            observer.send(value: part.function(value))
                        case .failed(let failure):
                            observer.send(error: failure)
                        case .completed:
                            let done = lifetimes.with {
                                $0.sourceCompleted = true
                                return $0.active == 0
                            }
                            if done { observer.sendCompleted() }
                        }
                    }))
        }
    }

    /// Runs a `flattenMap` whose inner signals are `.return`, `.empty` or `.error`.
    static let builder = SignalPipelineBuilder.replacing { stages, upstream in
        guard case .flattenMap(let k) = stages[stages.startIndex], k.parts.count == 1, k.parts[0].delay == 0 else {
            return nil
        }
        return (1, flattenMap(upstream, k))
    }
}
