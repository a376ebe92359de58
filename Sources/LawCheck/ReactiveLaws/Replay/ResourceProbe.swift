import Reactive
import Synchronization

/// Counts every subscription to the signals it instruments during an audit
/// (``Schedule/audit(_:)``): when it was made, how often it was disposed,
/// and whether the per-subscription state it left behind was released.
///
/// Each subscription gets a canary, an object that only the subscription's
/// observer holds; a weak reference tells whether it is still alive after
/// the output has ended and the scheduler has run out of work.
public final class ResourceProbe: Sendable {
    /// One subscription to an instrumented signal.
    public struct Record: Sendable {
        /// The signal's name: a source's (`a`, `b`, …) or `inner` for a stream of ``StreamFunction``.
        public var name: String
        /// The tick of the subscription.
        public var subscribedAt: Int
        /// How often its disposal ran.
        public var disposals: Int
        /// Whether its canary was still alive when the probe was read.
        public var retained: Bool
    }

    /// Only the subscription's observer holds it strongly.
    private final class Canary: Sendable {}

    private struct Entry {
        var name: String
        var subscribedAt: Int
        var disposals = 0
        weak var canary: Canary?
    }

    private struct Output {
        weak var canary: Canary?
    }

    // Mutex: subscriptions and disposals happen on the scheduler's thread, but the closures are @Sendable.
    private let entries = Mutex<[Entry]>([])
    private let outputs = Mutex<[Output]>([])

    /// An empty probe.
    public init() {}

    /// `signal`, with every subscription to it counted.
    public func instrument<Value, Failure>(_ signal: Signal<Value, Failure>, name: String) -> Signal<Value, Failure> {
        Signal { observer, lifetime in
            let canary = Canary()
            let time = Replay.scheduler.map { ticks($0.now) } ?? 0
            let index = self.entries.withLock { entries in
                entries.append(Entry(name: name, subscribedAt: time, canary: canary))
                return entries.count - 1
            }
            lifetime.add { self.entries.withLock { $0[index].disposals += 1 } }
            lifetime.add(signal.subscribe(Observer { event in
                withExtendedLifetime(canary) { observer.send(event) }
            }))
        }
    }

    /// A canary for the output's observer to hold: the replay's own
    /// subscriber, which nothing may keep once the output has ended.
    func outputCanary() -> any AnyObject & Sendable {
        let canary = Canary()
        outputs.withLock { $0.append(Output(canary: canary)) }
        return canary
    }

    /// Whether an observer of the output is still alive.
    public var outputRetained: Bool {
        outputs.withLock { $0.contains { $0.canary != nil } }
    }

    /// Every subscription so far, in the order they were made.
    public var records: [Record] {
        entries.withLock { entries in
            entries.map { Record(name: $0.name, subscribedAt: $0.subscribedAt, disposals: $0.disposals, retained: $0.canary != nil) }
        }
    }
}
