/// A virtual-time scheduler for deterministic tests (RAC's `RACTestScheduler`).
///
/// Nothing runs until the test moves the clock: ``advance(by:)``,
/// ``advance(to:)`` or ``run()``. Actions run in order of their due time, and
/// actions due at the same time run in the order they were scheduled. Time
/// starts at zero. Actions scheduled "now" from inside a running action run in
/// the same advance, after those already due.
///
/// It is safe to schedule from any thread; actions themselves run on the thread
/// that advances the clock, with ``Schedulers/current`` set to this scheduler.
public final class TestScheduler: Scheduler {
    private struct Entry: Sendable {
        let due: Duration
        let order: UInt64
        let action: QueuedAction
        let cancellation: ActionDisposable

        func precedes(_ other: Entry) -> Bool {
            due < other.due || (due == other.due && order < other.order)
        }
    }

    private struct State: Sendable {
        var now: Duration = .zero
        var nextOrder: UInt64 = 0
        var queue = BinaryHeap<Entry> { $0.precedes($1) }
    }

    // Locked guards the clock and the queue; actions run outside it.
    private let state = Locked(State())

    /// A scheduler whose clock reads zero.
    public init() {}

    public var now: Duration { state.withLock { $0.now } }

    /// How many actions are waiting (cancelled ones are dropped lazily and may still count).
    public var pendingCount: Int { state.withLock { $0.queue.count } }

    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        enqueue(after: .zero, action)
    }

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
        enqueue(after: delay, action)
    }

    @discardableResult
    public func schedule(
        after delay: Duration,
        repeatingEvery interval: Duration,
        leeway: Duration,
        _ action: @escaping @Sendable () -> Void
    ) -> (any Disposable)? {
        precondition(interval > .zero, "TestScheduler: a repeating interval must be positive")
        let repeating = SerialDisposable()
        @Sendable func tick() {
            action()
            repeating.inner = enqueue(after: interval, tick)
        }
        repeating.inner = enqueue(after: delay, tick)
        return repeating
    }

    /// Moves the clock forward by `interval`, running every action due on the way.
    public func advance(by interval: Duration = .zero) {
        advance(to: now + interval)
    }

    /// Moves the clock to `time`, running every action due up to and including it.
    /// Moving backwards is a programming error.
    public func advance(to time: Duration) {
        precondition(time >= now, "TestScheduler cannot go back in time (now \(now), asked for \(time))")
        while let action = popDue(upTo: time) {
            Schedulers.perform(as: self, action)
        }
        state.withLock { $0.now = Swift.max($0.now, time) }
    }

    /// Runs every action, moving the clock to each one's due time, until none is left
    /// (RAC's `stepAll`).
    public func run() {
        while let action = popDue(upTo: nil) {
            Schedulers.perform(as: self, action)
        }
    }

    /// Runs the next `count` pending actions, one at a time, and stops (RAC's
    /// `step` and `step:`): each is the earliest due — of several due at the
    /// same time, the first scheduled — and the clock moves to its due time
    /// if that is later than now. An action scheduled by a stepped action is
    /// pending like any other and counts when it runs. Runs fewer when fewer
    /// are pending. Cancelled actions are skipped without counting (RAC counts
    /// a cancelled action as a step and runs nothing for it).
    public func step(_ count: Int = 1) {
        precondition(count >= 0, "TestScheduler cannot step a negative number of actions (\(count))")
        for _ in 0..<count {
            guard let action = popDue(upTo: nil) else { return }
            Schedulers.perform(as: self, action)
        }
    }

    private func enqueue(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let queued = QueuedAction(action)
        let cancellation = ActionDisposable { [weak queued] in _ = queued?.take() }
        state.withLock { state in
            let entry = Entry(
                due: state.now + Swift.max(delay, .zero),
                order: state.nextOrder,
                action: queued,
                cancellation: cancellation
            )
            state.nextOrder += 1
            state.queue.insert(entry)
        }
        return cancellation
    }

    /// Takes the next live action due no later than `limit` and moves the clock to it.
    private func popDue(upTo limit: Duration?) -> (@Sendable () -> Void)? {
        state.withLock { state in
            while let first = state.queue.first {
                if let limit, first.due > limit { return nil }
                let entry = state.queue.removeFirst()
                guard !entry.cancellation.isDisposed, let action = entry.action.take() else { continue }
                state.now = Swift.max(state.now, entry.due)
                return action
            }
            return nil
        }
    }
}

/// The closure of a queued action. Its queue entry owns it; the action's
/// disposable refers to it only weakly and releases it when disposed. A
/// cancelled action stays queued until the clock reaches it (the queue drops
/// it lazily), and its closure often holds the scheduler (as
/// `Signal.interval`'s does): kept until then, it would hold the scheduler
/// and its queue in a cycle after the test let them go. A strong reference
/// from the disposable would make another cycle, through the subscription
/// lifetime that keeps the disposable and the observer the closure holds.
private final class QueuedAction: Sendable {
    // Locked guards the closure against a disposal racing the clock.
    private let action: Locked<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    /// The closure, taken out; nil once taken or released. The caller drops
    /// it outside the lock: its captures may dispose in their deinit.
    func take() -> (@Sendable () -> Void)? {
        action.withLock { action in
            defer { action = nil }
            return action
        }
    }
}
