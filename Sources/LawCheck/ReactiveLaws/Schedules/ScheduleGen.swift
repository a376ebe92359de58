import LawCheck

extension Gen where Value == Schedule {
    /// Schedules for testing signal operators, written with LawCheck's
    /// combinators so that they shrink by themselves: toward fewer sources,
    /// fewer values, smaller gaps (earlier and equal ticks), smaller values,
    /// no terminal event, cold sources, subscription at 0, no disposal, no
    /// second subscription, no re-entrant send and no disposal from inside a
    /// delivery.
    ///
    /// Two styles (``ScheduleStyle``, `LAWCHECK_SCHEDULES`): `swarm`, the
    /// default, first draws which features the case may use (hot and
    /// synchronous sources, among them sources that complete or fail inside
    /// their own subscription, same-time bursts, completions, failures, late
    /// subscription and disposal, a second subscription, echoes;
    /// ``ScheduleFeatures``), each on in half the cases, then draws the
    /// schedule inside them, where every feature that is on is common. So a
    /// case without failures and disposal lets every source play out, and one
    /// with bursts crowds several sources into one tick. The feature draws
    /// shrink like the rest: a feature turned off is simpler.
    ///
    /// `plain` draws every case from one distribution that leans toward the
    /// cases operators get wrong: gaps are small (0…3 ticks, 0 is common), so
    /// events on different sources often share a tick; sources often fail or
    /// never end; a list may be empty; a quarter of the outputs are subscribed
    /// late or disposed mid-stream.
    ///
    /// - Parameters:
    ///   - sources: how many sources.
    ///   - values: how many values per source.
    ///   - hot: whether hot sources may appear (laws that resubscribe, such
    ///     as `take(n).concat(skip(n))`, hold for cold sources only).
    ///   - disposal: whether the output may be subscribed late and disposed.
    ///   - resubscription: whether the output may be subscribed a second time
    ///     (plain: a sixth of the schedules, 0…6 ticks after the first).
    ///   - reentrance: whether the output's first values may be echoed back
    ///     into the first hot source from inside their delivery (plain: a third of
    ///     the schedules with a hot source; ``Schedule/Echo``), and, with
    ///     `disposal`, whether the output's subscriber may dispose of it from
    ///     inside the delivery of one of its first three values (half the
    ///     schedules; swarm: half of those whose disposal feature is on;
    ///     ``Schedule/disposeDuringValue``).
    ///   - style: swarm or plain; by default `LAWCHECK_SCHEDULES`'s (``ScheduleStyle/current``).
    public static func schedule(
        sources: ClosedRange<Int> = 1...3,
        values: ClosedRange<Int> = 0...6,
        hot: Bool = true,
        disposal: Bool = true,
        resubscription: Bool = true,
        reentrance: Bool = true,
        style: ScheduleStyle = .current
    ) -> Gen<Schedule> {
        switch style {
        case .plain:
            plainSchedule(
                sources: sources, values: values, hot: hot, disposal: disposal, resubscription: resubscription,
                reentrance: reentrance)
        case .swarm:
            SwarmScheduleCache.generator(
                SwarmScheduleCache.Options(
                    sources: sources, values: values, hot: hot, disposal: disposal, resubscription: resubscription,
                    reentrance: reentrance
                )
            ) {
                swarmSchedule(
                    sources: sources, values: values, hot: hot, disposal: disposal, resubscription: resubscription,
                    reentrance: reentrance)
            }
        }
    }

    /// Features first, then a schedule inside them: each feature that is on
    /// is common, each that is off absent. The generators inside every
    /// combination of features are built here, once (``SwarmScheduleCache``),
    /// so that a case only picks its own.
    static func swarmSchedule(
        sources: ClosedRange<Int>, values: ClosedRange<Int>, hot: Bool, disposal: Bool, resubscription: Bool,
        reentrance: Bool
    ) -> Gen<Schedule> {
        let scripts = (0..<ScheduleFeatures.sourceKeys).map { key in
            Gen<SourceScript>.source(values: values, features: ScheduleFeatures(sourceKey: key, outputKey: 0)).array(
                count: sources)
        }
        let outputs = (0..<ScheduleFeatures.outputKeys).map { key in
            output(ScheduleFeatures(sourceKey: 0, outputKey: key))
        }
        let schedules = scripts.map { scripts in
            outputs.map { output in
                zip(scripts, output).map { scripts, output in
                    Schedule(
                        scripts: scripts, timing: output.timing, resubscribe: output.resubscribe, echoes: output.echoes)
                }
            }
        }
        return ScheduleFeatures.generator(
            hot: hot, disposal: disposal, resubscription: resubscription, reentrance: reentrance
        )
        .flatMap { features in
            var inside = schedules[features.sourceKey][features.outputKey]
            if features.synchronous && (features.completions || features.failures) {
                inside = inside.flatMap { endingInsideSubscription($0, completes: features.completions) }
            }
            guard features.disposal && reentrance else { return inside }
            return zip(inside, disposalDuringValue).map { schedule, value in
                var schedule = schedule
                schedule.disposeDuringValue = value
                return schedule
            }
        }
    }

    /// Whether, and inside which of its first three values, the output's
    /// subscriber disposes of its subscription (``Schedule/disposeDuringValue``):
    /// half the time, none first. Drawn for schedules whose disposal and
    /// re-entrance are allowed, after every other choice of the case (in
    /// a swarm schedule, only when its disposal feature is on), so that every
    /// case drawn without it keeps its choices and its corpus entries replay
    /// as recorded; a replay that reads past its recorded choices gets none.
    /// Otherwise an operator that goes on delivering or subscribing once its
    /// subscriber has disposed from inside a delivery — events queued in a
    /// sink, a hot source's later subscribers, a synchronous source's next
    /// values — is seen only by tests that race threads, if at all. With an
    /// echo, the disposal comes after it: an operator that queues the echoed
    /// value (a timed operator's funnel) holds it when the subscriber disposes.
    static var disposalDuringValue: Gen<Int?> {
        .frequency([(1, .constant(nil)), (1, Gen<Int>.int(in: 1...3).map { $0 })])
    }

    /// `schedule` with each of its synchronous sources, on a draw of its own
    /// (half of them), made to end inside its subscription: its values and a
    /// terminal event (its own, else a completion if `completes`, else a
    /// failure) all at tick 0, so that every subscription gets them before
    /// `subscribe` returns, as from `Signal.return`, `.empty`, `.error` or a
    /// `create` block that ends before returning. Otherwise only the rare
    /// source whose every gap is 0 does, and an operator that mishandles a
    /// terminal event sent during its source's subscription (while another
    /// source is mid-stream) goes unseen in one seed of twenty (issue 20).
    ///
    /// The draws come after every other choice of the case, and only for
    /// synchronous sources: every case drawn before them keeps its choices,
    /// and its corpus entries replay as they were recorded.
    static func endingInsideSubscription(_ schedule: Schedule, completes: Bool) -> Gen<Schedule> {
        var drawn = Gen<Schedule>.constant(schedule)
        for index in schedule.sources.indices where schedule.sources[index].isSynchronous {
            drawn = zip(drawn, Gen<Bool>.bool).map { schedule, ends in
                guard ends else { return schedule }
                var changed = schedule
                changed.sources[index] = schedule.sources[index].endingInsideSubscription(completes: completes)
                return changed
            }
        }
        return drawn
    }

    /// What happens to the output inside `features`: its subscription and
    /// disposal ticks, the delay of its second subscription, its echoes.
    static func output(
        _ features: ScheduleFeatures
    ) -> Gen<(timing: (subscribe: Int, dispose: Int?), resubscribe: Int?, echoes: Int)> {
        let timing: Gen<(subscribe: Int, dispose: Int?)> =
            features.disposal
            ? zip(
                Gen<Int>.frequency([(1, .constant(0)), (1, .int(in: 1...4))]),
                Gen<Int?>.frequency([(1, .constant(nil)), (1, Gen<Int>.int(in: 0...8).map { $0 })])
            ).map { subscribe, delay in (subscribe: subscribe, dispose: delay.map { subscribe + $0 }) }
            : .constant((subscribe: 0, dispose: nil))
        let resubscribe: Gen<Int?> = features.resubscription ? Gen<Int>.int(in: 0...6).map { $0 } : .constant(nil)
        let echoes: Gen<Int> = features.echo ? .int(in: 1...3) : .constant(0)
        return zip(timing, resubscribe, echoes).map { (timing: $0, resubscribe: $1, echoes: $2) }
    }

    /// The single-distribution generator (``ScheduleStyle/plain``).
    static func plainSchedule(
        sources: ClosedRange<Int>, values: ClosedRange<Int>, hot: Bool, disposal: Bool, resubscription: Bool,
        reentrance: Bool
    ) -> Gen<Schedule> {
        let timing: Gen<(subscribe: Int, dispose: Int?)> =
            disposal
            ? zip(
                Gen<Int>.frequency([(3, .constant(0)), (1, .int(in: 1...4))]),
                Gen<Int?>.frequency([(3, .constant(nil)), (1, Gen<Int>.int(in: 0...8).map { $0 })])
            ).map { subscribe, delay in (subscribe: subscribe, dispose: delay.map { subscribe + $0 }) }
            : .constant((subscribe: 0, dispose: nil))
        // Simplest first: no second subscription, no echo.
        let resubscribe: Gen<Int?> =
            resubscription
            ? .frequency([(5, .constant(nil)), (1, Gen<Int>.int(in: 0...6).map { $0 })]) : .constant(nil)
        let echoes: Gen<Int> = reentrance && hot ? .frequency([(2, .constant(0)), (1, .int(in: 1...3))]) : .constant(0)
        let scripts = Gen<SourceScript>.source(values: values, hot: hot).array(count: sources)
        let drawn = zip(scripts, timing, resubscribe, echoes).map { scripts, timing, resubscribe, echoes in
            Schedule(scripts: scripts, timing: timing, resubscribe: resubscribe, echoes: echoes)
        }
        guard disposal && reentrance else { return drawn }
        return zip(drawn, disposalDuringValue).map { schedule, value in
            var schedule = schedule
            schedule.disposeDuringValue = value
            return schedule
        }
    }
}

extension Schedule {
    /// A schedule from generated parts: `resubscribe` counts from the
    /// subscription, and `echoes` (0 for none) go into the first hot source, if any.
    init(scripts: [SourceScript], timing: (subscribe: Int, dispose: Int?), resubscribe: Int?, echoes: Int) {
        let echo = scripts.firstIndex(where: \.isHot).flatMap {
            echoes > 0 ? Schedule.Echo(source: $0, count: echoes) : nil
        }
        self.init(
            sources: scripts, subscribeAt: timing.subscribe, disposeAt: timing.dispose,
            resubscribeAt: resubscribe.map { timing.subscribe + $0 }, echo: echo)
    }
}

extension Gen where Value == SourceScript {
    /// One source: values 0…9 separated by gaps of 0…3 ticks (the first gap
    /// counts from tick 0), then no terminal event, completion or failure one
    /// gap after the last value; cold, synchronous (a fifth of the sources)
    /// or, when allowed, hot (a fifth). Shrinks toward a cold, scheduled,
    /// empty, never-ending source.
    public static func source(values: ClosedRange<Int> = 0...6, hot: Bool = true) -> Gen<SourceScript> {
        let gap = Gen<Int>.int(in: 0...3)
        let step = zip(gap, Gen<Int>.int(in: 0...9)).array(count: values)
        // 0: never ends, 1: completes, 2: fails; listed simplest first.
        let ending = zip(Gen<Int>.frequency([(2, .constant(0)), (3, .constant(1)), (2, .constant(2))]), gap)
        // 0: cold, 1: cold and synchronous, 2: hot; listed simplest first.
        let kind: Gen<Int> =
            hot
            ? .frequency([(3, .constant(0)), (1, .constant(1)), (1, .constant(2))])
            : .frequency([(3, .constant(0)), (1, .constant(1))])
        return zip(kind, step, ending).map { kind, steps, ending in
            SourceScript(kind: kind, steps: steps, ending: ending)
        }
    }

    /// One source of a swarm schedule (``ScheduleStyle/swarm``): hot, synchronous,
    /// completing and failing only when `features` allow, and then often; gaps
    /// mostly 0 with same-time events on, else 0…3 ticks.
    static func source(values: ClosedRange<Int>, features: ScheduleFeatures) -> Gen<SourceScript> {
        let gap: Gen<Int> = features.sameTime ? .frequency([(3, .constant(0)), (1, .int(in: 1...3))]) : .int(in: 0...3)
        let step = zip(gap, Gen<Int>.int(in: 0...9)).array(count: values)
        // Codes as in the plain generator, listed simplest first.
        let endings = [(1, 0)] + (features.completions ? [(2, 1)] : []) + (features.failures ? [(2, 2)] : [])
        let kinds = [(1, 0)] + (features.synchronous ? [(1, 1)] : []) + (features.hot ? [(2, 2)] : [])
        func pick(_ weighted: [(Int, Int)]) -> Gen<Int> {
            weighted.count == 1 ? .constant(weighted[0].1) : .frequency(weighted.map { ($0.0, .constant($0.1)) })
        }
        return zip(pick(kinds), step, zip(pick(endings), gap)).map { kind, steps, ending in
            SourceScript(kind: kind, steps: steps, ending: ending)
        }
    }
}

extension SourceScript {
    /// This source's values and terminal event (else a completion if
    /// `completes`, else a failure) all at tick 0, sent synchronously inside
    /// every subscription.
    func endingInsideSubscription(completes: Bool) -> SourceScript {
        let ending: Terminal =
            switch terminal {
            case .completed: .completed(at: 0)
            case .failed: .failed(at: 0)
            case nil: completes ? .completed(at: 0) : .failed(at: 0)
            }
        return SourceScript(isSynchronous: true, values: values.map { (time: 0, value: $0.value) }, terminal: ending)
    }

    /// A source from generated codes: `kind` 0 cold, 1 cold and synchronous,
    /// 2 hot; each step a gap then a value; `ending` 0 never, 1 completes,
    /// 2 fails, one gap after the last value.
    init(kind: Int, steps: [(Int, Int)], ending: (Int, Int)) {
        var time = 0
        var timed: [(time: Int, value: Int)] = []
        for (gap, value) in steps {
            time += gap
            timed.append((time: time, value: value))
        }
        let end = time + ending.1
        let terminal: SourceScript.Terminal? =
            switch ending.0 {
            case 1: .completed(at: end)
            case 2: .failed(at: end)
            default: nil
            }
        self.init(isHot: kind == 2, isSynchronous: kind == 1, values: timed, terminal: terminal)
    }
}
