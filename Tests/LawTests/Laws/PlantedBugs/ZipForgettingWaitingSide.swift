import Reactive
import ReactiveLaws

/// A planted bug: a `zip` that keeps one queue for whichever side is ahead
/// and a flag for that side. It resets the flag when the queue runs dry —
/// except when the queue held five or more values since it was last empty
/// (the path for a long backlog, written apart, forgets the reset). So when
/// one side leads by five and the other catches up and sends again (eleven
/// ordered events across the sources or more: a a a a a, b b b b b b), the
/// sixth value is taken for the partner of a waiting value that is not
/// there, and dropped: a's next value finds no partner, or b's completion
/// ends the output though a value of b should still be waiting.
enum ZipForgettingWaitingSide {
    struct State: Sendable {
        var waiting: [Int] = []
        var waitingSide: Int?
        /// The longest the queue has been since it was last empty.
        var peak = 0
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
                            state.peak = max(state.peak, state.waiting.count)
                            return (nil, false)
                        }
                        guard !state.waiting.isEmpty else { return (nil, false) }
                        let partner = state.waiting.removeFirst()
                        // The bug: after a backlog of five or more, `waitingSide` is not reset once `waiting` is empty.
                        if state.waiting.isEmpty && (fixed || state.peak < 5) { state.waitingSide = nil }
                        if state.waiting.isEmpty { state.peak = 0 }
                        return (
                            side == 0 ? (value, partner) : (partner, value),
                            state.waiting.isEmpty && state.ended[waitingSide]
                        )
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
