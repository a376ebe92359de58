import Reactive
import ReactiveLaws

/// A planted bug: a `zip` that keeps one queue for whichever side is ahead
/// and a flag for that side, but leaves the flag set when the queue runs dry.
/// So when `b` leads, `a` catches up and then `a` sends again before `b`
/// (three ordered events across the sources), the new `a` value is taken for
/// the partner of a waiting `b` value that is not there, and dropped.
enum ZipForgettingWaitingSide {
    struct State: Sendable {
        var waiting: [Int] = []
        var waitingSide: Int?
        var ended = [false, false]
    }

    /// The planted zip; `fixed` resets the flag, which makes it RAC's.
    static func zip(
        _ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>, fixed: Bool = false
    ) -> Signal<(Int, Int), TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState(State())
            let handle: @Sendable (Event<Int, TestFailure>, Int) -> Void = { event, side in
                switch event {
                case .next(let value):
                    // The pair to send, and whether the side that waited has ended and has nothing left.
                    let (pair, drained): ((Int, Int)?, Bool) = state.with { state in
                        guard let waitingSide = state.waitingSide, waitingSide != side else {
                            state.waiting.append(value)
                            state.waitingSide = side
                            return (nil, false)
                        }
                        // The bug: `waitingSide` is not reset once `waiting` is empty.
                        guard !state.waiting.isEmpty else { return (nil, false) }
                        let partner = state.waiting.removeFirst()
                        if fixed && state.waiting.isEmpty { state.waitingSide = nil }
                        return (side == 0 ? (value, partner) : (partner, value), state.waiting.isEmpty && state.ended[waitingSide])
                    }
                    if let pair { observer.send(value: pair) }
                    if drained {
                        observer.sendCompleted()
                        lifetime.dispose()
                    }
                case .failed(let failure):
                    observer.send(error: failure)
                    lifetime.dispose()
                case .completed:
                    // Done once this side can get no partner for what waits, or nothing waits for it.
                    let done = state.with { state in
                        state.ended[side] = true
                        return state.waiting.isEmpty || state.waitingSide != side
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
