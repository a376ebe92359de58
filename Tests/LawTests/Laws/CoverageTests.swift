import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: schedule coverage")
struct LawsCoverageTests {
    static func configuration(_ profile: Profile) -> Configuration {
        var configuration = lawConfiguration(iterations: 120)
        configuration.profile = profile
        return configuration
    }

    /// The default one-source space, but every failing source completes instead.
    static let withoutFailures = ScheduleSpace(
        name: "without failures",
        generator: Gen<Schedule>.schedule(sources: 1...1).map { schedule in
            var schedule = schedule
            for index in schedule.sources.indices {
                if case .failed(let time) = schedule.sources[index].terminal {
                    schedule.sources[index].terminal = .completed(at: time)
                }
            }
            return schedule
        },
        coverage: ScheduleSpace.schedule(sources: 1...1).coverage)

    @Test("in the ci profile a law on schedules that never fail is reported: the class is named and the fix suggested")
    func degenerateGeneratorFails() throws {
        let harness = StreamHarness.signal(schedules: Self.withoutFailures)
        let result = try #require(harness.run(harness.functor, configuration: Self.configuration(.ci)).first)
        #expect(result.status == .unhealthy)
        let problem = try #require(result.problem)
        #expect(
            problem.contains(
                "only 0.0% of 120 cases were \"a source fails\" but 10.0% are required (99% confidence upper bound 5.2%)"
            ))
        #expect(problem.contains("Make the generator produce such cases more often"))
        #expect(!problem.contains("a hot source"))
    }

    @Test("the dev profile only counts the classes, so the same run passes there")
    func devProfileCounts() throws {
        let harness = StreamHarness.signal(schedules: Self.withoutFailures)
        let result = try #require(harness.run(harness.functor, configuration: Self.configuration(.dev)).first)
        #expect(result.passed)
        #expect(!result.labels.contains { $0.label == ScheduleClass.failure.rawValue })
        #expect(result.labels.contains { $0.label == ScheduleClass.hot.rawValue })
    }

    @Test("every schedule space of the law tests reaches its coverage in the ci profile")
    func spacesReachTheirCoverage() {
        let spaces: [ScheduleSpace] = [
            .schedule(sources: 1...1), .schedule(sources: 2...3), .schedule(sources: 1...1, hot: false), .completing,
            .reentrant,
        ]
        for space in spaces {
            let harness = StreamHarness.signal(schedules: space)
            let results = harness.run(
                Battery("identity", laws: [harness.functor.laws[0]]), configuration: Self.configuration(.ci))
            #expect(results.allSatisfy { $0.passed }, "\(results.map { $0.report })")
        }
        #expect(ScheduleSpace.schedule(sources: 2...3).coverage.minimumShares[.simultaneous] == 10)
        #expect(ScheduleSpace.schedule(hot: false).coverage.minimumShares[.reentrantSend] == nil)
        #expect(
            ScheduleSpace.schedule(sources: 1...1, hot: false, disposal: false).coverage.minimumShares.keys.sorted {
                $0.rawValue < $1.rawValue
            }
                == [.failure, .emptySource, .neverEnding, .resubscription, .synchronousSource].sorted {
                    $0.rawValue < $1.rawValue
                })
    }

    @Test("each class recognises its schedules")
    func classes() {
        let failing = SourceScript(values: [(time: 1, value: 1)], terminal: .failed(at: 2))
        let open = SourceScript(isHot: true, values: [], terminal: nil)
        let mixed = Schedule(sources: [failing, open], subscribeAt: 1, disposeAt: 3)
        #expect(
            Set(ScheduleClass.allCases.filter { $0.contains(mixed) })
                == [.failure, .disposalMidStream, .emptySource, .neverEnding, .hot, .lateSubscription])
        let simultaneous = Schedule(sources: [SourceScript(values: [(time: 2, value: 1)], terminal: nil), failing])
        #expect(ScheduleClass.simultaneous.contains(simultaneous))
        let endedBeforeDisposal = Schedule(sources: [failing], disposeAt: 3)
        #expect(!ScheduleClass.disposalMidStream.contains(endedBeforeDisposal))
        // A synchronous source counts when it has something due at the output's subscription.
        let synchronous = SourceScript(isSynchronous: true, values: [], terminal: .completed(at: 1))
        #expect(ScheduleClass.synchronousSource.contains(Schedule(sources: [synchronous], subscribeAt: 1)))
        #expect(!ScheduleClass.synchronousSource.contains(Schedule(sources: [synchronous], subscribeAt: 0)))
    }
}
