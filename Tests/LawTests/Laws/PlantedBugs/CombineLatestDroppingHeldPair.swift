import Reactive
import ReactiveLaws

/// A planted bug: a `combineLatest` that holds the pairs formed while it is
/// still subscribing its sides and sends them once both are subscribed (the
/// author wanted a subscriber to meet the first pairs of synchronous,
/// property-like sources only once the subscription is set up). The holding
/// buffer has four slots; a fifth pair overwrites the newest held one, where
/// RAC sends every pair. Telling takes both sides synchronous and an order
/// across them inside the subscription: `a` sends, then `b` sends five values
/// or more before its subscription call returns (five values due by the
/// subscription's tick: a burst at one tick, or a late subscription that finds
/// them due). Pairs formed later are sent at once; held pairs go out before
/// the output's terminal event.
enum CombineLatestDroppingHeldPair {
    /// How many pairs the holding buffer takes.
    static let capacity = 4

    struct State: Sendable {
        var latest: [Int?] = [nil, nil]
        var held: [(Int, Int)] = []
        var completed = [false, false]
        /// Whether the subscription call is still running.
        var subscribing = true
    }

    /// The planted combineLatest; `fixed` holds every pair, which makes it RAC's.
    static func combineLatest(
        _ a: Signal<Int, TestFailure>, _ b: Signal<Int, TestFailure>, fixed: Bool = false
    ) -> Signal<(Int, Int), TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState(State())
            // Sends the held pairs, before the output ends or once both sides are subscribed.
            let sendHeld: @Sendable () -> Void = {
                let held = state.with { state in
                    defer { state.held = [] }
                    return state.held
                }
                for pair in held { observer.send(value: pair) }
            }
            let handle: @Sendable (Event<Int, TestFailure>, Int) -> Void = { event, side in
                switch event {
                case .next(let value):
                    let pair: (Int, Int)? = state.with { state in
                        state.latest[side] = value
                        guard let first = state.latest[0], let second = state.latest[1] else { return nil }
                        guard state.subscribing else { return (first, second) }
                        // The bug: a full buffer overwrites its newest pair.
                        if !fixed && state.held.count == capacity { state.held.removeLast() }
                        state.held.append((first, second))
                        return nil
                    }
                    if let pair { observer.send(value: pair) }
                case .failed(let failure):
                    sendHeld()
                    observer.send(error: failure)
                    lifetime.dispose()
                case .completed:
                    let done = state.with { state in
                        state.completed[side] = true
                        return state.completed.allSatisfy { $0 }
                    }
                    if done {
                        sendHeld()
                        observer.sendCompleted()
                        lifetime.dispose()
                    }
                }
            }
            lifetime.add(a.subscribe(Observer { handle($0, 0) }))
            lifetime.add(b.subscribe(Observer { handle($0, 1) }))
            state.with { $0.subscribing = false }
            sendHeld()
        }
    }
}
