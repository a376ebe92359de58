import Reactive
import ReactiveLaws

/// Planted bugs in the multicast family.
enum PlantedMulticast {
    /// A `replayLazily` that connects anew for every subscriber: nothing is shared.
    static func replayLazilyPerSubscriber(_ source: Signal<Int, TestFailure>) -> Signal<Int, TestFailure> {
        Signal.defer { source.replayLazily() }
    }

    /// A `replay` that keeps only the latest value.
    static func replayKeepingOne(_ source: Signal<Int, TestFailure>) -> Signal<Int, TestFailure> {
        source.replayLast()
    }

    /// An `autoconnect` that connects again once a new subscriber comes after the last one left.
    static func reconnecting(_ source: Signal<Int, TestFailure>) -> Signal<Int, TestFailure> {
        let connection = PlantedState<MulticastConnection<Int, TestFailure>?>(nil)
        let subscribers = PlantedState(0)
        return Signal { observer, lifetime in
            let current = connection.with { connection -> MulticastConnection<Int, TestFailure> in
                if let open = connection, subscribers.with({ $0 }) > 0 { return open }
                let fresh = source.publish()  // the bug: a new connection when the old one was let go
                connection = fresh
                return fresh
            }
            subscribers.with { $0 += 1 }
            lifetime.add(current.signal.subscribe(observer))
            let connected = current.connect()
            lifetime.add {
                if subscribers.with({
                    $0 -= 1
                    return $0
                }) == 0 {
                    connected.dispose()
                }
            }
        }
    }
}
