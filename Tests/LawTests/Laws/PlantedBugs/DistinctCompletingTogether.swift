import Reactive
import ReactiveLaws

/// A planted bug: a `distinctUntilChanged` whose subscriptions finish
/// together, as if they all read one source: when one subscription's source
/// completes right after a burst (five or more values in a row reaching that
/// subscription, with no value of another subscription between), the
/// operator completes every other subscription that is running (has received
/// a value since its subscription was made) too. Right for one subscription
/// at a time, and whenever the subscriptions take turns: a cold source sends
/// each value to the first subscription and then, at the same tick, to the
/// second, so values at different ticks alternate between them. Wrong when,
/// after both received a value, five values or more and the completion reach
/// the first subscription at one tick: the second is completed before its
/// own values of that tick. So telling takes a second subscription during
/// the first, a value both see, then a burst at a later tick ending in a
/// completion (six values, the last five and the completion at one tick).
/// What a synchronous source sends inside a subscription call does not
/// count, nor does the burst a late subscription gets of the values it missed
/// before the other subscription received anything. RAC's subscriptions are
/// independent.
enum DistinctCompletingTogether {
    /// How many values in a row make a burst.
    static let burst = 5

    struct Shared: Sendable {
        var nextID = 0
        /// What completes each running subscription, in the order they started.
        var running: [(id: Int, complete: @Sendable () -> Void)] = []
        /// The subscription that received the last value, and how many in a row it received.
        var lastReceiver: Int?
        var run = 0
    }

    /// The planted operator; `fixed` leaves the other subscriptions alone, which makes it RAC's.
    static func distinctUntilChanged(_ source: Signal<Int, TestFailure>, fixed: Bool = false) -> Signal<
        Int, TestFailure
    > {
        // the bug: one burst count for the operator, and a way to end every subscription
        let shared = PlantedState(Shared())
        return Signal { observer, lifetime in
            let id = shared.with { shared in
                defer { shared.nextID += 1 }
                return shared.nextID
            }
            lifetime.add { shared.with { $0.running.removeAll { $0.id == id } } }
            let last = PlantedState<Int?>(nil)
            let counted = PlantedState(false)
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            if counted.with({ $0 }) {
                                shared.with { shared in
                                    // Running from its first value after its subscription was made.
                                    if !shared.running.contains(where: { $0.id == id }) {
                                        shared.running.append(
                                            (
                                                id: id,
                                                complete: {
                                                    observer.sendCompleted()
                                                    lifetime.dispose()
                                                }
                                            ))
                                    }
                                    shared.run = shared.lastReceiver == id ? shared.run + 1 : 1
                                    shared.lastReceiver = id
                                }
                            }
                            let changed = last.with { last in
                                defer { last = value }
                                return last != value
                            }
                            if changed { observer.send(value: value) }
                        case .completed:
                            // The bug: a completion right after a burst ends the other running subscriptions too.
                            let others = shared.with { shared in
                                fixed || !counted.with({ $0 }) || shared.lastReceiver != id || shared.run < burst
                                    ? [] : shared.running.filter { $0.id != id }.map(\.complete)
                            }
                            observer.sendCompleted()
                            for complete in others { complete() }
                        case .failed:
                            observer.send(event)
                        }
                    }))
            // Counted once its subscription is made: what a synchronous source sends inside it does not count.
            counted.with { $0 = true }
            shared.with { shared in
                shared.lastReceiver = nil
                shared.run = 0
            }
        }
    }
}
