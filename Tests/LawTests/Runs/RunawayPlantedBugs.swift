import Reactive
import ReactiveLaws

/// Planted bugs that the per-case budget must stop, and sharing bugs only
/// the multicast resource law sees.
enum RunawayPlantedBugs {
    /// `Signal.interval` whose timer is never tied to the subscription: once
    /// the law's `take(n)` has its values and lets go, the timer re-arms
    /// forever on the replay's virtual clock.
    static func intervalNeverStopping(_ interval: Duration, _ scheduler: any Scheduler) -> Signal<Duration, Never> {
        Signal { observer, _ in
            // the bug: not added to the lifetime
            _ = scheduler.schedule(after: interval, repeatingEvery: interval, leeway: .zero) {
                observer.send(value: scheduler.now)
            }
        }
    }

    /// A `publish().autoconnect()` that connects at the first subscription
    /// and never lets go of the source, even once every subscriber has left.
    static func autoconnectNeverDisconnecting(_ source: Signal<Int, TestFailure>) -> Signal<Int, TestFailure> {
        let connection = source.publish()
        let connected = PlantedState(false)
        return Signal { observer, lifetime in
            lifetime.add(connection.signal.subscribe(observer))
            if connected.with({ connected in
                defer { connected = true }
                return !connected
            }) {
                _ = connection.connect()  // the bug: the connection is never disposed
            }
        }
    }
}
