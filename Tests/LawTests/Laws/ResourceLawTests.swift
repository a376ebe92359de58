import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: resources")
struct LawsResourceTests {
    @Test("the audit counts the subscriptions of sources and inner streams, and an open output is disposed at the end")
    func auditCounts() {
        let schedule = Schedule(sources: [
            SourceScript(values: [(time: 0, value: 1), (time: 1, value: 2)], terminal: nil)
        ])
        let k = StreamFunction([
            .init(IntFunction(multiplier: 1, offset: 0), delay: 1), .init(IntFunction(multiplier: 1, offset: 0)),
        ])
        let audit = schedule.audit { sources in sources[0].flattenMap { k($0) } }
        // One subscription to a, two inner streams per value.
        #expect(audit.subscriptions == 5)
        #expect(audit.problems.isEmpty)
        #expect(audit.trace.values == [1, 1, 2, 2])
        #expect(audit.trace.disposedAt == 2)
    }

    @Test("a subscription the operator never disposes is reported with the schedule, the trace and what leaked")
    func plantedLeak() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.map.expectFailure(.resources, configuration: configuration) { source, transform in
            LeakyOperators.forgetfulMap(source).map(transform)
        }
        let minimal = try #require(result.failure?.minimal.sample)
        // A source that never ends: one that ends disposes its own subscription.
        #expect(minimal == Schedule(sources: [SourceScript(values: [], terminal: nil)]))
        #expect(
            result.report.contains(
                """
                Reason: threw law "map" of resources broken: map: one terminal event, last; nothing after disposal; \
                every subscription disposed once; nothing retained
                """))
        #expect(
            result.report.contains(
                """
                a   -
                got !
                - the subscription to a made at tick 0 was disposed 0 times, not once
                - the subscription to a made at tick 0 was still open when the output's disposal at tick 0 returned
                (subscriptions made to sources and inner streams: 1)
                """), Comment(rawValue: result.report))
    }

    @Test("a take that counts per operator instead of per subscription breaks only the per-subscription law")
    func plantedSharedState() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let law = OperatorLaws.take
        // One subscription cannot tell: the model and resource laws hold.
        #expect(law.run(configuration: configuration) { TakeCountingPerOperator.take($0, $1) }.passed)
        let result = law.expectFailure(.subscriptions, configuration: configuration) {
            TakeCountingPerOperator.take($0, $1)
        }
        let minimal = try #require(result.failure?.minimal)
        // One value shows it: with both subscriptions at 0 and n = 2 the second one's value completes
        // the count the first one started (got² (0|), want² 0); n = 1 needs a later second subscription.
        #expect(minimal.sample.eventCount == 1 && (1...2).contains(minimal.n), Comment(rawValue: result.report))
        #expect(minimal.sample.resubscribeAt != nil)
        #expect(result.report.contains("got²") && result.report.contains("want²"))
    }

    @Test("a subscription to a subject that nobody disposes is still retained after the end")
    func retainedBySubject() {
        let schedule = Schedule(sources: [SourceScript(isHot: true, values: [(time: 1, value: 1)], terminal: nil)])
        let audit = schedule.audit { LeakyOperators.forgetfulMap($0[0]) }
        #expect(
            audit.problems == [
                "the subscription to a made at tick 0 was disposed 0 times, not once",
                "the subscription to a made at tick 0 is still retained after the end",
                "the subscription to a made at tick 0 was still open when the output's disposal at tick 1 returned",
            ])
        // The output's own observer is released all the same: the subscription's sink drops it at disposal.
        #expect(audit.trace.values == [1])
    }

    @Test("a take that keeps its source subscribed after completing is caught by the timing rule only")
    func plantedLingeringSubscription() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.take.expectFailure(.resources, configuration: configuration) { source, count in
            LeakyOperators.lingeringTake(source, count)
        }
        // Every subscription is disposed once in the end, so only the time it stayed open shows:
        // past the output's disposal (the smallest case: a silent source, disposed at once) or
        // past its completion.
        #expect(
            result.report.contains("was still open when the output's disposal at tick 0 returned")
                || result.report.contains("stayed open until tick"), Comment(rawValue: result.report))
        #expect(!result.report.contains("times, not once"))
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.eventCount <= 1)
    }

    @Test("an operator that subscribes upstream after its output ended is reported")
    func subscriptionAfterTheEnd() {
        let schedule = Schedule(sources: [SourceScript(values: [], terminal: .completed(at: 0))])
        let audit = schedule.audit { sources in
            Signal { observer, lifetime in
                observer.sendCompleted()
                lifetime.add(sources[0].subscribe(Observer { _ in }))  // the bug: subscribes after ending
            }
        }
        #expect(audit.problems.contains("the subscription to a made at tick 0 came after the output ended at tick 0"))
    }
}

extension LawsResourceTests {
    @Test(
        "a merge that lets go of its sources a tick after the output ended is caught by the timing rule, on schedules of the timing class"
    )
    func mergeLettingGoLate() throws {
        let configuration = try Configuration.fromEnvironment(
            callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
        let result = OperatorLaws.mergeWith.expectFailure(
            .resources, configuration: configuration, MergeLettingGoLate.merge)
        #expect(
            result.report.contains("stayed open until tick")
                || result.report.contains("still open when the output's disposal"))
        #expect(!result.report.contains("times, not once"))
        let minimal = try #require(result.failure?.minimal)
        #expect(ResourceHarness.endsWhileUpstreamRuns(minimal.sample))
    }

    @Test("every resource law's run reaches its share of schedules where the output may end while an upstream runs")
    func timingClassIsCovered() throws {
        var configuration = lawConfiguration(iterations: 200)
        configuration.profile = .ci
        for (law, run) in [
            ("take", OperatorLaws.take.run(.resources, configuration: configuration) { $0.take($1) }),
            ("merge with", OperatorLaws.mergeWith.run(.resources, configuration: configuration) { $0.merge($1) }),
        ] {
            #expect(run.passed, Comment(rawValue: run.report))
            let timing = try #require(
                run.labels.first { $0.label.hasPrefix("the output may end while an upstream still runs") })
            #expect(Double(timing.count) >= 0.1 * Double(run.casesRun), "\(law): \(timing.count) of \(run.casesRun)")
        }
    }
}
