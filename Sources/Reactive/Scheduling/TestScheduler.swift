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
        let action: @Sendable () -> Void
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
        while let entry = popDue(upTo: time) {
            Schedulers.perform(as: self, entry.action)
        }
        state.withLock { $0.now = Swift.max($0.now, time) }
    }

    /// Runs every action, moving the clock to each one's due time, until none is left
    /// (RAC's `stepAll`).
    public func run() {
        while let entry = popDue(upTo: nil) {
            Schedulers.perform(as: self, entry.action)
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
            guard let entry = popDue(upTo: nil) else { return }
            Schedulers.perform(as: self, entry.action)
        }
    }

    private func enqueue(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = ActionDisposable()
        state.withLock { state in
            let entry = Entry(
                due: state.now + Swift.max(delay, .zero),
                order: state.nextOrder,
                action: action,
                cancellation: cancellation
            )
            state.nextOrder += 1
            state.queue.insert(entry)
        }
        return cancellation
    }

    /// Takes the next live action due no later than `limit` and moves the clock to it.
    private func popDue(upTo limit: Duration?) -> Entry? {
        state.withLock { state in
            while let first = state.queue.first {
                if let limit, first.due > limit { return nil }
                let entry = state.queue.removeFirst()
                if entry.cancellation.isDisposed { continue }
                state.now = Swift.max(state.now, entry.due)
                return entry
            }
            return nil
        }
    }
}
