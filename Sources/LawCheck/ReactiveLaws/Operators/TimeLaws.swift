import Reactive

/// The laws of the time operators (models in ``TimeModels``): the operator
/// runs on the replay's `TestScheduler`, handed to it.
extension SignalLaws {
    static var time: String { "time models" }

    /// `delay(n, on:)`: each event `n` ticks later; a failure at once
    /// (``LawSemantics/delayedFailure``: Combine's is delayed too).
    public static var delay: OperatorLaw<TimedOperator> {
        unary(
            "delay", "s.delay(n) ≡ delayModel(s, n)", family: time, uses: [.n],
            call: { delay, s, input in delay(s, .seconds(input.n), Models.scheduler) },
            replayModel: { replay, s, input in TimeModels.delay(s, input.n, failure: replay.semantics.delayedFailure) })
    }

    /// `throttle(n, on:)` (Combine's `debounce`): a value once `n` ticks pass
    /// without another; the terminal event at once, after the waiting value
    /// (``LawSemantics/pendingValueOnCompletion``: Combine drops it).
    public static var throttle: OperatorLaw<TimedOperator> {
        unary(
            "throttle", "s.throttle(n) ≡ throttleModel(s, n)", family: time, uses: [.n],
            call: { throttle, s, input in throttle(s, .seconds(input.n), Models.scheduler) },
            replayModel: { replay, s, input in
                TimeModels.throttle(s, input.n, pending: replay.semantics.pendingValueOnCompletion) { _ in true }
            })
    }

    /// `throttle(n, on:, valuesPassing: p)`: values passing `p` throttled, others sent at once.
    public static var throttlePassing: OperatorLaw<TimedPredicateOperator> {
        unary(
            "throttle passing", "s.throttle(n, valuesPassing: p) ≡ throttleModel(s, n, p)", family: time,
            uses: [.n, .p],
            call: { throttle, s, input in throttle(s, .seconds(input.n), Models.scheduler, values(input.p)) },
            replayModel: { replay, s, input in
                TimeModels.throttle(
                    s, input.n, pending: replay.semantics.pendingValueOnCompletion, passing: input.p.callAsFunction)
            })
    }

    /// `buffer(n + 1, on:)`: the values of each window as an array; the law observes digits.
    public static var buffer: OperatorLaw<TimedCollectOperator> {
        unary(
            "buffer", "s.buffer(n + 1).map(digits) ≡ bufferModel(s, n + 1)", family: time, uses: [.n],
            call: { buffer, s, input in buffer(s, .seconds(input.n + 1), Models.scheduler).map(collected) },
            model: { s, input in TimeModels.buffer(s, input.n + 1, code: AggregateModels.digits) })
    }

    /// `timeout(after: n, on:, raising: e)`: the source, failing with `e` if
    /// it has not ended `n` ticks after the subscription (or, under
    /// ``LawSemantics/timeoutTimer`` `.restartsAtEachValue`, after its latest value).
    public static var timeout: OperatorLaw<TimeoutOperator> {
        OperatorLaw(
            "timeout", "s.timeout(after: n) ≡ timeoutModel(s, n)", family: time, uses: [.n],
            apply: { timeout, sources, input in
                lower(
                    timeout(
                        lift(sources[0]), .seconds(input.n), Models.scheduler,
                        Failure(lawSource: TimeModels.timedOut.source)))
            },
            model: { replay, input in
                TimeModels.timeout(
                    replay.source(0, ordinal: 1), input.n, subscribedAt: replay.subscription,
                    timer: replay.semantics.timeoutTimer)
            })
    }

    /// The clock's time as the law's number of whole ticks.
    static func ticks(_ signal: Signal<Duration, Never>) -> Signal<Int, TestFailure> {
        signal.map(TimeModels.ticks).promoteFailure()
    }

    /// `Signal.interval(d, on:)`: the scheduler's time every `d` ticks; the law takes `n` of them with `d = 1 + x % 3`.
    public static var interval: OperatorLaw<ClockOperator> {
        OperatorLaw(
            "interval", "Signal.interval(1 + x % 3).take(n) ≡ intervalModel", family: time, uses: [.x, .n],
            apply: { interval, _, input in ticks(interval(.seconds(1 + input.x % 3), Models.scheduler)).take(input.n) },
            model: { replay, input in
                TimeModels.interval(1 + input.x % 3, count: input.n, subscribedAt: replay.subscription)
            })
    }

    /// `Signal.timer(after: n, on:)`: the scheduler's time once, `n` ticks after the subscription, then completion.
    public static var timer: OperatorLaw<ClockOperator> {
        OperatorLaw(
            "timer", "Signal.timer(after: n) ≡ intervalModel(once)", family: time, uses: [.n],
            apply: { timer, _, input in ticks(timer(.seconds(input.n), Models.scheduler)) },
            model: { replay, input in TimeModels.interval(input.n, count: 1, subscribedAt: replay.subscription) })
    }

    /// `deliver(on:)`: each event delivered by a later action on the scheduler.
    public static var deliverOn: OperatorLaw<SchedulingOperator> {
        unary(
            "deliver on", "s.deliver(on: replay scheduler) ≡ deliverModel(s)", family: time,
            call: { deliver, s, _ in deliver(s, Models.scheduler) },
            model: { s, _ in TimeModels.deliver(s) })
    }

    /// `subscribe(on:)`: the source subscribed by a later action on the scheduler.
    public static var subscribeOn: OperatorLaw<SchedulingOperator> {
        OperatorLaw(
            "subscribe on", "s.subscribe(on: replay scheduler) ≡ s subscribed one insertion later", family: time,
            apply: { subscribe, sources, _ in lower(subscribe(lift(sources[0]), Models.scheduler)) },
            model: { replay, _ in
                replay.arrivals(of: 0, subscribedAt: replay.subscription.scheduling(after: 0, rank: [0]))
            })
    }
}
