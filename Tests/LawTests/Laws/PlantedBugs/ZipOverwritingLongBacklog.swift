import Reactive
import ReactiveLaws

/// A planted bug: a `zip` that keeps each side's waiting values in a ring
/// of five slots and, when a sixth arrives before the other side sends,
/// overwrites the oldest. RAC's queues are unbounded, so six values of one
/// side before the other side's first (a burst, then the other source:
/// seven ordered events across the sources) pair differently.
enum ZipOverwritingLongBacklog {
    static let capacity = 5

    struct State: Sendable {
        var waiting: [[Int]] = [[], []]
        var ended = [false, false]
    }

    /// The planted zip; `fixed` lets the queues grow, which makes it RAC's.
    static func zip(
        _ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>, fixed: Bool = false
    ) -> Signal<(Int, Int), TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState(State())
            let handle: @Sendable (Event<Int, TestFailure>, Int) -> Void = { event, side in
                switch event {
                case .next(let value):
                    let other = 1 - side
                    // The pair to send, and whether the other side has ended with nothing left to pair.
                    let (pair, done): ((Int, Int)?, Bool) = state.with { state in
                        guard !state.waiting[other].isEmpty else {
                            // The bug: a full ring overwrites its oldest value.
                            if !fixed && state.waiting[side].count == capacity { state.waiting[side].removeFirst() }
                            state.waiting[side].append(value)
                            return (nil, false)
                        }
                        let partner = state.waiting[other].removeFirst()
                        return (side == 0 ? (value, partner) : (partner, value), state.waiting[other].isEmpty && state.ended[other])
                    }
                    if let pair { observer.send(value: pair) }
                    if done {
                        observer.sendCompleted()
                        lifetime.dispose()
                    }
                case .failed(let failure):
                    observer.send(error: failure)
                    lifetime.dispose()
                case .completed:
                    let done = state.with { state in
                        state.ended[side] = true
                        return state.waiting[side].isEmpty
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
