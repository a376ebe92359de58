import LawCheck
import Reactive

extension Schedule {
    /// Replays the schedule on a fresh `TestScheduler`: builds the sources,
    /// applies `build` to them, subscribes to its output at ``subscribeAt``,
    /// disposes of the subscription at ``disposeAt``, runs the clock until no
    /// work is left, and returns what the output did.
    ///
    /// Semantics, chosen so that laws which resubscribe (`take(n).concat(skip(n))`)
    /// keep their times:
    /// - A **cold** source is a `Signal`; each subscription schedules the
    ///   source's events at their listed absolute ticks. Events listed before
    ///   the subscription's tick are delivered at that tick, in order (a late
    ///   subscriber still gets every value, as a cold signal promises, and
    ///   gets them as early as it can).
    /// - A **hot** source is a `Subject` sent its events at their listed
    ///   ticks, subscribed or not; subscribers miss what came before them.
    /// - Within one tick: the output's subscription first, then the disposal,
    ///   then hot sources' events (in source order), then cold sources' events
    ///   (scheduled when their subscription was made). A disposal at tick t
    ///   therefore comes before every source event at t. A second
    ///   subscription (``resubscribeAt``) comes after the disposal.
    /// - An ``echo`` sends `(v + 1) % 10` into its hot source from inside the
    ///   delivery of each of the output's first values `v` (first subscription only).
    /// - With ``disposeDuringValue`` `n`, the first subscriber disposes of its
    ///   subscription from inside the delivery of the output's `n`-th value,
    ///   after that value's echo; it holds the subscription from before its
    ///   first event (`Observer.init(partOf:_:)`), so it does so even inside
    ///   the subscription call, while synchronous sources are still sending.
    /// - Cold source `i` fails with `TestFailure(source: i)`; so does hot source `i`.
    /// - Streams built while the replay runs find its scheduler in
    ///   ``Replay/scheduler`` (``StreamFunction`` uses it for delayed values).
    public func trace(
        _ build: @escaping @Sendable ([Signal<Int, TestFailure>]) -> Signal<Int, TestFailure>
    ) -> Trace {
        let scheduler = TestScheduler()
        return Replay.$scheduler.withValue(scheduler) { replay(on: scheduler, probe: nil, build).trace }
    }

    /// The body of ``trace(_:)``, run with ``Replay/scheduler`` set. With a
    /// `probe`, every source is instrumented, an output still open when the
    /// work runs out is disposed, and the probe reports on the subscriptions
    /// while the replay's sources and subjects are still alive. With
    /// `dropsOpenOutput`, such an output is dropped undisposed instead, and
    /// `dropped` holds each dropped subscription weakly, to be read once the
    /// replay has returned and its sources and subjects are gone.
    func replay(
        on scheduler: TestScheduler,
        probe: ResourceProbe?,
        dropsOpenOutput: Bool = false,
        _ build: @escaping @Sendable ([Signal<Int, TestFailure>]) -> Signal<Int, TestFailure>
    ) -> (
        trace: Trace, lateEvents: [Trace.Entry], subscriptions: [ResourceProbe.Record], outputRetained: Bool,
        outputEnd: ResourceProbe.OutputEnd?, dropped: [WeakSubscription]
    ) {
        var signals: [Signal<Int, TestFailure>] = []
        var drives: [@Sendable () -> Void] = []
        var subjects: [Int: Subject<Int, TestFailure>] = [:]
        for (index, script) in sources.enumerated() {
            if script.isHot {
                let subject = Subject<Int, TestFailure>()
                subjects[index] = subject
                signals.append(subject.signal)
                drives.append { Self.drive(subject, script: script, index: index, on: scheduler) }
            } else {
                signals.append(Self.cold(script, index: index, on: scheduler))
            }
        }
        if let probe {
            signals = signals.enumerated().map { index, signal in probe.instrument(signal, name: Self.sourceName(index))
            }
        }
        let output = build(signals)
        let recorder = Recorder(subscribedAt: subscribeAt, disposeDuringValue: disposeDuringValue)
        let echoer = echo.flatMap { echo in subjects[echo.source].map { Echoer(into: $0, count: echo.count) } }
        Self.subscribe(
            output, at: subscribeAt, recorder: recorder, echoer: echoer, probe: probe, first: true, on: scheduler)
        if let disposeAt {
            scheduler.schedule(after: .seconds(disposeAt)) {
                recorder.dispose(at: disposeAt)
                probe?.outputEnded(byDisposal: true)
            }
        }
        let second = resubscribeAt.map { Recorder(subscribedAt: $0) }
        if let second, let resubscribeAt {
            Self.subscribe(
                output, at: resubscribeAt, recorder: second, echoer: nil, probe: probe, first: false, on: scheduler)
        }
        for drive in drives { drive() }
        Self.run(scheduler)
        let recorders = [recorder] + (second.map { [$0] } ?? [])
        let dropped = dropsOpenOutput ? recorders.compactMap { $0.dropOpenSubscription() } : []
        if let probe, !dropsOpenOutput {
            for recorder in recorders { recorder.dispose(at: ticks(scheduler.now)) }
            probe.outputEnded(byDisposal: true)
            Self.run(scheduler)
        }
        var trace = recorder.trace
        trace.resubscriptions = second.map { [$0.trace] } ?? []
        let result = (
            trace, recorders.flatMap(\.lateEvents), probe?.records ?? [], probe?.outputRetained ?? false,
            probe?.outputEnd,
            dropped
        )
        // A dropped subscription is no longer the recorder's: releasing ends only those still held.
        for recorder in recorders { recorder.release() }
        return result
    }

    /// Runs the scheduler until no work is left, one action per step of the
    /// case's ``CaseBudget`` (LawCheck's per-case budget, when a property run
    /// is evaluating a case): an operator whose timer re-arms forever stops
    /// the replay when the budget is spent, and the case fails with the
    /// budget as its reason, instead of hanging the run.
    ///
    /// In an audit, the ``ResourceProbe`` is told when each action begins.
    static func run(_ scheduler: TestScheduler) {
        let (budget, probe) = (CaseBudget.current, Replay.probe)
        if budget == nil && probe == nil { return scheduler.run() }
        while scheduler.pendingCount > 0, budget?.spend() ?? true {
            probe?.actionBegins()
            scheduler.step()
        }
    }

    /// Subscribes `recorder` to `output` at tick `time`; an `echoer` sends
    /// back into its subject from inside the delivery of each value, and a
    /// recorder that disposes during a value (``Schedule/disposeDuringValue``)
    /// does so right after. The `first` subscription's end is noted in the `probe`.
    private static func subscribe(
        _ output: Signal<Int, TestFailure>, at time: Int, recorder: Recorder, echoer: Echoer?,
        probe: ResourceProbe?, first: Bool, on scheduler: TestScheduler
    ) {
        scheduler.schedule(after: .seconds(time)) {
            let canary = probe?.outputCanary()
            let observe: @Sendable (Event<Int, TestFailure>) -> Void = { event in
                withExtendedLifetime(canary) {
                    let disposes = recorder.record(event, at: ticks(scheduler.now))
                    if first, event.isTerminal { probe?.outputEnded(byDisposal: false) }
                    echoer?.echo(event)
                    if disposes {
                        recorder.dispose(at: ticks(scheduler.now))
                        if first { probe?.outputEnded(byDisposal: true, insideDelivery: true) }
                    }
                }
            }
            guard recorder.disposesDuringDelivery else {
                recorder.hold(output.subscribe(Observer(observe)))
                return
            }
            // A subscription of its own, which the recorder holds before the
            // output's first event: the output's subscription is part of it,
            // so disposing of it ends the output's even while `subscribe` runs.
            let holder = Signal<Never, Never> { parent, lifetime in
                recorder.hold(lifetime)
                output.subscribe(Observer(partOf: parent, observe))
            }
            recorder.hold(holder.subscribe(Observer { _ in }))
        }
    }

    /// A cold signal whose every subscription schedules `script` on
    /// `scheduler`; a synchronous one sends the events already due at once.
    static func cold(_ script: SourceScript, index: Int, on scheduler: TestScheduler) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let now = ticks(scheduler.now)
            func at(_ time: Int, _ send: @escaping @Sendable () -> Void) {
                if script.isSynchronous && time <= now { return send() }
                if lifetime.isDisposed { return }
                if let work = scheduler.schedule(after: .seconds(max(0, time - now)), send) {
                    lifetime.add(work)
                }
            }
            for (time, value) in script.values {
                at(time) { observer.send(value: value) }
            }
            switch script.terminal {
            case .completed(let time): at(time) { observer.sendCompleted() }
            case .failed(let time): at(time) { observer.send(error: TestFailure(source: index)) }
            case nil: break
            }
        }
    }

    /// Schedules `script`'s events into `subject` at their absolute ticks.
    static func drive(
        _ subject: Subject<Int, TestFailure>, script: SourceScript, index: Int, on scheduler: TestScheduler
    ) {
        for (time, value) in script.values {
            scheduler.schedule(after: .seconds(time)) { subject.send(.next(value)) }
        }
        switch script.terminal {
        case .completed(let time): scheduler.schedule(after: .seconds(time)) { subject.send(.completed) }
        case .failed(let time):
            scheduler.schedule(after: .seconds(time)) { subject.send(.failed(TestFailure(source: index))) }
        case nil: break
        }
    }
}

/// Whole ticks of a `TestScheduler` clock (1 tick = 1 second).
func ticks(_ duration: Duration) -> Int {
    Int(duration.components.seconds)
}

/// Collects the output's events during a replay. Events arrive on the thread
/// that runs the scheduler, but the closures are `@Sendable`, so the state is
/// behind a mutex.
private final class Recorder: Sendable {
    private struct State {
        var trace: Trace
        var subscription: (any Disposable)?
        var ended = false
        var late: [Trace.Entry] = []
        /// Values recorded before the end.
        var values = 0
    }

    private let state: Locked<State>
    /// The value inside whose delivery the subscriber disposes (``Schedule/disposeDuringValue``).
    private let disposeDuringValue: Int?

    init(subscribedAt: Int, disposeDuringValue: Int? = nil) {
        state = Locked(State(trace: Trace(entries: [], subscribedAt: subscribedAt)))
        self.disposeDuringValue = disposeDuringValue
    }

    /// Whether the subscriber disposes from inside a delivery.
    var disposesDuringDelivery: Bool { disposeDuringValue != nil }

    var trace: Trace { state.withLock { $0.trace } }

    /// The events that arrived after a terminal event or the disposal (also in ``trace``).
    var lateEvents: [Trace.Entry] { state.withLock { $0.late } }

    /// Records `event`; returns whether the subscriber disposes of its
    /// subscription inside this delivery: `event` is the value it disposes during.
    func record(_ event: Event<Int, TestFailure>, at time: Int) -> Bool {
        state.withLock { state in
            if state.ended { state.late.append(Trace.Entry(time: time, event: event)) }
            state.trace.entries.append(Trace.Entry(time: time, event: event))
            if event.isTerminal { state.ended = true }
            guard !state.ended, event.value != nil else { return false }
            state.values += 1
            return state.values == disposeDuringValue
        }
    }

    func hold(_ subscription: any Disposable) {
        state.withLock { $0.subscription = subscription }
    }

    /// Ends a subscription still open once the replay's trace is taken,
    /// without recording a disposal in the trace. The observer holds this
    /// recorder, which holds the subscription: left open (an output whose
    /// sources never end), that cycle and everything the subscription holds
    /// would outlive the case. Disposes outside the lock, as ``dispose(at:)``.
    func release() {
        let subscription: (any Disposable)? = state.withLock { state in
            defer { state.subscription = nil }
            state.ended = true
            return state.subscription
        }
        subscription?.dispose()
    }

    /// Lets go of the subscription, undisposed, unless it has ended: a
    /// subscriber that forgets it. Returns it held weakly, or nil if it had ended.
    func dropOpenSubscription() -> WeakSubscription? {
        let subscription: (any Disposable)? = state.withLock { state in
            guard !state.ended else { return nil }
            defer { state.subscription = nil }
            return state.subscription
        }
        return subscription.map(WeakSubscription.init)
    }

    /// Disposes outside the lock: disposal may run teardown code that sends.
    func dispose(at time: Int) {
        let subscription: (any Disposable)? = state.withLock { state in
            guard !state.ended else { return nil }
            state.ended = true
            state.trace.disposedAt = time
            return state.subscription
        }
        subscription?.dispose()
    }
}

/// Sends the output's first values back into a subject from inside their
/// delivery, the re-entrant send of ``Schedule/Echo``.
private final class Echoer: Sendable {
    private let subject: Subject<Int, TestFailure>
    private let left: Locked<Int>

    init(into subject: Subject<Int, TestFailure>, count: Int) {
        self.subject = subject
        left = Locked(count)
    }

    /// Sends outside the lock: the send may deliver into the output again at once.
    func echo(_ event: Event<Int, TestFailure>) {
        guard let value = event.value else { return }
        let sends = left.withLock { left -> Bool in
            guard left > 0 else { return false }
            left -= 1
            return true
        }
        if sends { subject.send(.next((value + 1) % 10)) }
    }
}
