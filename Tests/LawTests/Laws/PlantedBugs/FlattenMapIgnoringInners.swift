import Reactive
import ReactiveLaws

/// A planted bug: a `flattenMap` that completes with its source, without
/// waiting for the inner signals still running.
enum FlattenMapIgnoringInners {
    static func flattenMap(
        _ source: Signal<Int, TestFailure>, _ k: @escaping @Sendable (Int) -> Signal<Int, TestFailure>
    ) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            let inner = k(value)
                            lifetime.add(
                                inner.subscribe(
                                    next: { observer.send(value: $0) }, failed: { observer.send(error: $0) }))
                        case .failed(let failure):
                            observer.send(error: failure)
                        case .completed:
                            observer.sendCompleted()
                        }
                    }))
        }
    }
}
