import Reactive
import ReactiveLaws

/// A planted bug: a `skip(while:)` that keeps testing every value after the
/// first one fails the predicate, so it drops later passing values (a filter).
enum SkipWhileTestingOnwards {
    static func skip(_ source: Signal<Int, TestFailure>, while predicate: @escaping @Sendable (Int) -> Bool) -> Signal<
        Int, TestFailure
    > {
        Signal { observer, lifetime in
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        if let value = event.value, predicate(value) { return }
                        observer.send(event)
                    }))
        }
    }
}
