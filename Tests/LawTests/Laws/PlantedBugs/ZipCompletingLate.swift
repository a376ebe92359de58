import Reactive
import ReactiveLaws

/// A planted bug: a `zip` that completes only once both sources have
/// completed, instead of as soon as one has completed with nothing buffered
/// (RAC's `zipWith:`), so it outlives a finished source.
enum ZipCompletingLate {
    static func zip(_ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>) -> Signal<(Int, Int), TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState((buffers: [[Int](), [Int]()], completed: 0))
            let handle: @Sendable (Event<Int, TestFailure>, Int) -> Void = { event, side in
                switch event {
                case .next(let value):
                    let pair: (Int, Int)? = state.with { state in
                        state.buffers[side].append(value)
                        guard !state.buffers[0].isEmpty, !state.buffers[1].isEmpty else { return nil }
                        return (state.buffers[0].removeFirst(), state.buffers[1].removeFirst())
                    }
                    if let pair { observer.send(value: pair) }
                case .failed(let failure):
                    observer.send(error: failure)
                    lifetime.dispose()
                case .completed:
                    // The bug: waits for the other source too.
                    if state.with({ state in
                        state.completed += 1
                        return state.completed == 2
                    }) {
                        observer.sendCompleted()
                        lifetime.dispose()
                    }
                }
            }
            lifetime.add(a.subscribe(Observer { handle($0, 0) }))
            lifetime.add(b.subscribe(Observer { handle($0, 1) }))
        }
    }
}
