@testable import Reactive

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
