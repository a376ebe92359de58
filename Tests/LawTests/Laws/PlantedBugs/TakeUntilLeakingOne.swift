import Reactive
import ReactiveLaws

/// A planted bug: a `take(until:)` that, once the trigger fired, lets the
/// source's next value through and completes only then.
enum TakeUntilLeakingOne {
    static func take(_ source: Signal<Int, TestFailure>, until trigger: Signal<Int, TestFailure>) -> Signal<
        Int, TestFailure
    > {
        Signal { observer, lifetime in
            let fired = PlantedState(false)
            lifetime.add(
                trigger.subscribe(
                    Observer { event in
                        if case .failed = event { return }
                        fired.with { $0 = true }
                    }))
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        observer.send(event)
                        if event.isTerminal || fired.with({ $0 }) {
                            observer.sendCompleted()
                            lifetime.dispose()
                        }
                    }))
        }
    }
}
