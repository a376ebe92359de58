import Reactive
import ReactiveLaws

/// A planted bug seen only with a synchronous source.
enum MapReadyLate {
    /// A `map` that marks itself ready only once its source's `subscribe`
    /// has returned, dropping what a source sends during its subscription.
    static func map(
        _ source: Signal<Int, TestFailure>, _ transform: @escaping @Sendable (Int) -> Int
    ) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let ready = PlantedState(false)
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        guard ready.with({ $0 }) else { return }  // the bug: too early to forward
                        switch event {
                        case .next(let value): observer.send(value: transform(value))
                        case .failed(let failure): observer.send(error: failure)
                        case .completed: observer.sendCompleted()
                        }
                    }))
            ready.with { $0 = true }
        }
    }
}
