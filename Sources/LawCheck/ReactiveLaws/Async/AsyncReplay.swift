import Reactive

extension Schedule {
    /// Replays the schedule for an async operator: `build` gets the sources
    /// as ``AsyncReplaySource``s and the case's ``VirtualClock`` and returns
    /// the output, which a task of the case iterates from ``subscribeAt``,
    /// cancelled at ``disposeAt``; a second task iterates the same output
    /// from ``resubscribeAt``. Returns what the first iteration recorded
    /// (the second's in ``Trace/resubscriptions``).
    ///
    /// Every job of the case runs on this thread, in the order the runtime
    /// enqueued them (`AsyncJobDrain`), and virtual time moves only when
    /// no job is left; so the same schedule gives the same trace on every
    /// run, and a case takes no real time however much virtual time it
    /// covers. Within a tick the order is the signal replay's
    /// (``trace(_:)``): the subscription, the disposal, the second
    /// subscription, hot sources' events, then what the case's work
    /// scheduled (cold sources' events, wake-ups of the clock) in the order
    /// it did; each followed by every job it made runnable. The case stops
    /// when nothing is left to do, or at ``asyncHorizon``; an iteration still
    /// running then is cancelled after its trace is taken, so that no task of
    /// the case lingers.
    ///
    /// One async case runs at a time in the process; others wait.
    public func asyncTrace(_ build: @escaping @Sendable ([AsyncReplaySource], VirtualClock) -> AsyncOutput) -> Trace {
        AsyncJobDrain.run { AsyncReplay(self, audits: false).run(build).trace }
    }

    /// Replays the schedule like ``asyncTrace(_:)``, cancels an iteration
    /// still running at the end, and checks the resource rules of an async
    /// operator (`AsyncReplay`'s audit): what the audit found.
    public func asyncAudit(_ build: @escaping @Sendable ([AsyncReplaySource], VirtualClock) -> AsyncOutput)
        -> ResourceAudit
    {
        AsyncJobDrain.run { AsyncReplay(self, audits: true).run(build) }
    }

    /// The last tick an async case runs to: 32 ticks after the schedule's
    /// last event, room for every delay the laws draw, while an operator
    /// that sleeps in a loop cannot keep a case running for ever.
    public var asyncHorizon: Int { lastTick + 32 }
}

/// One async case: the virtual time, the sources' subscriptions, the
/// iterations of the output, and, for an audit, the resource rules of an
/// async operator:
/// 1. the output ends at most once, and nothing comes after its end or the
///    cancellation of its iteration; asked again after its end, it answers `nil`;
/// 2. cancellation propagates: once the iteration's task is cancelled, its
///    `next()` returns before virtual time moves on, and with one iteration,
///    once the output has ended, no source is awaited or asked any more;
/// 3. every subscription to a source has ended by the end of the case
///    (finished, cancelled or its iterator dropped);
/// 4. no task outlives the case: no sleep on the clock is pending, and every
///    task started from the iteration (they inherit the ``canary``) has ended.
final class AsyncReplay: Sendable {
    /// An object every task of an iteration holds while it lives.
    final class Canary: Sendable {}

    /// The canary of the iteration running on this task, inherited by every task it starts.
    @TaskLocal static var canary: Canary?

    private struct Watch {
        var subscriptions: [AsyncSubscription] = []
        var hot: [Int: [AsyncSubscription]] = [:]
        var outputEnd: Int?
        var problems: [String] = []
    }

    private let schedule: Schedule
    private let audits: Bool
    private let scheduler = TestScheduler()
    let clock: VirtualClock
    // Locked: subscriptions come from the case's tasks, the checks from the driver.
    private let watch = Locked(Watch())
    // Locked: set once by the driver before the case's tasks run.
    private let firstIteration = Locked<AsyncConsumer?>(nil)

    init(_ schedule: Schedule, audits: Bool) {
        self.schedule = schedule
        self.audits = audits
        clock = VirtualClock(scheduler: scheduler)
        clock.afterWake.withLock { afterWake in
            afterWake = { [weak self] in
                AsyncJobDrain.drain()
                self?.afterStep()
            }
        }
    }

    private var now: Int { ticks(scheduler.now) }

    /// Runs the case (inside ``AsyncJobDrain/run(_:)``).
    func run(_ build: @escaping @Sendable ([AsyncReplaySource], VirtualClock) -> AsyncOutput) -> ResourceAudit {
        weak var canary: Canary?
        let (first, second) = start(build, canary: &canary)
        scheduler.advance(to: .seconds(schedule.asyncHorizon))
        var trace = first.trace
        trace.resubscriptions = second.map { [$0.trace] } ?? []
        // Iterations still running are cancelled, audit or not, so that no task of the case lingers.
        let consumers = [first] + (second.map { [$0] } ?? [])
        for consumer in consumers { consumer.cancel(at: now) }
        AsyncJobDrain.drain()
        guard audits else { return ResourceAudit(trace: trace, subscriptions: 0, problems: []) }
        checkOutputEnd(first)
        var problems = watch.withLock { $0.problems }
        problems += endProblems(consumers, canaryAlive: canary != nil)
        let subscriptions = watch.withLock { $0.subscriptions.count }
        return ResourceAudit(trace: first.trace, subscriptions: subscriptions, problems: problems)
    }

    /// Builds the output and schedules the iterations; `canary` is left
    /// pointing at the iterations' canary, which only their tasks hold.
    private func start(
        _ build: @escaping @Sendable ([AsyncReplaySource], VirtualClock) -> AsyncOutput, canary: inout Canary?
    ) -> (AsyncConsumer, AsyncConsumer?) {
        let strong = Canary()
        canary = strong
        let output = build(schedule.sources.indices.map { AsyncReplaySource(index: $0, replay: self) }, clock)
        let first = AsyncConsumer(subscribedAt: schedule.subscribeAt, clock: clock, asksAfterEnd: audits)
        firstIteration.withLock { $0 = first }
        at(schedule.subscribeAt) { first.start(output, canary: strong) }
        if let disposeAt = schedule.disposeAt {
            at(disposeAt) {
                first.dispose(at: disposeAt)
                AsyncJobDrain.drain()
                if self.audits && !first.hasReturned {
                    self.problem(
                        "the output's next() had not returned after its task was cancelled at tick \(disposeAt)")
                }
            }
        }
        let second = schedule.resubscribeAt.map { AsyncConsumer(subscribedAt: $0, clock: clock, asksAfterEnd: audits) }
        if let second, let resubscribeAt = schedule.resubscribeAt {
            at(resubscribeAt) { second.start(output, canary: strong) }
        }
        for (index, script) in schedule.sources.enumerated() where script.isHot {
            for event in Self.events(of: script, index: index) {
                at(event.time) { self.deliverHot(event.event, to: index) }
            }
        }
        return (first, second)
    }

    /// Runs `action` at `tick`, then every job it made runnable, then the checks of the output's end.
    private func at(_ tick: Int, _ action: @escaping @Sendable () -> Void) {
        scheduler.schedule(after: .seconds(tick) - scheduler.now) {
            action()
            AsyncJobDrain.drain()
            self.afterStep()
        }
    }

    /// A new subscription to source `index`, at its first `next()`.
    func subscribe(to index: Int) -> AsyncSubscription {
        let script = schedule.sources[index]
        let subscription = AsyncSubscription(
            name: Schedule.sourceName(index), subscribedAt: now,
            onPull: { [weak self] subscription in self?.pulled(subscription) })
        watch.withLock { watch in
            watch.subscriptions.append(subscription)
            if script.isHot { watch.hot[index, default: []].append(subscription) }
        }
        if !script.isHot {
            let subscribedAt = now
            for event in Self.events(of: script, index: index) {
                if script.isSynchronous && event.time <= subscribedAt {
                    subscription.deliver(event.event)
                } else {
                    at(max(event.time, subscribedAt)) { subscription.deliver(event.event) }
                }
            }
        }
        return subscription
    }

    private func deliverHot(_ event: Event<Int, TestFailure>, to index: Int) {
        for subscription in watch.withLock({ $0.hot[index] ?? [] }) { subscription.deliver(event) }
    }

    /// A source's events with their ticks, the failure naming the source.
    private static func events(of script: SourceScript, index: Int) -> [(time: Int, event: Event<Int, TestFailure>)] {
        var events: [(time: Int, event: Event<Int, TestFailure>)] = script.values.map { ($0.time, .next($0.value)) }
        switch script.terminal {
        case .completed(let time): events.append((time, .completed))
        case .failed(let time): events.append((time, .failed(TestFailure(source: index))))
        case nil: break
        }
        return events
    }

    // MARK: The audit

    private var timingApplies: Bool { audits && schedule.resubscribeAt == nil }

    private func problem(_ text: String) {
        watch.withLock { $0.problems.append(text) }
    }

    private func pulled(_ subscription: AsyncSubscription) {
        guard timingApplies, let end = watch.withLock({ $0.outputEnd }) else { return }
        problem(
            "the subscription to \(subscription.name) made at tick \(subscription.subscribedAt) was asked for a value at tick \(now), after the output ended at tick \(end)"
        )
    }

    /// After each step of the case: the check of the output's end, once it has ended.
    private func afterStep() {
        if let first = firstIteration.withLock({ $0 }) { checkOutputEnd(first) }
    }

    /// With one iteration, once it has ended (and its jobs have run): no
    /// source may still be awaited, the timing rule of rule 2.
    private func checkOutputEnd(_ first: AsyncConsumer) {
        guard timingApplies, first.hasEnded else { return }
        let isNew = watch.withLock { watch -> Bool in
            guard watch.outputEnd == nil else { return false }
            watch.outputEnd = now
            return true
        }
        guard isNew else { return }
        for subscription in watch.withLock({ $0.subscriptions }) where subscription.isAwaited {
            problem(
                "the subscription to \(subscription.name) made at tick \(subscription.subscribedAt) was still awaited after the output ended at tick \(now)"
            )
        }
    }

    /// Rules 1, 3 and 4, once everything has been cancelled and drained.
    private func endProblems(_ consumers: [AsyncConsumer], canaryAlive: Bool) -> [String] {
        var problems: [String] = []
        for (number, consumer) in consumers.enumerated() {
            let iteration =
                consumers.count > 1 ? (number == 0 ? "the first iteration" : "the second iteration") : "the output"
            let late = consumer.lateEvents
            if !late.isEmpty {
                let events = late.map { "\(Marbles.symbol($0.event))@\($0.time)" }.joined(separator: " ")
                problems.append("\(iteration) sent \(events) after it had ended or its task was cancelled")
            }
            for answer in consumer.answersAfterEnd {
                problems.append("\(iteration)'s next() gave \(answer) after it had ended (it must return nil)")
            }
            if !consumer.hasReturned {
                problems.append("\(iteration)'s task was still suspended at the end, after it was cancelled")
            }
        }
        for subscription in watch.withLock({ $0.subscriptions }) where !subscription.hasEnded {
            let state = subscription.isAwaited ? "was still awaited" : "had neither ended nor been dropped"
            problems.append(
                "the subscription to \(subscription.name) made at tick \(subscription.subscribedAt) \(state) at the end of the case"
            )
        }
        if clock.sleeping > 0 {
            problems.append("\(clock.sleeping) sleep(s) on the virtual clock were still pending at the end of the case")
        }
        if canaryAlive {
            problems.append("a task started by the iteration was still alive (suspended) at the end of the case")
        }
        return problems
    }
}
