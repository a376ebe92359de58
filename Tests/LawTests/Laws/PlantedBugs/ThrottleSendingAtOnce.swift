import Reactive
import ReactiveLaws

/// A planted bug: a `throttle` that sends the first value of a burst at once
/// and drops the rest for the interval (a leading-edge throttle); RAC's
/// `throttle:` sends the last value once the interval has passed quietly.
enum ThrottleSendingAtOnce {
    static func throttle(_ source: Signal<Int, TestFailure>, _ ticks: Int, on scheduler: any Scheduler) -> Signal<
        Int, TestFailure
    > {
        Signal { observer, lifetime in
            let quietFrom = PlantedState(Int.min)
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        guard event.value != nil else { return observer.send(event) }
                        let now = Int(scheduler.now.components.seconds)
                        let send = quietFrom.with { quietFrom in
                            guard now >= quietFrom else { return false }
                            quietFrom = now + ticks
                            return true
                        }
                        if send { observer.send(event) }
                    }))
        }
    }
}
