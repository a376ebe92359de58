import LawCheck

extension Gen where Value == Schedule {
    /// Schedules for testing signal operators, written with LawCheck's
    /// combinators so that they shrink by themselves: toward fewer sources,
    /// fewer values, smaller gaps (earlier and equal ticks), smaller values,
    /// no terminal event, cold sources, subscription at 0, no disposal, no
    /// second subscription and no re-entrant send.
    ///
    /// Generation leans toward the cases operators get wrong: gaps are small
    /// (0…3 ticks, 0 is common), so events on different sources often share a
    /// tick; sources often fail or never end; a list may be empty; a quarter
    /// of the outputs are subscribed late or disposed mid-stream.
    ///
    /// - Parameters:
    ///   - sources: how many sources.
    ///   - values: how many values per source.
    ///   - hot: whether hot sources may appear (laws that resubscribe, such
    ///     as `take(n).concat(skip(n))`, hold for cold sources only).
    ///   - disposal: whether the output may be subscribed late and disposed.
    ///   - resubscription: whether the output may be subscribed a second time
    ///     (a sixth of the schedules, 0…6 ticks after the first).
    ///   - reentrance: whether the output's first values may be echoed back
    ///     into the first hot source from inside their delivery (a third of
    ///     the schedules with a hot source; ``Schedule/Echo``).
    public static func schedule(
        sources: ClosedRange<Int> = 1...3,
        values: ClosedRange<Int> = 0...6,
        hot: Bool = true,
        disposal: Bool = true,
        resubscription: Bool = true,
        reentrance: Bool = true
    ) -> Gen<Schedule> {
        let timing: Gen<(subscribe: Int, dispose: Int?)> = disposal
            ? zip(
                Gen<Int>.frequency([(3, .constant(0)), (1, .int(in: 1...4))]),
                Gen<Int?>.frequency([(3, .constant(nil)), (1, Gen<Int>.int(in: 0...8).map { $0 })])
            ).map { subscribe, delay in (subscribe: subscribe, dispose: delay.map { subscribe + $0 }) }
            : .constant((subscribe: 0, dispose: nil))
        // Simplest first: no second subscription, no echo.
        let resubscribe: Gen<Int?> = resubscription
            ? .frequency([(5, .constant(nil)), (1, Gen<Int>.int(in: 0...6).map { $0 })]) : .constant(nil)
        let echoes: Gen<Int> = reentrance && hot ? .frequency([(2, .constant(0)), (1, .int(in: 1...3))]) : .constant(0)
        let scripts = Gen<SourceScript>.source(values: values, hot: hot).array(count: sources)
        return zip(scripts, timing, resubscribe, echoes).map { scripts, timing, resubscribe, echoes in
            let echo = scripts.firstIndex(where: \.isHot).flatMap { echoes > 0 ? Schedule.Echo(source: $0, count: echoes) : nil }
            return Schedule(
                sources: scripts, subscribeAt: timing.subscribe, disposeAt: timing.dispose,
                resubscribeAt: resubscribe.map { timing.subscribe + $0 }, echo: echo)
        }
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
        let kind: Gen<Int> = hot
            ? .frequency([(3, .constant(0)), (1, .constant(1)), (1, .constant(2))])
            : .frequency([(3, .constant(0)), (1, .constant(1))])
        return zip(kind, step, ending).map { kind, steps, ending in
            var time = 0
            var timed: [(time: Int, value: Int)] = []
            for (gap, value) in steps {
                time += gap
                timed.append((time: time, value: value))
            }
            let end = time + ending.1
            let terminal: SourceScript.Terminal? = switch ending.0 {
            case 1: .completed(at: end)
            case 2: .failed(at: end)
            default: nil
            }
            return SourceScript(isHot: kind == 2, isSynchronous: kind == 1, values: timed, terminal: terminal)
        }
    }
}
