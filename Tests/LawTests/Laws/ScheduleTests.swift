import LawCheck
import ReactiveLaws
import Testing

@Suite("Laws: schedules")
struct LawsScheduleTests {
    static let schedules = sample(Gen<Schedule>.schedule(), count: 400, seed: 3)

    @Test("generated schedules are well formed")
    func wellFormed() {
        #expect(LawsScheduleTests.schedules.count == 400)
        for schedule in LawsScheduleTests.schedules {
            #expect((1...3).contains(schedule.sources.count))
            #expect(schedule.subscribeAt >= 0)
            if let disposeAt = schedule.disposeAt { #expect(disposeAt >= schedule.subscribeAt) }
            for source in schedule.sources {
                #expect(source.values.count <= 6)
                #expect(source.values.allSatisfy { (0...9).contains($0.value) })
            }
        }
    }

    @Test("generation reaches the hard cases often")
    func hardCases() {
        func share(_ predicate: (Schedule) -> Bool) -> Double {
            Double(LawsScheduleTests.schedules.filter(predicate).count) / Double(Self.schedules.count)
        }
        let simultaneous = share { schedule in
            let times = schedule.sources.map { Set($0.values.map(\.time)) }
            return times.indices.contains { i in
                times.indices.contains { j in i < j && !times[i].isDisjoint(with: times[j]) }
            }
        }
        #expect(simultaneous > 0.15)
        #expect(share { $0.sources.contains { if case .failed = $0.terminal { true } else { false } } } > 0.3)
        #expect(share { $0.sources.contains { $0.terminal == nil } } > 0.3)
        #expect(share { $0.sources.contains { $0.values.isEmpty } } > 0.1)
        #expect(share { $0.sources.contains(where: \.isHot) } > 0.15)
        #expect(share { $0.disposeAt != nil } > 0.1)
        #expect(share { $0.subscribeAt > 0 } > 0.1)
    }

    @Test("options turn off hot sources and disposal")
    func options() {
        let plain = sample(Gen<Schedule>.schedule(sources: 1...1, hot: false, disposal: false), count: 200, seed: 4)
        #expect(
            plain.allSatisfy {
                $0.sources.count == 1 && !$0.sources[0].isHot && $0.subscribeAt == 0 && $0.disposeAt == nil
            })
    }

    @Test("a failing property shrinks a schedule to one source, one value, tick 0, no terminal")
    func shrinksToSimplest() throws {
        let result = runCheck("no value 5", Gen<Schedule>.schedule(), configuration: lawConfiguration()) { schedule in
            !schedule.sources.contains { $0.values.contains { $0.value >= 5 } }
        }
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal == Schedule(sources: [SourceScript(values: [(time: 0, value: 5)], terminal: nil)]))
    }

    @Test("shrinking keeps two sources with events at one tick when the failure needs them")
    func shrinksToSimultaneous() throws {
        let result = runCheck(
            "no collision", Gen<Schedule>.schedule(), configuration: lawConfiguration(iterations: 200)
        ) { schedule in
            let times = schedule.sources.map { Set($0.values.map(\.time)) }
            return !(times.count >= 2 && !times[0].isDisjoint(with: times[1]))
        }
        let minimal = try #require(result.failure?.minimal)
        // The shrinker cannot always lower two distant equal gaps together, so
        // the shared tick may stay at 1; everything else is minimal.
        let tick = try #require(minimal.sources.first?.values.first?.time)
        #expect(tick <= 1)
        let simplest = SourceScript(values: [(time: tick, value: 0)], terminal: nil)
        #expect(minimal == Schedule(sources: [simplest, simplest]))
    }
}
