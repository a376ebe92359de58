import Reactive
import ReactiveLaws

/// A planted bug: a `combineLatest` that completes when the first source
/// completes; RAC's waits for all of them.
enum CombineLatestCompletingEarly {
    static func combineLatest(_ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>) -> Signal<
        (Int, Int), TestFailure
    > {
        Signal { observer, lifetime in
            let latest = PlantedState([Int?](repeating: nil, count: 2))
            let handle: @Sendable (Event<Int, TestFailure>, Int) -> Void = { event, side in
                switch event {
                case .next(let value):
                    let values = latest.with { latest in
                        latest[side] = value
                        return latest.compactMap { $0 }
                    }
                    if values.count == 2 { observer.send(value: (values[0], values[1])) }
                case .failed, .completed:
                    // The bug: the first completion ends the output.
                    if case .failed(let failure) = event {
                        observer.send(error: failure)
                    } else {
                        observer.sendCompleted()
                    }
                    lifetime.dispose()
                }
            }
            lifetime.add(a.subscribe(Observer { handle($0, 0) }))
            lifetime.add(b.subscribe(Observer { handle($0, 1) }))
        }
    }
}
