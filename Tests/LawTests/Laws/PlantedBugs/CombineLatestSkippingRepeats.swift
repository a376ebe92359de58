import Reactive
import ReactiveLaws

/// A planted bug: a `combineLatest` that does not send a pair equal to the
/// last one it sent, as if it were `distinctUntilChanged`. RAC sends a pair
/// for every value once both sides have one, so `a` sends, `b` sends, then
/// either sends its own value again (three ordered events across the
/// sources), and the planted one stays silent.
enum CombineLatestSkippingRepeats {
    struct State: Sendable {
        var latest: [Int?] = [nil, nil]
        var lastSent: [Int]?
        var completed = [false, false]
    }

    /// The planted combineLatest; `fixed` sends every pair, which makes it RAC's.
    static func combineLatest(
        _ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>, fixed: Bool = false
    ) -> Signal<(Int, Int), TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState(State())
            let handle: @Sendable (Event<Int, TestFailure>, Int) -> Void = { event, side in
                switch event {
                case .next(let value):
                    let pair: [Int]? = state.with { state in
                        state.latest[side] = value
                        let pair = state.latest.compactMap { $0 }
                        // The bug: a pair equal to the last one sent is skipped.
                        guard pair.count == 2, fixed || pair != state.lastSent else { return nil }
                        state.lastSent = pair
                        return pair
                    }
                    if let pair { observer.send(value: (pair[0], pair[1])) }
                case .failed(let failure):
                    observer.send(error: failure)
                    lifetime.dispose()
                case .completed:
                    let done = state.with { state in
                        state.completed[side] = true
                        return state.completed.allSatisfy { $0 }
                    }
                    if done {
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
