@testable import Reactive

/// A cold signal driven by hand: every subscription's observer is kept, and
/// `send` delivers to all of them. Counts subscriptions and disposals of the
/// subscriptions' lifetimes (at a terminal event or at disposal).
final class UtilityTestSource<Value: Sendable, Failure: Error>: Sendable {
    private let observers = Locked<[Observer<Value, Failure>]>([])
    let subscriptions = Counter()
    let disposals = Counter()

    init() {}

    var signal: Signal<Value, Failure> {
        Signal { observer, lifetime in
            self.subscriptions.increment()
            self.observers.withLock { $0.append(observer) }
            lifetime.add { self.disposals.increment() }
        }
    }

    func send(_ event: Event<Value, Failure>) {
        for observer in observers.withLock({ $0 }) { observer.send(event) }
    }

    func send(values: Value...) {
        for value in values { send(.next(value)) }
    }
}

/// A second failure type, for operators that change the failure type.
enum UtilityOtherError: Error, Equatable {
    case replaced(Int)
}

extension Signal {
    /// A signal that counts its subscriptions, for checking when an operator subscribes.
    func countingSubscriptions(_ counter: Counter) -> Signal {
        .defer {
            counter.increment()
            return self
        }
    }
}
