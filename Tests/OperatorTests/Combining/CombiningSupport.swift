@testable import Reactive

/// A source whose subscriptions the test drives by hand: every subscriber's
/// observer is kept, and `send` delivers to all live subscriptions.
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
                defer { state.nextID += 1; state.subscriptions += 1 }
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
    func send(error: Failure) { send(.failed(error)) }
    func sendCompleted() { send(.completed) }
}

extension Signal {
    /// Sends each event at its virtual time (in seconds after subscription) on `scheduler`.
    static func timelineForCombiningTests(_ events: [(at: Int, event: Event<Value, Failure>)], on scheduler: TestScheduler) -> Signal {
        Signal.create { observer in
            let scheduled = CompositeDisposable()
            for (time, event) in events {
                if let action = scheduler.schedule(after: .seconds(time), { observer.send(event) }) {
                    scheduled.add(action)
                }
            }
            return scheduled
        }
    }

    /// Sends the array of all values once the signal completes (a test-only stand-in for `collect`).
    func gatheredForCombiningTests() -> Signal<[Value], Failure> {
        Signal<[Value], Failure> { observer, lifetime in
            let values = SerialAccess<[Value]>([])
            lifetime.add(self.subscribe(
                next: { value in values.value.append(value) },
                failed: { observer.send(error: $0) },
                completed: {
                    observer.send(value: values.value)
                    observer.sendCompleted()
                }
            ))
        }
    }
}
