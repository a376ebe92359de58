import Reactive
import ReactiveLaws

/// A planted bug: a `merge` that holds back the events its sources send
/// while it is still subscribing them (synchronous sources) and delivers them
/// once every source is subscribed and counted. The holding queue is an
/// inline buffer of five events (no allocation on the common path); on the
/// sixth, the author flushed the queue and let events through at once,
/// forgetting that the count of active sources is still incomplete then:
/// each source is counted once its subscription call returns. So a
/// synchronous completion delivered on or after the sixth event sent inside
/// the subscription (a source's burst) finds the count at 0 while another
/// source is still open or not yet counted, and the output completes early,
/// cutting off the rest. RAC counts each source before subscribing it.
enum MergeCountingAfterSubscribing {
    /// How many events the holding queue takes.
    static let capacity = 5

    struct State: Sendable {
        var active = 0
        var subscribing = true
        var held: [Event<Int, TestFailure>] = []
        var ended = false
    }

    /// The planted merge; `fixed` counts each source before subscribing, which makes it RAC's.
    static func merge(_ sources: [Signal<Int, TestFailure>], fixed: Bool = false) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let state = PlantedState(State(active: fixed ? sources.count : 0))
            if sources.isEmpty { return observer.sendCompleted() }
            // Sends one event on, unless the output has ended.
            let deliver: @Sendable (Event<Int, TestFailure>) -> Void = { event in
                if state.with({ $0.ended }) { return }
                switch event {
                case .next(let value):
                    observer.send(value: value)
                case .failed(let failure):
                    state.with { $0.ended = true }
                    observer.send(error: failure)
                    lifetime.dispose()
                case .completed:
                    if state.with({
                        $0.active -= 1
                        $0.ended = $0.active == 0
                        return $0.ended
                    }) {
                        observer.sendCompleted()
                        lifetime.dispose()
                    }
                }
            }
            for source in sources {
                lifetime.add(
                    source.subscribe(
                        Observer { event in
                            // Held while subscribing; past the queue's capacity, the queue and the event are
                            // delivered at once (the bug: with the count still incomplete).
                            let (flushed, holds) = state.with { state -> ([Event<Int, TestFailure>], Bool) in
                                guard state.subscribing else { return ([], false) }
                                guard fixed || state.held.count < capacity else {
                                    defer { state.held = [] }
                                    return (state.held, false)
                                }
                                state.held.append(event)
                                return ([], true)
                            }
                            for event in flushed { deliver(event) }
                            if !holds { deliver(event) }
                        }))
                if state.with({ $0.ended }) { return }
                if !fixed { state.with { $0.active += 1 } }
            }
            let held = state.with { state in
                state.subscribing = false
                defer { state.held = [] }
                return state.held
            }
            for event in held { deliver(event) }
        }
    }
}
