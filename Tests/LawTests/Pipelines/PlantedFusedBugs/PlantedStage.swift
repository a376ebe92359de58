import Reactive
import ReactiveLaws

/// How the planted copies of Reactive's fused stages run: a stage object
/// receiving its upstream's events, as `Signal.unserialized` runs the
/// library's stage (`Observer.inPlace { stage.receive(&$0) }`), built here
/// from the public API since the library's stage classes are internal.
/// Every copy keeps the library's `receive` as it is, but for the one slip
/// its file names.
protocol PlantedStage: Sendable {
    func receive(_ event: Event<Int, TestFailure>)
}

extension Signal where Value == Int, Failure == TestFailure {
    /// The signal whose subscriptions run a stage `make` builds around the
    /// downstream observer, on a subscription to `self`.
    func planted(_ make: @escaping @Sendable (Observer<Int, TestFailure>) -> any PlantedStage) -> Signal {
        Signal { observer, lifetime in
            let stage = make(observer)
            lifetime.add(self.subscribe(Observer { stage.receive($0) }))
        }
    }
}

extension SignalStage {
    /// The map's transform, if this is a map.
    var mapTransform: IntFunction? {
        if case .map(let f) = self { return f }
        return nil
    }

    /// The filter's predicate, if this is a filter.
    var filterPredicate: IntPredicate? {
        if case .filter(let p) = self { return p }
        return nil
    }

    /// The scan's start and reduction, if this is a scan.
    var scanParts: (start: Int, reduce: IntReduction)? {
        if case .scan(let start, let reduce) = self { return (start, reduce) }
        return nil
    }
}
