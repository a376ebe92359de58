import Reactive
import ReactiveLaws

/// Planted resource bugs: operators that break the rules a subscription keeps.
enum LeakyOperators {
    /// Subscribes to the source without tying the subscription to its own
    /// lifetime, so disposing the output never reaches the source.
    static func forgetfulMap(_ source: Signal<Int, TestFailure>) -> Signal<Int, TestFailure> {
        Signal { observer, _ in
            source.subscribe(Observer { observer.send($0) })
        }
    }

    /// A `take` that, having sent its `count`-th value and completed, lets
    /// go of its source one tick later, from work it schedules: the
    /// subscription is disposed once, but late. (A subscription added to the
    /// `Signal` closure's lifetime cannot linger: the terminal event disposes it.)
    static func lingeringTake(_ source: Signal<Int, TestFailure>, _ count: Int) -> Signal<Int, TestFailure> {
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
                            // the bug: a tick late
                            _ = Models.scheduler.schedule(after: .seconds(1)) { upstream.dispose() }
                        }
                    }))
            lifetime.add { _ = Models.scheduler.schedule(after: .seconds(1)) { upstream.dispose() } }
        }
    }
}
