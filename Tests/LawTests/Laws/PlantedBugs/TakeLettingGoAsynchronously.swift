import Reactive
import ReactiveLaws

/// A `take` that, having sent its `count`-th value and completed, lets go of
/// its source from work it schedules at once: disposed once, at the same
/// tick, but after the completion has been sent and returned — a leak window
/// only an asynchronous hop opens (issue 20's late disposal).
enum TakeLettingGoAsynchronously {
    static func take(_ source: Signal<Int, TestFailure>, _ count: Int) -> Signal<Int, TestFailure> {
        if count == 0 { return .empty }
        return Signal { observer, lifetime in
            let taken = PlantedState(0)
            let upstream = SerialDisposable()
            upstream.swap(
                source.subscribe(
                    Observer { event in
                        guard event.value != nil else { return observer.send(event) }
                        observer.send(event)
                        if taken.with({
                            $0 += 1
                            return $0
                        }) == count {
                            observer.sendCompleted()
                            _ = Models.scheduler.schedule { upstream.dispose() }  // the bug: later work, not now
                        }
                    }))
            lifetime.add { _ = Models.scheduler.schedule { upstream.dispose() } }
        }
    }
}
