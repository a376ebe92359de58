import Reactive

/// Reference models of the operators that wait on the replay's scheduler:
/// `delay`, `throttle`, `buffer`, `timeout`, `interval`, `timer`,
/// `deliver(on:)`, `subscribe(on:)`. A wait of `d` ticks started by the work
/// at moment `m` is that work's insertion due `d` ticks later.
public enum TimeModels {
    /// The failure the model law's `timeout` raises, printed `TestFailure(z)`.
    public static let timedOut = TestFailure(source: 25)

    /// Whole ticks of the replay clock's time, the value `interval` and `timer` send.
    public static func ticks(_ time: Duration) -> Int { Int(time.components.seconds) }

    /// `delay(d)`: values and completion `d` ticks later; a failure at once
    /// (RAC), dropping the values still delayed, or `d` ticks later like the
    /// rest (Combine: ``LawSemantics/FailureTiming``).
    public static func delay(
        _ source: [Timed], _ ticks: Int, failure timing: LawSemantics.FailureTiming = .immediate
    ) -> [Timed] {
        source.upToTerminal.map { timed in
            timing == .immediate && timed.event.isFailure
                ? timed : Timed(timed.moment.scheduling(after: ticks, rank: [0]), timed.event)
        }
    }

    /// RAC's `throttle:valuesPassingTest:` (Combine's `debounce`): a passing
    /// value waits `d` ticks and is sent unless another value comes first;
    /// any value drops the one waiting; others pass at once; completion sends
    /// the waiting one first (RAC) or drops it (Combine: ``LawSemantics/PendingValue``,
    /// whose debounce also delivers the terminal event through its scheduler).
    public static func throttle(
        _ source: [Timed], _ ticks: Int, pending: LawSemantics.PendingValue = .flushed,
        passing shouldThrottle: (Int) -> Bool
    ) -> [Timed] {
        var output: [Timed] = []
        var waiting: Timed?
        // Combine's debounce delivers the terminal event through its scheduler, one insertion later.
        func terminal(_ timed: Timed) -> Timed {
            pending == .flushed ? timed : Timed(timed.moment.scheduling(after: 0, rank: [0]), timed.event)
        }
        func flush(before moment: Moment) {
            if let pending = waiting, pending.moment < moment {
                output.append(pending)
                waiting = nil
            }
        }
        for timed in source.upToTerminal {
            flush(before: timed.moment)
            switch timed.event {
            case .next(let value):
                waiting = nil
                if shouldThrottle(value) {
                    waiting = Timed(timed.moment.scheduling(after: ticks, rank: [0]), timed.event)
                } else {
                    output.append(timed)
                }
            case .completed:
                if pending == .flushed, let waiting { output.append(Timed(timed.moment, waiting.event)) }
                return output + [terminal(timed)]
            case .failed:
                return output + [terminal(timed)]
            }
        }
        return output + (waiting.map { [$0] } ?? [])
    }

    /// RAC's `bufferWithTime:`: the first value of a batch starts a wait of
    /// `d` ticks, after which the batch is sent (coded by `code`); completion
    /// sends the batch at once, then completes; a failure drops it.
    public static func buffer(_ source: [Timed], _ ticks: Int, code: ([Int]) -> Int) -> [Timed] {
        var output: [Timed] = []
        var batch: [Int] = []
        var flushAt: Moment?
        func flush(before moment: Moment) {
            if let due = flushAt, due < moment {
                output.append(Timed(due, .next(code(batch))))
                batch = []
                flushAt = nil
            }
        }
        for timed in source.upToTerminal {
            flush(before: timed.moment)
            switch timed.event {
            case .next(let value):
                if batch.isEmpty { flushAt = timed.moment.scheduling(after: ticks, rank: [0]) }
                batch.append(value)
            case .completed:
                return output + (batch.isEmpty ? [] : [Timed(timed.moment, .next(code(batch)))]) + [timed]
            case .failed:
                return output + [timed]
            }
        }
        return output + (flushAt.map { [Timed($0, .next(code(batch)))] } ?? [])
    }

    /// `timeout(d)`: the source (subscribed after the timer) until `d` ticks
    /// after the subscription, then ``timedOut`` unless it ended first. When
    /// the timer restarts at each value (Combine: ``LawSemantics/TimeoutTimer``),
    /// the deadline is `d` ticks after the latest value, and each event is
    /// delivered through the scheduler, one insertion after the restarted
    /// timer's: with `d = 0` the timer fires first and the value is lost. A
    /// terminal event stops the timer when it arrives.
    public static func timeout(
        _ source: [Timed], _ ticks: Int, subscribedAt subscription: Moment,
        timer: LawSemantics.TimeoutTimer = .fromSubscription
    ) -> [Timed] {
        var deadline = subscription.scheduling(after: ticks, rank: [0])
        var output: [Timed] = []
        for timed in source where timed.moment < deadline {
            guard timer == .restartsAtEachValue else {
                output.append(timed)
                if timed.isTerminal { return output }
                continue
            }
            // A terminal event stops the timer as it arrives; a value restarts it.
            output.append(Timed(timed.moment.scheduling(after: 0, rank: [1]), timed.event))
            if timed.isTerminal { return output }
            deadline = timed.moment.scheduling(after: ticks, rank: [0])
        }
        // The timer fires: a delivery still waiting behind it is dropped.
        return output.filter { $0.moment < deadline } + [Timed(deadline, .failed(timedOut))]
    }

    /// `Signal.interval(period).take(count)`: the tick every `period` ticks, `count` times.
    public static func interval(_ period: Int, count: Int, subscribedAt subscription: Moment) -> [Timed] {
        if count == 0 { return [Timed(subscription, .completed)] }
        var output: [Timed] = []
        var moment = subscription
        for index in 1...count {
            moment = moment.scheduling(after: period, rank: [0])
            output.append(Timed(moment, .next(moment.tick)))
            if index == count { output.append(Timed(moment, .completed)) }
        }
        return output
    }

    /// `deliver(on:)` the replay's scheduler: each event re-scheduled at its own tick.
    public static func deliver(_ source: [Timed]) -> [Timed] {
        source.map { Timed($0.moment.scheduling(after: 0, rank: [0]), $0.event) }
    }
}
