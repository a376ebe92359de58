/// A scripted scenario for testing a signal operator in virtual time.
///
/// A schedule lists one or more sources (``SourceScript``), each a sequence
/// of values at integer ticks and at most one terminal event, plus the tick
/// at which the operator's output is subscribed to and, optionally, the tick
/// at which that subscription is disposed. One tick is one second of
/// `TestScheduler` time. Schedules are plain data so that LawCheck can
/// generate, shrink, print and replay them; ``Schedule/trace(_:)`` replays one.
public struct Schedule: Sendable, Hashable {
    /// The sources, named `a`, `b`, `c`, … in marble diagrams by position.
    public var sources: [SourceScript]
    /// The tick at which the output is subscribed to.
    public var subscribeAt: Int
    /// The tick at which the output subscription is disposed, or `nil` to
    /// keep it until it ends by itself (or the schedule runs out of work).
    public var disposeAt: Int?
    /// The tick at which the output is subscribed a second time (kept to the
    /// end), or `nil`: each subscription of a signal must start afresh.
    public var resubscribeAt: Int?
    /// Re-entrant sends into a hot source from inside the output's delivery, or `nil`.
    public var echo: Echo?
    /// The position (1 for the first) of the output value inside whose
    /// delivery the output's first subscriber disposes of its subscription,
    /// after that value's echo if it has one; `nil` for none. A subscriber
    /// that has seen enough (a `take` of its own, a search that found its
    /// value) ends its subscription from inside a delivery, often while
    /// the operators below still hold events meant for it: queued in a sink,
    /// a further subscriber of a hot source, a synchronous source's next
    /// values. None of them may reach the subscriber, and every upstream
    /// subscription, even one an operator starts after that moment, must be
    /// disposed. The first subscription only; if the output sends fewer
    /// values, it is not disposed this way.
    public var disposeDuringValue: Int?

    /// Values the output's first subscriber sends back into a hot source
    /// from inside their delivery (RAC PR #1877): each of its first `count`
    /// values `v` is followed at once by a send of `(v + 1) % 10` into the
    /// source at `source`, while the delivery of `v` is still running.
    public struct Echo: Sendable, Hashable {
        /// The index of the hot source sent into.
        public var source: Int
        /// How many of the output's values are echoed.
        public var count: Int

        /// An echo into `source` of the first `count` values.
        public init(source: Int, count: Int) {
            self.source = source
            self.count = count
        }
    }

    /// A schedule; `disposeAt` and `resubscribeAt`, when given, must not
    /// precede `subscribeAt`; `echo` must name a hot source;
    /// `disposeDuringValue`, when given, must be positive.
    public init(
        sources: [SourceScript], subscribeAt: Int = 0, disposeAt: Int? = nil, resubscribeAt: Int? = nil,
        echo: Echo? = nil, disposeDuringValue: Int? = nil
    ) {
        precondition(subscribeAt >= 0, "Schedule: subscribeAt must not be negative")
        precondition(disposeAt.map { $0 >= subscribeAt } ?? true, "Schedule: disposal precedes subscription")
        precondition(resubscribeAt.map { $0 >= subscribeAt } ?? true, "Schedule: resubscription precedes subscription")
        precondition(
            echo.map { sources.indices.contains($0.source) && sources[$0.source].isHot } ?? true,
            "Schedule: echo into a cold source")
        precondition(disposeDuringValue.map { $0 > 0 } ?? true, "Schedule: disposeDuringValue must be positive")
        self.sources = sources
        self.subscribeAt = subscribeAt
        self.disposeAt = disposeAt
        self.resubscribeAt = resubscribeAt
        self.echo = echo
        self.disposeDuringValue = disposeDuringValue
    }

    /// The last tick anything in the schedule happens at (0 for an empty one).
    public var lastTick: Int {
        ([subscribeAt, disposeAt ?? 0, resubscribeAt ?? 0] + sources.map(\.lastTick)).max() ?? 0
    }

    /// The same schedule without re-entrant sends.
    public var withoutEcho: Schedule {
        var schedule = self
        schedule.echo = nil
        return schedule
    }

    /// The same schedule without what the output's first subscriber does
    /// from inside a delivery: no re-entrant sends, no disposal during a value.
    public var withoutReentrance: Schedule {
        var schedule = withoutEcho
        schedule.disposeDuringValue = nil
        return schedule
    }

    /// The most events (values and terminal events, of all sources) due at
    /// one tick: the target the signal harness climbs in the nightly run
    /// (``ScheduleCoverage/classifiers(in:schedule:)``), since crowded ticks
    /// are where ordering bugs hide and random schedules seldom crowd many.
    public var eventsAtBusiestTick: Int {
        var counts: [Int: Int] = [:]
        for source in sources {
            for value in source.values { counts[value.time, default: 0] += 1 }
            if let terminal = source.terminal { counts[terminal.time, default: 0] += 1 }
        }
        return counts.values.max() ?? 0
    }

    /// How many events (values and terminal events) the sources hold in all.
    public var eventCount: Int {
        sources.reduce(0) { $0 + $1.eventCount }
    }
}

extension Schedule {
    /// The marble name of the source at `index`: `a`, `b`, … `z`, then `s26`, ….
    public static func sourceName(_ index: Int) -> String {
        index < 26 ? String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index))) : "s\(index)"
    }
}
