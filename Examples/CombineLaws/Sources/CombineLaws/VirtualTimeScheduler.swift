import Foundation
import OpenCombine
import Reactive
import ReactiveLaws
import Synchronization

/// An OpenCombine `Scheduler` that runs on a Reactive scheduler — in a law,
/// the replay's `TestScheduler` (`Models.scheduler`, or the scheduler a time
/// law hands its operator) — so that OpenCombine's time operators (`delay`,
/// `debounce`, `timeout`, `receive(on:)`, `subscribe(on:)`) wait on the law's
/// virtual time: a wait of `n` seconds is `n` ticks, and the laws' models
/// know exactly when each piece of work runs.
///
/// A repeating action (Combine's timers: `debounce`'s and `timeout`'s) is a
/// resource: while a resource law runs (`Replay.probe`), each one is counted
/// as a subscription named `timer`, so a timer still running after the
/// output ended is reported like an upstream left subscribed. On a
/// `TestScheduler` it stops re-arming once it is the only work left, since
/// nothing could observe it any more and the replay must end. A repeating
/// interval of zero fires once.
public struct VirtualTimeScheduler: OpenCombine.Scheduler, Sendable {
    /// A point on the virtual clock.
    public struct Time: Strideable, Hashable, Sendable {
        /// Nanoseconds since the clock's start.
        public var nanoseconds: Int64

        /// The point `nanoseconds` after the clock's start.
        public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

        /// How far `other` is from this point.
        public func distance(to other: Time) -> Stride { Stride(nanoseconds: other.nanoseconds - nanoseconds) }

        /// The point `stride` later.
        public func advanced(by stride: Stride) -> Time { Time(nanoseconds: nanoseconds + stride.nanoseconds) }
    }

    /// A distance on the virtual clock.
    public struct Stride: SignedNumeric, Comparable, Hashable, Sendable, SchedulerTimeIntervalConvertible {
        /// Nanoseconds.
        public var nanoseconds: Int64

        /// A distance of `nanoseconds`.
        public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
        /// The distance `duration` covers, as the laws hand it to a time operator.
        public init(_ duration: Duration) {
            nanoseconds = duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
        }
        /// A distance of `value` nanoseconds.
        public init(integerLiteral value: Int64) { self.nanoseconds = value }
        /// A distance of `source` nanoseconds, if it fits.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let nanoseconds = Int64(exactly: source) else { return nil }
            self.nanoseconds = nanoseconds
        }

        /// The distance as a `Duration`, as Reactive's schedulers take it.
        public var duration: Duration { .nanoseconds(nanoseconds) }
        /// The size of the distance.
        public var magnitude: UInt64 { nanoseconds.magnitude }

        /// `s` seconds (one tick of a law's clock each).
        public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: Int64(s) * 1_000_000_000) }
        /// `s` seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int64(s * 1_000_000_000)) }
        /// `ms` milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: Int64(ms) * 1_000_000) }
        /// `us` microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: Int64(us) * 1_000) }
        /// `ns` nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: Int64(ns)) }

        /// Whether `lhs` is the shorter distance.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
        /// The sum of two distances.
        public static func + (lhs: Stride, rhs: Stride) -> Stride {
            Stride(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
        }
        /// The difference of two distances.
        public static func - (lhs: Stride, rhs: Stride) -> Stride {
            Stride(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
        }
        /// The product, in nanoseconds (`SignedNumeric` asks for one).
        public static func * (lhs: Stride, rhs: Stride) -> Stride {
            Stride(nanoseconds: lhs.nanoseconds * rhs.nanoseconds)
        }
        /// Multiplies in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    /// OpenCombine's options: none.
    public typealias SchedulerOptions = Never

    /// The scheduler that runs the work.
    public let base: any Reactive.Scheduler

    /// A scheduler running on `base`.
    public init(_ base: any Reactive.Scheduler) { self.base = base }

    /// A scheduler running on the replay's `TestScheduler`; only inside a law's operator.
    public static var replay: VirtualTimeScheduler { VirtualTimeScheduler(Models.scheduler) }

    /// The base scheduler's time.
    public var now: Time { Time(nanoseconds: Self.nanoseconds(base.now)) }
    /// No tolerance: virtual time is exact.
    public var minimumTolerance: Stride { .zero }

    /// Runs `action` as the base scheduler's next action.
    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        base.schedule { action.run() }
    }

    /// Runs `action` at `date`.
    public func schedule(after date: Time, tolerance: Stride, options: Never?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        base.schedule(after: delay(until: date)) { action.run() }
    }

    /// Runs `action` at `date`, then every `interval`, until cancelled (see the type's note on timers).
    public func schedule(
        after date: Time, interval: Stride, tolerance: Stride, options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = RepeatingTimer(ScheduledAction(action), every: interval.duration, on: base)
        timer.arm(after: delay(until: date))
        return AnyCancellable { timer.cancel() }
    }

    private func delay(until date: Time) -> Duration {
        .nanoseconds(max(0, date.nanoseconds - Self.nanoseconds(base.now)))
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 { Stride(duration).nanoseconds }
}

/// An OpenCombine action (a plain closure) handed to a Reactive scheduler,
/// whose actions are `@Sendable`.
final class ScheduledAction: @unchecked Sendable {  // lock: the action only runs with `lock` held, so never on two
    // threads at once
    private let lock = NSRecursiveLock()
    private let action: () -> Void

    init(_ action: @escaping () -> Void) { self.action = action }

    func run() {
        lock.lock()
        defer { lock.unlock() }
        action()
    }
}

/// A repeating action on a Reactive scheduler, counted by the running
/// resource audit as a subscription named `timer` until it is cancelled.
final class RepeatingTimer: Sendable {
    private let action: ScheduledAction
    private let interval: Duration
    private let scheduler: any Reactive.Scheduler
    private let pending = SerialDisposable()
    /// Whether the timer is armed on a test scheduler, and so counted in ``armed``.
    private let counted = Mutex(false)
    /// The audit's record of the timer: disposed when the timer is cancelled.
    private let record: (any Disposable)?

    /// How many repeating timers are armed on each test scheduler: a timer
    /// re-arms only while the scheduler has other work than these, or two
    /// timers nobody cancels would keep each other, and the replay, running forever.
    private static let armed = Mutex<[ObjectIdentifier: Int]>([:])

    init(_ action: ScheduledAction, every interval: Duration, on scheduler: any Reactive.Scheduler) {
        self.action = action
        self.interval = interval
        self.scheduler = scheduler
        record = Replay.probe.map {
            $0.instrument(Signal<Never, Never>.never, name: "timer").subscribe(Observer { _ in })
        }
    }

    func arm(after delay: Duration) {
        count(armed: true)
        pending.inner = scheduler.schedule(after: delay) { [self] in fire() }
    }

    private func fire() {
        count(armed: false)
        action.run()
        // A zero interval fires once: again at the same instant, it would never let the clock move on.
        if pending.isDisposed || interval <= .zero { return }
        if let test = scheduler as? TestScheduler {
            let timers = Self.armed.withLock { $0[ObjectIdentifier(test)] ?? 0 }
            if test.pendingCount <= timers { return }
        }
        arm(after: interval)
    }

    func cancel() {
        pending.dispose()
        record?.dispose()
        count(armed: false)
    }

    /// Counts the timer in or out of ``armed`` (on a test scheduler only).
    private func count(armed: Bool) {
        guard let test = scheduler as? TestScheduler else { return }
        let changed = counted.withLock { counted in
            defer { counted = armed }
            return counted != armed
        }
        guard changed else { return }
        let key = ObjectIdentifier(test)
        Self.armed.withLock { census in
            let count = (census[key] ?? 0) + (armed ? 1 : -1)
            census[key] = count == 0 ? nil : count
        }
    }
}
