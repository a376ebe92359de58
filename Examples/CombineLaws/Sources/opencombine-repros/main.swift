// Plain-OpenCombine reproductions of what the laws found (README.md): no
// Reactive, no LawCheck. Each prints what happened and whether it is the bug.
//   swift run --package-path Examples/CombineLaws opencombine-repros
import OpenCombine

struct Boom: Error {}

/// Whether a publisher's subscription was cancelled, seen through `handleEvents`.
final class Watch {
    var subscribed = false
    var cancelled = false
    var finishedBeforeSubscribed: Bool?
}

func report(_ title: String, bug: Bool, _ detail: String) {
    print((bug ? "BUG  " : "ok   ") + title + ": " + detail)
}

// 1. flatMap keeps its upstream when an inner publisher fails.
do {
    let upstream = PassthroughSubject<Int, Boom>()
    let watch = Watch()
    var completion: Subscribers.Completion<Boom>?
    let subscription = upstream.handleEvents(receiveCancel: { watch.cancelled = true })
        .flatMap { _ in Fail<Int, Boom>(error: Boom()) }
        .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    upstream.send(1)
    report(
        "flatMap, inner failure", bug: completion != nil && !watch.cancelled,
        "output \(completion.map { "\($0)" } ?? "open"), upstream cancelled: \(watch.cancelled)")
    subscription.cancel()
}

// 2. prefix(untilOutputFrom:) keeps its trigger after it fires.
do {
    let source = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Int, Never>()
    let watch = Watch()
    var finished = false
    let subscription = source.prefix(untilOutputFrom: trigger.handleEvents(receiveCancel: { watch.cancelled = true }))
        .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    trigger.send(0)
    report(
        "prefix(untilOutputFrom:), trigger fires", bug: finished && !watch.cancelled,
        "output finished: \(finished), trigger cancelled: \(watch.cancelled)")
    subscription.cancel()
}

// 3. drop(untilOutputFrom:) keeps its trigger when the upstream finishes.
do {
    let source = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Int, Never>()
    let watch = Watch()
    var finished = false
    let subscription = source.drop(untilOutputFrom: trigger.handleEvents(receiveCancel: { watch.cancelled = true }))
        .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    source.send(completion: .finished)
    report(
        "drop(untilOutputFrom:), upstream finishes", bug: finished && !watch.cancelled,
        "output finished: \(finished), trigger cancelled: \(watch.cancelled)")
    subscription.cancel()
}

// 4. timeout never cancels its repeating timer after it fires.
do {
    let scheduler = ManualScheduler()
    let source = PassthroughSubject<Int, Boom>()
    var completion: Subscribers.Completion<Boom>?
    let subscription = source.timeout(.seconds(1), scheduler: scheduler, customError: { Boom() })
        .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    scheduler.advance(by: 1)
    report(
        "timeout fires", bug: completion != nil && scheduler.liveRepeatingTimers > 0,
        "output \(completion.map { "\($0)" } ?? "open"), repeating timers still scheduled: \(scheduler.liveRepeatingTimers)"
    )
    subscription.cancel()
}

// 5. drop(untilOutputFrom:) subscribes its upstream after a trigger that ended first finished it, and never cancels it.
do {
    let watch = Watch()
    var finished = false
    let upstream = PassthroughSubject<Int, Never>().handleEvents(
        receiveSubscription: { _ in
            watch.subscribed = true
            watch.finishedBeforeSubscribed = finished
        },
        receiveCancel: { watch.cancelled = true })
    let subscription = upstream.drop(untilOutputFrom: Empty<Int, Never>())
        .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    report(
        "drop(untilOutputFrom:), trigger ends first", bug: watch.finishedBeforeSubscribed == true && !watch.cancelled,
        "upstream subscribed after the output finished: \(watch.finishedBeforeSubscribed == true), upstream cancelled: \(watch.cancelled)"
    )
    subscription.cancel()
}

// 6. zip subscribes its next upstream after it has finished.
do {
    var finished = false
    var subscribedAfterFinish = false
    let second = PassthroughSubject<Int, Never>().handleEvents(receiveSubscription: { _ in
        subscribedAfterFinish = finished
    })
    let subscription = Empty<Int, Never>().zip(second)
        .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    report(
        "zip, first upstream empty", bug: subscribedAfterFinish,
        "output finished: \(finished), second upstream subscribed after that: \(subscribedAfterFinish)")
    subscription.cancel()
}

// 7. zip completes its subscriber before handing it a subscription, so no demand can have been granted.
do {
    var events: [String] = []
    let subscriber = AnySubscriber<(Int, Int), Never>(
        receiveSubscription: {
            events.append("subscription")
            $0.request(.max(1))
        },
        receiveValue: { _ in .none }, receiveCompletion: { _ in events.append("completion") })
    Empty<Int, Never>().zip(PassthroughSubject<Int, Never>()).subscribe(subscriber)
    report("zip, first upstream empty: order of calls", bug: events.first == "completion", "subscriber got \(events)")
}

// 8. zip: demand returned from receive(_:) reaches only the upstream whose value completed the pair.
do {
    var received = 0
    let subscriber = AnySubscriber<(Int, Int), Never>(
        receiveSubscription: { $0.request(.max(1)) },
        receiveValue: { _ in
            received += 1
            return .max(1)
        },  // one more after each value: all three are owed
        receiveCompletion: { _ in })
    [1, 2, 3].publisher.zip([1, 2, 3].publisher).subscribe(subscriber)
    report("zip, demand returned from receive(_:)", bug: received < 3, "received \(received) of 3 pairs")
}

/// A scheduler whose clock moves only when told, counting the repeating timers still scheduled.
final class ManualScheduler: Scheduler {
    struct Time: Strideable {
        var seconds: Int
        func distance(to other: Time) -> Stride { Stride(seconds: other.seconds - seconds) }
        func advanced(by stride: Stride) -> Time { Time(seconds: seconds + stride.seconds) }
    }

    struct Stride: SignedNumeric, Comparable, SchedulerTimeIntervalConvertible {
        var seconds: Int
        init(seconds: Int) { self.seconds = seconds }
        init(integerLiteral value: Int) { seconds = value }
        init?<T: BinaryInteger>(exactly source: T) {
            guard let value = Int(exactly: source) else { return nil }
            seconds = value
        }
        var magnitude: Int { abs(seconds) }
        static func seconds(_ s: Int) -> Stride { Stride(seconds: s) }
        static func seconds(_ s: Double) -> Stride { Stride(seconds: Int(s)) }
        static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: ms / 1000) }
        static func microseconds(_ us: Int) -> Stride { Stride(seconds: us / 1_000_000) }
        static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: ns / 1_000_000_000) }
        static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.seconds < rhs.seconds }
        static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds + rhs.seconds) }
        static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds - rhs.seconds) }
        static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds * rhs.seconds) }
        static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    private final class Timer: Cancellable {
        var due: Time
        let interval: Stride?
        let action: () -> Void
        var cancelled = false
        init(due: Time, interval: Stride?, action: @escaping () -> Void) {
            self.due = due
            self.interval = interval
            self.action = action
        }
        func cancel() { cancelled = true }
    }

    private var timers: [Timer] = []
    var now = Time(seconds: 0)
    var minimumTolerance: Stride { 0 }
    var liveRepeatingTimers: Int { timers.filter { !$0.cancelled && $0.interval != nil }.count }

    func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    func schedule(after date: Time, tolerance: Stride, options: Never?, _ action: @escaping () -> Void) {
        timers.append(Timer(due: date, interval: nil, action: action))
    }

    func schedule(
        after date: Time, interval: Stride, tolerance: Stride, options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = Timer(due: date, interval: interval, action: action)
        timers.append(timer)
        return timer
    }

    /// Runs every action due in the next `seconds` seconds.
    func advance(by seconds: Int) {
        let end = now.seconds + seconds
        while let timer = timers.filter({ !$0.cancelled && $0.due.seconds <= end }).min(by: {
            $0.due.seconds < $1.due.seconds
        }) {
            now = timer.due
            if let interval = timer.interval {
                timer.due = timer.due.advanced(by: interval)
            } else {
                timer.cancelled = true
            }
            timer.action()
        }
        now = Time(seconds: end)
    }
}
