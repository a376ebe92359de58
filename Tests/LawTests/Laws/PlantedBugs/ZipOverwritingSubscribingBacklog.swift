import Reactive
import ReactiveLaws

/// A planted bug: a `zip` that, while it is still subscribing its sides,
/// keeps the values a side waits with in an inline ring of five slots (the
/// author meant to spare an allocation for the one value a synchronous source
/// such as `Signal.return` sends as it is subscribed) and, when a sixth
/// arrives before the other side's first, overwrites the oldest; once both
/// sides are subscribed its queues grow as RAC's do. Telling takes a
/// synchronous side sending six values or more inside its subscription call
/// (six values due by the subscription's tick: a burst at one tick, or a late
/// subscription that finds them all due) while the other side has sent
/// nothing, and the other side sending after: a backlog built later, by a
/// side that leads however far, pairs correctly.
enum ZipOverwritingSubscribingBacklog {
    /// How many waiting values the ring holds while subscribing.
    static let capacity = 5

    struct State: Sendable {
        var waiting: [[Int]] = [[], []]
        var ended = [false, false]
        /// Whether the subscription call is still running.
        var subscribing = true
    }

    /// The planted zip; `fixed` lets the queues grow while subscribing too, which makes it RAC's.
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
                            // The bug: while subscribing, a full ring overwrites its oldest value.
                            if !fixed && state.subscribing && state.waiting[side].count == capacity {
                                state.waiting[side].removeFirst()
                            }
                            state.waiting[side].append(value)
                            return (nil, false)
                        }
                        let partner = state.waiting[other].removeFirst()
                        return (
                            side == 0 ? (value, partner) : (partner, value),
                            state.waiting[other].isEmpty && state.ended[other]
                        )
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
            state.with { $0.subscribing = false }
        }
    }
}
