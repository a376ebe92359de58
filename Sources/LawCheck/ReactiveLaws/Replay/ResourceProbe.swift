import Reactive

/// Counts every subscription to the signals it instruments during an audit
/// (`Schedule/audit(_:)`): when it was made, when and how often it was
/// disposed, and whether the per-subscription state it left behind was
/// released. It also notes when the output's first subscription ended, and
/// numbers every subscription, disposal and end in the order they happened
/// (*steps*), finer than ticks.
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
        /// The step of the subscription.
        public var subscribedStep: Int
        /// How often its disposal ran.
        public var disposals: Int
        /// The tick of its first disposal, if any.
        public var disposedAt: Int?
        /// The step of its first disposal, if any.
        public var disposedStep: Int?
        /// The scheduler action during which it was first disposed (`actionBegins()`), if it was.
        public var disposedAction: Int?
        /// Whether its canary was still alive when the probe was read.
        public var retained: Bool
    }

    /// Only the subscription's observer holds it strongly.
    private final class Canary: Sendable {}

    private struct Entry {
        var name: String
        var subscribedAt: Int
        var subscribedStep: Int
        var disposals = 0
        var disposedAt: Int?
        var disposedStep: Int?
        var disposedAction: Int?
        weak var canary: Canary?
    }

    /// How the output's first subscription ended.
    public struct OutputEnd: Sendable, Equatable {
        /// The tick it ended at.
        public var tick: Int
        /// The step of the end: the terminal event's arrival, or the return of the disposal.
        public var step: Int
        /// The scheduler action during which it ended (`actionBegins()`).
        public var action: Int
        /// Whether it was disposed (rather than ended by a terminal event).
        public var byDisposal: Bool
        /// Whether its subscriber disposed of it from inside a delivery
        /// (``Schedule/disposeDuringValue``), while the frames below — an
        /// upstream subscription still being made, a terminal event still
        /// being delivered — had yet to unwind.
        public var insideDelivery: Bool
    }

    private struct Output {
        weak var canary: Canary?
    }

    // Locked: subscriptions and disposals happen on the scheduler's thread, but the closures are @Sendable.
    private let entries = Locked<[Entry]>([])
    private let outputs = Locked<[Output]>([])
    private let steps = Locked(0)
    private let actions = Locked(0)
    private let end = Locked<OutputEnd?>(nil)

    private func nextStep() -> Int {
        steps.withLock { step in
            step += 1
            return step
        }
    }

    /// Notes that the replay's scheduler is about to run its next action:
    /// disposals are then told apart by the action they happen in, so that
    /// one made by a later action at the same tick (asynchronously) is late.
    func actionBegins() {
        actions.withLock { $0 += 1 }
    }

    private var action: Int { actions.withLock { $0 } }

    private static var now: Int { Replay.scheduler.map { ticks($0.now) } ?? 0 }

    /// An empty probe.
    public init() {}

    /// `signal`, with every subscription to it counted.
    public func instrument<Value, Failure>(_ signal: Signal<Value, Failure>, name: String) -> Signal<Value, Failure> {
        Signal { observer, lifetime in
            let canary = Canary()
            let step = self.nextStep()
            let index = self.entries.withLock { entries in
                entries.append(Entry(name: name, subscribedAt: Self.now, subscribedStep: step, canary: canary))
                return entries.count - 1
            }
            lifetime.add {
                let step = self.nextStep()
                let action = self.action
                self.entries.withLock { entries in
                    if entries[index].disposals == 0 {
                        entries[index].disposedAt = Self.now
                        entries[index].disposedStep = step
                        entries[index].disposedAction = action
                    }
                    entries[index].disposals += 1
                }
            }
            lifetime.add(
                signal.subscribe(
                    Observer { event in
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

    /// Notes that the output's first subscription ended now, unless it had
    /// already: by its terminal event, or once its disposal has returned
    /// (made from inside a delivery, or not).
    func outputEnded(byDisposal: Bool, insideDelivery: Bool = false) {
        let step = nextStep()
        let action = action
        end.withLock { end in
            if end == nil {
                end = OutputEnd(
                    tick: Self.now, step: step, action: action, byDisposal: byDisposal, insideDelivery: insideDelivery)
            }
        }
    }

    /// How the output's first subscription ended, if it did.
    public var outputEnd: OutputEnd? { end.withLock { $0 } }

    /// Whether an observer of the output is still alive.
    public var outputRetained: Bool {
        outputs.withLock { $0.contains { $0.canary != nil } }
    }

    /// Every subscription so far, in the order they were made.
    public var records: [Record] {
        entries.withLock { entries in
            entries.map {
                Record(
                    name: $0.name, subscribedAt: $0.subscribedAt, subscribedStep: $0.subscribedStep,
                    disposals: $0.disposals,
                    disposedAt: $0.disposedAt, disposedStep: $0.disposedStep, disposedAction: $0.disposedAction,
                    retained: $0.canary != nil)
            }
        }
    }
}
