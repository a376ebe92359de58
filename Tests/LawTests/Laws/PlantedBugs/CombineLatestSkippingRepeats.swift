import Reactive
import ReactiveLaws

/// A planted bug: a `combineLatest` that drops a pair equal to the last one
/// it sent while it is still subscribing its sides. The author meant to
/// collapse the duplicate first pairs that synchronous, property-like sources
/// send as they are subscribed, but a source may send the same value twice,
/// and RAC sends a pair for every value once both sides have one. It takes
/// both sides synchronous and an order across them inside the subscription:
/// `a` sends, then `b` sends a value and the same value again before its
/// subscription call returns.
enum CombineLatestSkippingRepeats {
    struct State: Sendable {
        var latest: [Int?] = [nil, nil]
        var lastSent: [Int]?
        var completed = [false, false]
        /// Whether the subscription call is still running.
        var subscribing = true
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
                        guard pair.count == 2 else { return nil }
                        // The bug: while subscribing, a pair equal to the last one sent is skipped.
                        if !fixed, state.subscribing, pair == state.lastSent { return nil }
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
            state.with { $0.subscribing = false }
        }
    }
}
