import Reactive
import ReactiveLaws

/// A planted bug: a `delay` that delays failures too; RAC's `delay:` sends
/// them at once.
enum DelayDelayingFailures {
    static func delay(_ source: Signal<Int, TestFailure>, _ ticks: Int, on scheduler: any Scheduler) -> Signal<
        Int, TestFailure
    > {
        Signal { observer, lifetime in
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        if let work = scheduler.schedule(after: .seconds(ticks), { observer.send(event) }) {
                            lifetime.add(work)
                        }
                    }))
        }
    }
}
