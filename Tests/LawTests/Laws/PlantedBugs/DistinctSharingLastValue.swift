import Reactive
import ReactiveLaws

/// A planted bug: a `distinctUntilChanged` whose last value lives in the
/// operator and is reset whenever a subscription starts. One subscription at
/// a time behaves, and so does a second one made after the first ended; but
/// a second subscription made while the first is running resets the value
/// the first compares with, and each then compares with the other's values.
enum DistinctSharingLastValue {
    /// The planted operator; `fixed` keeps the last value per subscription, which makes it RAC's.
    static func distinctUntilChanged(_ source: Signal<Int, TestFailure>, fixed: Bool = false) -> Signal<Int, TestFailure> {
        let shared = PlantedState<Int?>(nil)   // the bug: one for the operator, not one per subscription
        return Signal { observer, lifetime in
            let last = fixed ? PlantedState<Int?>(nil) : shared
            last.with { $0 = nil }
            lifetime.add(source.subscribe(Observer { event in
                guard let value = event.value else { return observer.send(event) }
                let changed = last.with { last in
                    defer { last = value }
                    return last != value
                }
                if changed { observer.send(value: value) }
            }))
        }
    }
}
