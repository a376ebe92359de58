import Reactive

/// What an audit (`Schedule/audit(_:)`) found: the output's trace and
/// every way the replay broke the resource rules of a subscription.
public struct ResourceAudit: Sendable, Hashable {
    /// The output's trace; an output still open at the end is disposed there (`!`).
    public var trace: Trace
    /// How many subscriptions to the sources and inner streams were made.
    public var subscriptions: Int
    /// Each broken rule, in words; empty when the replay kept them all.
    public var problems: [String]

    /// An audit.
    public init(trace: Trace, subscriptions: Int, problems: [String]) {
        self.trace = trace
        self.subscriptions = subscriptions
        self.problems = problems
    }
}

extension Schedule {
    /// Replays the schedule like ``trace(_:)`` with every source (and every
    /// stream ``StreamFunction`` builds) instrumented by a ``ResourceProbe``,
    /// disposes of the output if it is still open when the work runs out,
    /// and checks the resource rules of a subscription:
    /// 1. the output sends at most one terminal event, last, and nothing after
    ///    it or after its disposal;
    /// 2. every subscription made to a source or an inner stream was disposed
    ///    exactly once;
    /// 3. on a schedule with one subscription to the output, nothing is
    ///    subscribed upstream after the output ended, and every upstream
    ///    subscription is disposed while the output's terminal event is being
    ///    sent (within the scheduler action that sent it: work scheduled for
    ///    later, even at the same tick, is late), or before the output's
    ///    disposal returns — for a disposal from inside a delivery
    ///    (``Schedule/disposeDuringValue``), which may come while an upstream
    ///    subscription is still being made, every upstream subscription is
    ///    disposed within the scheduler action that made it;
    /// 4. nothing is retained after that: each subscription's canary (an
    ///    object only its observer holds) has been released, and so has the
    ///    output's observer, while the replay's sources, subjects and output
    ///    signal are still alive.
    /// Replays the schedule like ``audit(sourcesStayConnected:_:)``, but an
    /// output still open when the work runs out is dropped undisposed, as a
    /// subscriber that forgets its subscription does. A cold source lets go
    /// of its subscriber once its script has run: every sender is then gone,
    /// and a subscription nobody can send to any more and nobody holds must
    /// not keep itself alive (a cycle of its lifetime and what delivers
    /// within it) nor keep the output's observer. Only on schedules of cold
    /// sources: a hot source is a subject, a sender for as long as it lives,
    /// and an operator that may still subscribe to it (`concat`, `catch`) keeps it.
    /// - Returns: each broken rule, in words; empty when nothing was left behind.
    public func auditLettingGo(_ build: @escaping @Sendable ([Signal<Int, TestFailure>]) -> Signal<Int, TestFailure>)
        -> [String]
    {
        guard !sources.contains(where: \.isHot) else { return [] }
        let scheduler = TestScheduler()
        let probe = ResourceProbe()
        let dropped = Replay.$scheduler.withValue(scheduler) {
            Replay.$probe.withValue(probe) { replay(on: scheduler, probe: probe, dropsOpenOutput: true, build).dropped }
        }
        var problems: [String] = []
        if dropped.contains(where: \.isAlive) {
            problems.append(
                "the output's subscription, dropped undisposed once every source had let go, is still retained")
        }
        if !dropped.isEmpty, probe.outputRetained {
            problems.append(
                "the output's observer is still retained after every source let go and the subscription was dropped")
        }
        return problems
    }

    /// The timing rules of one subscription to the output, which ended at
    /// `end`: nothing is subscribed upstream after the output ended; every
    /// upstream subscription is disposed by the tick the output sent its
    /// terminal event and within the scheduler action that sent it, or
    /// before the output's disposal returns.
    static func timingProblems(_ records: [ResourceProbe.Record], end: ResourceProbe.OutputEnd) -> [String] {
        let ending = end.byDisposal ? "was disposed at tick \(end.tick)" : "ended at tick \(end.tick)"
        var problems: [String] = []
        for record in records {
            let subscription = "the subscription to \(record.name) made at tick \(record.subscribedAt)"
            if end.insideDelivery {
                // The frames below the delivery — a subscription still being made, a terminal event
                // still being delivered, a `defer` about to subscribe — finish their work as they
                // unwind (a subscription made as part of a disposed one runs and is disposed at once,
                // as in RAC): every upstream subscription is disposed within the same action.
                if (record.disposedAction ?? .max) > end.action {
                    problems.append(
                        "\(subscription) was still open after the work in which the output \(ending) (inside a delivery)"
                    )
                }
            } else if record.subscribedStep > end.step {
                problems.append("\(subscription) came after the output \(ending)")
            } else if end.byDisposal, (record.disposedStep ?? .max) > end.step {
                problems.append(
                    "\(subscription) was still open when the output's disposal at tick \(end.tick) returned")
            } else if !end.byDisposal, (record.disposedAt ?? .max) > end.tick {
                let when = record.disposedAt.map { "until tick \($0)" } ?? "past the end of the run"
                problems.append("\(subscription) stayed open \(when), after the output \(ending)")
            } else if !end.byDisposal, (record.disposedAction ?? .max) > end.action {
                problems.append(
                    "\(subscription) was disposed at tick \(end.tick) by later work, not while the output \(ending)")
            }
        }
        return problems
    }

    ///
    /// With `sourcesStayConnected`, for operators that share one subscription
    /// to their source and keep it for as long as they live (RAC's `replay`
    /// family), a source subscription that is never disposed, and so still
    /// held at the end, is no problem; one disposed twice still is.
    public func audit(
        sourcesStayConnected: Bool = false,
        _ build: @escaping @Sendable ([Signal<Int, TestFailure>]) -> Signal<Int, TestFailure>
    ) -> ResourceAudit {
        let scheduler = TestScheduler()
        let probe = ResourceProbe()
        let replayed = Replay.$scheduler.withValue(scheduler) {
            Replay.$probe.withValue(probe) { replay(on: scheduler, probe: probe, build) }
        }
        var problems: [String] = []
        let terminals = replayed.trace.entries.indices.filter { replayed.trace.entries[$0].event.isTerminal }
        if terminals.count > 1 {
            problems.append("the output sent \(terminals.count) terminal events")
        } else if let terminal = terminals.first, terminal != replayed.trace.entries.count - 1 {
            problems.append("the output sent an event after its terminal event")
        }
        if !replayed.lateEvents.isEmpty {
            let events = replayed.lateEvents.map { "\(Marbles.symbol($0.event))@\($0.time)" }.joined(separator: " ")
            problems.append("the output sent \(events) after it had ended or was disposed")
        }
        let sourceNames = Set(sources.indices.map(Self.sourceName))
        for record in replayed.subscriptions {
            if sourcesStayConnected, record.disposals == 0, sourceNames.contains(record.name) { continue }
            let subscription = "the subscription to \(record.name) made at tick \(record.subscribedAt)"
            if record.disposals != 1 {
                problems.append("\(subscription) was disposed \(record.disposals) times, not once")
            }
            if record.retained {
                problems.append("\(subscription) is still retained after the end")
            }
        }
        if replayed.outputRetained {
            problems.append("the output's observer is still retained after the end")
        }
        if resubscribeAt == nil, let end = replayed.outputEnd {
            problems += Self.timingProblems(replayed.subscriptions, end: end)
        }
        return ResourceAudit(trace: replayed.trace, subscriptions: replayed.subscriptions.count, problems: problems)
    }
}
