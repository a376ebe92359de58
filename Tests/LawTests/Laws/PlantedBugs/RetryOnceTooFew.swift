import Reactive
import ReactiveLaws

/// A planted bug: a `retry(n)` that resubscribes after a failure only
/// `n - 1` times.
enum RetryOnceTooFew {
    static func retry(_ source: Signal<Int, TestFailure>, _ count: Int) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            @Sendable func attempt(_ retriesLeft: Int) {
                lifetime.add(
                    source.subscribe(
                        Observer { event in
                            if case .failed = event, retriesLeft > 0 { return attempt(retriesLeft - 1) }
                            observer.send(event)
                        }))
            }
            // The bug: one retry short.
            attempt(max(0, count - 1))
        }
    }
}
