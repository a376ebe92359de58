import Reactive

/// A ``Schedule`` seen by a reference model: what each source delivers to a
/// subscription made at a given ``Moment``, and how the output's events
/// become the ``Trace`` that ``Schedule/trace(_:)`` would record.
///
/// It restates the replay's rules as plain data, without a scheduler:
/// - the output is subscribed at ``subscription``, disposed at ``disposal``;
/// - a hot source's events happen at setup-scheduled moments, so a
///   subscription sees those after its own moment;
/// - a cold source's subscription at moment `m` schedules every event at
///   `max(tick, m.tick)`, inserted by `m` in list order.
public struct ModelReplay: Sendable {
    /// The schedule.
    public var schedule: Schedule
    /// The rules the models follow where RAC, Combine and `AsyncSequence`
    /// differ (RAC's by default).
    public var semantics: LawSemantics

    /// A model view of `schedule` under `semantics`.
    public init(_ schedule: Schedule, semantics: LawSemantics = .reactiveCocoa) {
        self.schedule = schedule
        self.semantics = semantics
    }

    /// The moment the output is subscribed at: the replay's first setup insertion.
    public var subscription: Moment {
        .at(tick: schedule.subscribeAt, scheduledAt: .setup, rank: [0])
    }

    /// The moment of the output's disposal, the second setup insertion; it
    /// comes before every source event of its tick.
    public var disposal: Moment? {
        schedule.disposeAt.map { .at(tick: $0, scheduledAt: .setup, rank: [1]) }
    }

    /// The moment of the output's second subscription, if the schedule has
    /// one: the setup insertion after the disposal and before the hot sources' events.
    public var resubscription: Moment? {
        schedule.resubscribeAt.map { .at(tick: $0, scheduledAt: .setup, rank: [1, 1]) }
    }

    /// What source `index` delivers to a subscription made at `moment`,
    /// terminal event included. `ordinal` ranks this subscription among the
    /// cold subscriptions the same work makes (0 for the first).
    public func arrivals(of index: Int, subscribedAt moment: Moment, ordinal: Int = 0) -> [Timed] {
        let script = schedule.sources[index]
        var events: [(tick: Int, event: Event<Int, TestFailure>)] = script.values.map { ($0.time, .next($0.value)) }
        switch script.terminal {
        case .completed(let tick): events.append((tick, .completed))
        case .failed(let tick): events.append((tick, .failed(TestFailure(source: index))))
        case nil: break
        }
        if script.isHot {
            // Replay.drive schedules each hot source's events in order after the subscription and disposal.
            return events.enumerated()
                .map { position, entry in
                    Timed(.at(tick: entry.tick, scheduledAt: .setup, rank: [2, index, position]), entry.event)
                }
                .filter { $0.moment > moment }
        }
        return events.enumerated().map { position, entry in
            // A synchronous source sends what is due during the subscription itself, at its moment.
            if script.isSynchronous && entry.tick <= moment.tick {
                return Timed(moment.within([ordinal, position]), entry.event)
            }
            return Timed(moment.scheduling(after: entry.tick - moment.tick, rank: [ordinal, position]), entry.event)
        }
    }

    /// What source `index` delivers to the output's own subscription.
    public func source(_ index: Int, ordinal: Int = 0) -> [Timed] {
        arrivals(of: index, subscribedAt: subscription, ordinal: ordinal)
    }

    /// The trace the replay records for an output that sends `output`: events
    /// in moment order (a stable sort, so events of one moment keep their
    /// order), up to the first terminal event, cut at the disposal.
    public func trace(_ output: [Timed]) -> Trace {
        trace(output, subscribedAt: subscription)
    }

    /// The trace of a subscription made at `moment` whose output sends
    /// `output`; only the first subscription is disposed by the schedule.
    public func trace(_ output: [Timed], subscribedAt moment: Moment) -> Trace {
        let disposal = moment == subscription ? disposal : nil
        var trace = Trace(entries: [], subscribedAt: moment.tick)
        for timed in Self.ordered(output) {
            if let disposal, timed.moment > disposal {
                trace.disposedAt = schedule.disposeAt
                return trace
            }
            trace.entries.append(Trace.Entry(time: timed.moment.tick, event: timed.event))
            if timed.isTerminal { return trace }
        }
        if disposal != nil { trace.disposedAt = schedule.disposeAt }
        return trace
    }

    /// `events` sorted by moment, keeping the order of events at one moment.
    public static func ordered(_ events: [Timed]) -> [Timed] {
        events.enumerated()
            .sorted { ($0.element.moment, $0.offset) < ($1.element.moment, $1.offset) }
            .map(\.element)
    }

    /// Several sources' arrivals as one list in the replay's order.
    public static func merged(_ lists: [[Timed]]) -> [Timed] {
        ordered(lists.flatMap { $0 })
    }
}

extension Array where Element == Timed {
    /// The events up to and including the first terminal one: a signal says nothing after it.
    public var upToTerminal: [Timed] {
        guard let end = firstIndex(where: \.isTerminal) else { return self }
        return Array(self[...end])
    }
}
