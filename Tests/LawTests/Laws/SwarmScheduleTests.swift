import LawCheck
import ReactiveLaws
import Testing

@Suite("Laws: swarm schedules")
struct LawsSwarmScheduleTests {
    static let swarm = sample(Gen<Schedule>.schedule(style: .swarm), count: 600, seed: 5)
    static let plain = sample(Gen<Schedule>.schedule(style: .plain), count: 600, seed: 5)

    static func share(_ schedules: [Schedule], _ predicate: (Schedule) -> Bool) -> Double {
        Double(schedules.filter(predicate).count) / Double(schedules.count)
    }

    static func fails(_ source: SourceScript) -> Bool {
        if case .failed = source.terminal { true } else { false }
    }

    /// Three sources that each send three values or more, none fails, and the output stays subscribed from 0.
    static func longUndisturbedBursts(_ schedule: Schedule) -> Bool {
        schedule.sources.count == 3 && schedule.subscribeAt == 0 && schedule.disposeAt == nil
            && schedule.sources.allSatisfy { $0.values.count >= 3 && !fails($0) }
    }

    @Test("swarm cases leave whole features out: a fair share has no failure, no hot source or no disposal at all")
    func featuresLeftOut() {
        let schedules = Self.swarm
        #expect(Self.share(schedules) { !$0.sources.contains(where: Self.fails) } > 0.5)
        #expect(Self.share(schedules) { !$0.sources.contains(where: \.isHot) } > 0.5)
        #expect(Self.share(schedules) { $0.subscribeAt == 0 && $0.disposeAt == nil } > 0.5)
        // …while each still appears often.
        #expect(Self.share(schedules) { $0.sources.contains(where: Self.fails) } > 0.25)
        #expect(Self.share(schedules) { $0.sources.contains(where: \.isHot) } > 0.25)
        #expect(Self.share(schedules) { $0.echo != nil } > 0.05)
        #expect(Self.share(schedules) { $0.resubscribeAt != nil } > 0.25)
    }

    @Test("swarm makes rare combinations common: long undisturbed bursts on three sources, and crowded ticks")
    func rareCombinations() {
        let swarmBursts = Self.share(Self.swarm, Self.longUndisturbedBursts)
        let plainBursts = Self.share(Self.plain, Self.longUndisturbedBursts)
        #expect(swarmBursts > 2 * plainBursts, "swarm \(swarmBursts), plain \(plainBursts)")
        func crowded(_ schedule: Schedule) -> Bool {
            let ticks = schedule.sources.flatMap { $0.values.map(\.time) }
            return Dictionary(grouping: ticks) { $0 }.values.contains { $0.count >= 5 }
        }
        #expect(Self.share(Self.swarm, crowded) > 2 * Self.share(Self.plain, crowded))
    }

    @Test(
        "completions and failures are drawn together: a case often has a source that completes and another that fails")
    func completionsWithFailures() {
        func completes(_ source: SourceScript) -> Bool {
            if case .completed = source.terminal { true } else { false }
        }
        func both(_ schedule: Schedule) -> Bool {
            schedule.sources.contains(where: completes) && schedule.sources.contains(where: Self.fails)
        }
        // Drawn apart (each on in half the cases) it is about 8% of the cases; drawn together, about 11%.
        #expect(Self.share(Self.swarm, both) > 0.1, "\(Self.share(Self.swarm, both))")
        // Every source never ends in about a quarter of the cases (a sixth by the draw, the rest by chance), not a third.
        #expect(Self.share(Self.swarm) { $0.sources.allSatisfy { $0.terminal == nil } } < 0.3)
    }

    @Test("the styles draw different cases, each well formed")
    func styles() {
        #expect(Self.swarm != Self.plain)
        for schedule in Self.swarm {
            #expect((1...3).contains(schedule.sources.count))
            #expect(schedule.sources.allSatisfy { $0.values.count <= 6 && !($0.isHot && $0.isSynchronous) })
            if let echo = schedule.echo { #expect(schedule.sources[echo.source].isHot) }
        }
        let options = sample(
            Gen<Schedule>.schedule(sources: 1...1, hot: false, disposal: false, style: .swarm), count: 200, seed: 6)
        #expect(
            options.allSatisfy {
                $0.sources.count == 1 && !$0.sources[0].isHot && $0.subscribeAt == 0 && $0.disposeAt == nil
                    && $0.echo == nil
            })
    }

    @Test("features shrink away: a failure that needs one failing source shrinks to it alone")
    func featuresShrink() throws {
        let result = runCheck("no failure", Gen<Schedule>.schedule(style: .swarm), configuration: lawConfiguration()) {
            schedule in
            !schedule.sources.contains(where: Self.fails)
        }
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal == Schedule(sources: [SourceScript(values: [], terminal: .failed(at: 0))]))
    }

    @Test("swarm shrinks to one source, one value, tick 0, no terminal, as plain does")
    func shrinksToSimplest() throws {
        let result = runCheck("no value 5", Gen<Schedule>.schedule(style: .swarm), configuration: lawConfiguration()) {
            schedule in
            !schedule.sources.contains { $0.values.contains { $0.value >= 5 } }
        }
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal == Schedule(sources: [SourceScript(values: [(time: 0, value: 5)], terminal: nil)]))
    }

    @Test("a case that needs a hot echo keeps only it: the hot and echo features stay, every other one is off")
    func echoShrinks() throws {
        let result = runCheck(
            "no echo", Gen<Schedule>.schedule(style: .swarm), configuration: lawConfiguration(iterations: 200)
        ) { schedule in
            schedule.echo == nil
        }
        let minimal = try #require(result.failure?.minimal)
        let hot = SourceScript(isHot: true, values: [], terminal: nil)
        #expect(minimal == Schedule(sources: [hot], echo: Schedule.Echo(source: 0, count: 1)))
    }
}
