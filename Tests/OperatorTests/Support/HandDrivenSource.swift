@testable import Reactive

/// A cold signal whose subscriptions the test drives by hand: every
/// subscriber's observer is kept while its subscription lives, and `send`
/// delivers to all live subscriptions. Counts subscriptions and disposals of
/// the subscriptions' lifetimes (at a terminal event or at disposal).
final class HandDrivenSource<Value: Sendable, Failure: Error>: Sendable {
    private struct State {
        var nextID = 0
        var observers: [(id: Int, observer: Observer<Value, Failure>)] = []
        var subscriptions = 0
        var disposals = 0
    }

    private let state = Locked(State())

    init() {}

    var signal: Signal<Value, Failure> {
        Signal { observer, lifetime in
            let id = self.state.withLock { state in
                defer {
                    state.nextID += 1
                    state.subscriptions += 1
                }
                state.observers.append((state.nextID, observer))
                return state.nextID
            }
            lifetime.add {
                self.state.withLock { state in
                    state.disposals += 1
                    state.observers.removeAll { $0.id == id }
                }
            }
        }
    }

    /// How many times the signal was subscribed.
    var subscriptions: Int { state.withLock { $0.subscriptions } }
    /// How many of those subscriptions were disposed (terminated or cancelled).
    var disposals: Int { state.withLock { $0.disposals } }
    /// Subscriptions not yet disposed.
    var active: Int { state.withLock { $0.subscriptions - $0.disposals } }

    func send(_ event: Event<Value, Failure>) {
        let observers = state.withLock { $0.observers.map(\.observer) }
        for observer in observers { observer.send(event) }
    }

    func send(_ value: Value) { send(.next(value)) }
    func send(value: Value) { send(.next(value)) }
    func send(values: Value...) {
        for value in values { send(.next(value)) }
    }
    func send(error: Failure) { send(.failed(error)) }
    func sendCompleted() { send(.completed) }
}

extension Signal {
    /// A signal that sends each event at its time after subscription, on `scheduler`.
    static func atTimes(_ events: [(Duration, Event<Value, Failure>)], on scheduler: TestScheduler) -> Signal {
        Signal { observer, lifetime in
            for (time, event) in events {
                lifetime.schedule(on: scheduler, after: time) { observer.send(event) }
            }
        }
    }

    /// Sends each event at its virtual time, in whole seconds after subscription, on `scheduler`.
    static func atSeconds(_ events: [(at: Int, event: Event<Value, Failure>)], on scheduler: TestScheduler) -> Signal {
        atTimes(events.map { (.seconds($0.at), $0.event) }, on: scheduler)
    }
}
