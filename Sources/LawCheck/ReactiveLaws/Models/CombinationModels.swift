import Reactive

/// Reference models of the operators that combine several sources or
/// subscribe to streams as they go: `merge`, `concat`, `zip`,
/// `combineLatest`, `sample`, `switchToLatest`, `flatten(maxConcurrent:)`,
/// `flattenMap`, `then`, `if`.
///
/// Several sources subscribed by one piece of work rank in subscription
/// order (`ordinal`); a subscription made later, while an event is handled,
/// is inserted by that event's moment.
public enum CombinationModels {
    /// `merge(ss)`: every value; completes once all have completed; the first failure fails it.
    public static func merge(_ sources: [[Timed]], subscribedAt subscription: Moment) -> [Timed] {
        var active = sources.count
        var output: [Timed] = sources.isEmpty ? [Timed(subscription, .completed)] : []
        for timed in ModelReplay.merged(sources) {
            switch timed.event {
            case .next, .failed: output.append(timed)
            case .completed:
                active -= 1
                if active == 0 { output.append(timed) }
            }
        }
        return output
    }

    /// `ss[0].concat(ss[1])…`: each source subscribed when the one before
    /// completes (at that moment); a failure ends it all.
    public static func concat(_ replay: ModelReplay, _ indices: [Int]) -> [Timed] {
        var output: [Timed] = []
        var start = replay.subscription
        for index in indices {
            let events = replay.arrivals(of: index, subscribedAt: start).upToTerminal
            output += events.filter { !$0.event.isCompleted }
            guard let last = events.last, last.event.isCompleted else { return output }
            start = last.moment
        }
        return output + [Timed(start, .completed)]
    }

    /// `Signal.zip(ss)` (RAC's `zipWith:` generalised): the `i`-th values of
    /// every source combined once all have sent one; completes when a source
    /// has completed and sent everything it buffered. A failure ends it at
    /// once, or, under ``LawSemantics/ZipFailure/whenPulled``, like a
    /// completion: once its source's buffered values are paired. Of no
    /// source at all, `empty` (RAC 2.5's `+zip:` of an empty collection): it
    /// completes at the subscription.
    public static func zip(
        _ sources: [[Timed]], subscribedAt subscription: Moment, rules: LawSemantics = .reactiveCocoa,
        combine: ([Int]) -> Int
    ) -> [Timed] {
        if sources.isEmpty { return [Timed(subscription, .completed)] }
        var buffers = Array(repeating: [Int](), count: sources.count)
        // a terminal event waiting behind buffered values
        var ends = [Event<Int, TestFailure>?](repeating: nil, count: sources.count)
        var output: [Timed] = []
        for timed in tagged(sources) {
            let index = timed.source
            switch timed.event {
            case .next(let value):
                buffers[index].append(value)
                if buffers.allSatisfy({ !$0.isEmpty }) {
                    // A closure, not the key path `\.[0]`: a subscript key path is built at run time on every call.
                    output.append(Timed(timed.moment, .next(combine(buffers.map { $0[0] }))))
                    for position in buffers.indices { buffers[position].removeFirst() }
                }
            case .failed where rules.zipFailure == .immediate: return output + [timed.timed]
            case .failed, .completed: ends[index] = timed.event
            }
            // The first source (in order) whose end is reached: the one zip asks first.
            if let end = buffers.indices.first(where: { ends[$0] != nil && buffers[$0].isEmpty }).flatMap({ ends[$0] })
            {
                return output + [Timed(timed.moment, end)]
            }
        }
        return output
    }

    /// `Signal.combineLatest(ss)`: once every source has sent a value, each
    /// value combined with the others' latest; completes when all have
    /// completed, or, under ``LawSemantics/CombinationCompletion/whenASourceEndsEmpty``,
    /// also when one completes without a value. Of no source at all, `empty`
    /// (RAC 2.5's `+combineLatest:` of an empty collection): it completes at the subscription.
    public static func combineLatest(
        _ sources: [[Timed]], subscribedAt subscription: Moment, rules: LawSemantics = .reactiveCocoa,
        combine: ([Int]) -> Int
    ) -> [Timed] {
        if sources.isEmpty { return [Timed(subscription, .completed)] }
        var latest = [Int?](repeating: nil, count: sources.count)
        var active = sources.count
        var output: [Timed] = []
        for timed in tagged(sources) {
            switch timed.event {
            case .next(let value):
                latest[timed.source] = value
                let values = latest.compactMap { $0 }
                if values.count == sources.count { output.append(Timed(timed.moment, .next(combine(values)))) }
            case .failed: return output + [timed.timed]
            case .completed:
                active -= 1
                let endedEmpty = rules.combineLatestCompletion == .whenASourceEndsEmpty && latest[timed.source] == nil
                if active == 0 || endedEmpty { return output + [timed.timed] }
            }
        }
        return output
    }

    /// `a.sample(b)` (RAC's `sample:`, `a` subscribed first): at each of `b`'s
    /// values, `a`'s latest value if any; either's terminal event ends it.
    public static func sample(_ source: [Timed], sampler: [Timed]) -> [Timed] {
        var latest: Int?
        var output: [Timed] = []
        for timed in tagged([source, sampler]) {
            switch (timed.source, timed.event) {
            case (_, .failed), (_, .completed): return output + [timed.timed]
            case (0, .next(let value)): latest = value
            case (_, .next): if let latest { output.append(Timed(timed.moment, .next(latest))) }
            }
        }
        return output
    }

    /// `outer.map(inner).switchToLatest()`: each outer value subscribes to
    /// its inner source at once and drops the one before; failures of either
    /// fail it; it completes once the outer and the latest inner have completed.
    public static func switchToLatest(_ replay: ModelReplay, outer: Int, inner: (Int) -> Int) -> [Timed] {
        var agenda = Agenda<Int>()  // -1: the outer source; n ≥ 0: the n-th inner subscription
        agenda.add(replay.source(outer), tag: -1)
        var latest = -1
        var outerDone = false
        var innerDone = true
        var output: [Timed] = []
        while let (tag, timed) = agenda.next() {
            switch (tag, timed.event) {
            case (_, .failed): return output + [timed]
            case (-1, .next(let value)):
                if latest >= 0 { agenda.drop(latest) }
                latest += 1
                innerDone = false
                agenda.add(replay.arrivals(of: inner(value), subscribedAt: timed.moment), tag: latest)
            case (-1, .completed): outerDone = true
            case (_, .next): output.append(timed)
            case (_, .completed): innerDone = true
            }
            if outerDone && innerDone { return output + [Timed(timed.moment, .completed)] }
        }
        return output
    }

    /// `Signal.from(ss).flatten(maxConcurrent: limit)` (RAC's `flatten:`):
    /// each source subscribed as the outer signal sends it at the
    /// subscription while fewer than `limit` are active, each later one when
    /// an active one completes (0 means no limit). A synchronous source that
    /// completes during its own subscription frees its place before the next
    /// source is sent, as RAC's `flatten:` counts it active only until then.
    public static func flatten(_ replay: ModelReplay, _ indices: [Int], maxConcurrent limit: Int) -> [Timed] {
        var agenda = Agenda<Int>()
        var waiting = indices[...]
        var active = 0
        func subscribeNext(at moment: Moment, ordinal: Int) {
            let index = waiting.removeFirst()
            agenda.add(replay.arrivals(of: index, subscribedAt: moment, ordinal: ordinal), tag: index)
            active += 1
        }
        var ordinal = 0
        var completedAtOnce: [Timed] = []
        while let index = waiting.first, limit == 0 || active < limit {
            let events = replay.arrivals(of: index, subscribedAt: replay.subscription, ordinal: ordinal)
            if let last = events.last, last.event.isCompleted, replay.schedule.sources[index].isSynchronous,
                replay.schedule.sources[index].terminal.map({ $0.time <= replay.subscription.tick }) == true
            {
                waiting.removeFirst()
                agenda.add(events.dropLast(), tag: index)
                completedAtOnce.append(last)
            } else {
                subscribeNext(at: replay.subscription, ordinal: ordinal)
            }
            ordinal += 1
        }
        if active == 0 {
            // Every source completed during its subscription: their values, then the last completion.
            var output: [Timed] = []
            while let (_, timed) = agenda.next() { output.append(timed) }
            return output + [completedAtOnce.last ?? Timed(replay.subscription, .completed)]
        }
        var output: [Timed] = []
        while let (_, timed) = agenda.next() {
            switch timed.event {
            case .next: output.append(timed)
            case .failed: return output + [timed]
            case .completed:
                active -= 1
                if !waiting.isEmpty { subscribeNext(at: timed.moment, ordinal: 0) }
                if active == 0 { return output + [timed] }
            }
        }
        return output
    }

    /// `s.flattenMap(k)`: at each value, `k`'s stream of it, whose parts wait
    /// their delays one after the other; a failing stream fails the output at
    /// once; completes once the source and every inner stream have completed.
    public static func flattenMap(_ source: [Timed], _ k: StreamFunction) -> [Timed] {
        var output: [Timed] = []
        var innerEnds: [Moment] = []
        for timed in source {
            switch timed.event {
            case .next(let value):
                if k.fails(at: value) { return output + [Timed(timed.moment, .failed(StreamFunction.failure))] }
                var moment = timed.moment
                for part in k.parts(for: value) {
                    // A delayed part is one insertion by the moment the part before ended at.
                    if part.delay > 0 { moment = moment.scheduling(after: part.delay, rank: [0]) }
                    output.append(Timed(moment, .next(part.function(value))))
                }
                innerEnds.append(moment)
            case .failed:
                return output + [timed]
            case .completed:
                let end = ([timed.moment] + innerEnds).max()!
                return output + [Timed(end, .completed)]
            }
        }
        return output
    }

    /// `a.then { b }`: `a`'s terminal event without its values; on
    /// completion, `b` subscribed at that moment.
    public static func then(_ replay: ModelReplay, _ first: Int, _ next: Int) -> [Timed] {
        let events = replay.source(first).upToTerminal
        guard let last = events.last, last.isTerminal else { return [] }
        guard last.event.isCompleted else { return [last] }
        return replay.arrivals(of: next, subscribedAt: last.moment)
    }

    /// The inner source an outer value selects in the `switchToLatest` law: `b`, `c`, … in turn.
    public static func selected(_ value: Int, among count: Int) -> Int { 1 + value % (count - 1) }

    /// An event with the index of the source it came from.
    private struct Tagged {
        var timed: Timed
        var source: Int
        var moment: Moment { timed.moment }
        var event: Event<Int, TestFailure> { timed.event }
    }

    /// Several sources' events, tagged with their source's position, in the replay's order.
    private static func tagged(_ sources: [[Timed]]) -> [Tagged] {
        sources.enumerated()
            .flatMap { index, events in events.map { Tagged(timed: $0, source: index) } }
            .enumerated()
            .sorted { ($0.element.moment, $0.offset) < ($1.element.moment, $1.offset) }
            .map(\.element)
    }
}

extension ModelReplay {
    /// Every source, each subscribed by the output's subscription, in order.
    public static func allSources(_ replay: ModelReplay) -> [[Timed]] {
        replay.schedule.sources.indices.map { replay.source($0, ordinal: $0) }
    }
}
