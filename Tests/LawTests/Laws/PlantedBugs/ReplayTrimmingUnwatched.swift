import Reactive
import ReactiveLaws

/// A planted bug: a `replay` that saves memory while nobody watches: with no
/// subscriber attached, its buffer keeps the latest five values only, as if
/// a value nobody was there to see mattered less; with a subscriber, it keeps
/// every value, as RAC's does. It connects when it is made, so what it
/// receives before its first subscriber, or between one subscriber's
/// disposal and the next one's arrival, is kept five deep. Telling takes a
/// burst of six values or more with nobody subscribed: six values at one
/// tick before (or at the tick of) the first subscription, or crowded into
/// the ticks between a disposal and a second subscription. Values that come
/// while a subscriber is attached are all kept, however many.
enum ReplayTrimmingUnwatched {
    /// How many values the buffer keeps while nobody is subscribed.
    static let unwatchedCapacity = 5

    struct State: Sendable {
        var values: [Int] = []
        var terminal: Event<Int, TestFailure>?
        /// The subscribers attached, in the order they came.
        var observers: [(id: Int, observer: Observer<Int, TestFailure>)] = []
        var nextID = 0
    }

    /// The planted replay; `fixed` keeps every value whoever watches, which makes it RAC's.
    static func replay(_ source: Signal<Int, TestFailure>, fixed: Bool = false) -> Signal<Int, TestFailure> {
        let state = PlantedState(State())
        _ = source.subscribe(
            Observer { event in
                let observers = state.with { state in
                    switch event {
                    case .next(let value):
                        state.values.append(value)
                        // The bug: nobody to replay to, so the oldest value goes.
                        if !fixed && state.observers.isEmpty && state.values.count > unwatchedCapacity {
                            state.values.removeFirst()
                        }
                    case .completed, .failed:
                        state.terminal = event
                    }
                    return state.observers.map(\.observer)
                }
                for observer in observers { observer.send(event) }
            })
        return Signal { observer, lifetime in
            let (id, values, terminal) = state.with { state in
                defer { state.nextID += 1 }
                if state.terminal == nil { state.observers.append((id: state.nextID, observer: observer)) }
                return (state.nextID, state.values, state.terminal)
            }
            for value in values { observer.send(value: value) }
            if let terminal { return observer.send(terminal) }
            lifetime.add { state.with { $0.observers.removeAll { $0.id == id } } }
        }
    }
}
