import Reactive
import ReactiveLaws

/// A planted bug: a `take` whose count lives in the operator, not in each
/// subscription, so a second subscription finds it used up.
enum TakeCountingPerOperator {
    static func take(_ source: Signal<Int, TestFailure>, _ count: Int) -> Signal<Int, TestFailure> {
        let taken = PlantedState(0)  // the bug: made once, outside the subscription's closure
        return Signal { observer, lifetime in
            if taken.with({ $0 }) >= count {
                observer.sendCompleted()
                return
            }
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        guard event.value != nil else { return observer.send(event) }
                        let total = taken.with { taken -> Int in
                            taken += 1
                            return taken
                        }
                        observer.send(event)
                        if total >= count {
                            observer.sendCompleted()
                            lifetime.dispose()
                        }
                    }))
        }
    }
}
