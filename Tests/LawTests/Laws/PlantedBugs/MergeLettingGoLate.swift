import Reactive
import ReactiveLaws

/// A planted bug: a merge of two signals that forwards events at once but
/// lets go of its sources a tick after the output ended (by a failure or
/// its disposal) — every subscription is disposed exactly once, values and
/// terminal events are right, and only the resource law's timing rule
/// (upstreams let go by the output's end) sees it.
enum MergeLettingGoLate {
    static func merge(_ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let upstreams = [SerialDisposable(), SerialDisposable()]
            let completions = PlantedState(0)
            for (index, source) in [a, b].enumerated() {
                upstreams[index].swap(
                    source.subscribe(
                        Observer { event in
                            switch event {
                            case .next: observer.send(event)
                            case .failed: observer.send(event)
                            case .completed:
                                if completions.with({
                                    $0 += 1
                                    return $0
                                }) == 2 {
                                    observer.sendCompleted()
                                }
                            }
                        }))
            }
            lifetime.add {  // the bug: a tick late
                _ = Models.scheduler.schedule(after: .seconds(1)) { for upstream in upstreams { upstream.dispose() } }
            }
        }
    }
}
