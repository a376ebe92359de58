import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: re-entrant sends and second subscriptions")
struct LawsReentranceTests {
    @Test("take(3) of a subject its subscriber sends into gives exactly three values and completes")
    func pr1877() {
        let schedule = Schedule(
            sources: [SourceScript(isHot: true, values: [(time: 1, value: 1)], terminal: nil)],
            echo: Schedule.Echo(source: 0, count: 5))
        let trace = schedule.trace { $0[0].take(3) }
        // 1 is echoed as 2, 2 as 3, each re-entrantly; the third value completes the take.
        #expect(
            trace.entries == [
                .init(time: 1, event: .next(1)), .init(time: 1, event: .next(2)), .init(time: 1, event: .next(3)),
                .init(time: 1, event: .completed),
            ])
        #expect(
            Marbles.diagram(schedule, traces: [("got", trace)]) == """
                a hot echo×5 -1
                got          -(123|)
                """)
    }

    @Test("a take that completes only with its source is caught under echoes")
    func plantedLingeringTake() throws {
        let harness = StreamHarness.signal(schedules: .reentrant)
        let planted = Battery(
            "planted",
            laws: [
                Law<LawInput<Schedule>, Trace>(
                    "take(n) stops at n values", "s.take(n) ≡ its first n values, completed at the n-th",
                    parameters: { $0.describe([.n]) },
                    lhs: { input in input.sample.trace { StatefulOperators.lingeringTake($0[0], input.n) } },
                    rhs: { input in
                        input.sample.trace { StatefulOperators.lingeringTake($0[0], input.n) }.takingFirst(input.n)
                    })
            ])
        let result = try #require(harness.run(planted, configuration: lawConfiguration()).first)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.n == 0)
        #expect(result.report.contains("a hot echo×1 -\nwant         |\ngot          -"))
    }

    @Test("a take whose counter is shared by all subscriptions is caught only through a second subscription")
    func plantedSharedTake() throws {
        let harness = LawsOperatorTests.coldSignal
        let sharedTake =
            (take: StatefulOperators.sharedTake, skip: { $0.skip($1) })
            as StreamComplementOperators<Signal<Int, TestFailure>>
        let result = harness.run(.takeThenSkip, configuration: lawConfiguration(iterations: 100), sharedTake)
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.resubscribeAt != nil)
        #expect(minimal.n == 2)
        #expect(result.report.contains("got² "))
        // Without second subscriptions the same run finds nothing.
        let once = StreamHarness.signal(schedules: .schedule(sources: 1...1, hot: false, resubscription: false))
        #expect(once.run(.takeThenSkip, configuration: lawConfiguration(iterations: 100), sharedTake).passed)
    }

    @Test("a second subscription replays a cold source anew and misses what a hot one sent before it")
    func resubscriptionReplay() {
        let cold = SourceScript(values: [(time: 0, value: 1), (time: 2, value: 2)], terminal: .completed(at: 3))
        var hot = cold
        hot.isHot = true
        let coldTrace = Schedule(sources: [cold], resubscribeAt: 1).trace { $0[0] }
        #expect(coldTrace.resubscriptions.map(\.values) == [[1, 2]])
        #expect(coldTrace.resubscriptions.first?.entries.first == .init(time: 1, event: .next(1)))
        let hotTrace = Schedule(sources: [hot], resubscribeAt: 1).trace { $0[0] }
        #expect(hotTrace.values == [1, 2])
        #expect(hotTrace.resubscriptions.map(\.values) == [[2]])
        #expect(
            Marbles.diagram(Schedule(sources: [hot], resubscribeAt: 1), traces: [("got", hotTrace)]) == """
                a hot 1-2|
                sub   ^^--
                got   1-2|
                got²  --2|
                """)
    }

    @Test("the take model cuts after the n-th value, at the subscription for n = 0, and keeps shorter traces")
    func takingFirst() {
        let trace = Trace(
            entries: [.init(time: 1, event: .next(4)), .init(time: 2, event: .next(5))], subscribedAt: 1, disposedAt: 3)
        #expect(trace.takingFirst(1).entries == [.init(time: 1, event: .next(4)), .init(time: 1, event: .completed)])
        #expect(trace.takingFirst(1).disposedAt == nil)
        #expect(trace.takingFirst(0).entries == [.init(time: 1, event: .completed)])
        #expect(trace.takingFirst(3) == trace)
    }

    @Test("generation reaches second subscriptions and echoes, and shrinks away from both")
    func generation() throws {
        let schedules = sample(Gen<Schedule>.schedule(), count: 400, seed: 5)
        let resubscribed = schedules.filter { $0.resubscribeAt != nil }.count
        let echoed = schedules.filter { $0.echo != nil }
        #expect(resubscribed > 40)
        #expect(echoed.count > 20)
        #expect(echoed.allSatisfy { $0.sources[$0.echo!.source].isHot })
        let result = runCheck("no echo", Gen<Schedule>.schedule(), configuration: lawConfiguration()) { $0.echo == nil }
        let minimal = try #require(result.failure?.minimal)
        #expect(
            minimal
                == Schedule(
                    sources: [SourceScript(isHot: true, values: [], terminal: nil)],
                    echo: Schedule.Echo(source: 0, count: 1)))
    }
}

extension LawsReentranceTests {
    /// Found by the random nightly (10 minutes, seed 0x0502e2724b3d686a): with
    /// the output echoing into a hot source, a failure that the echo causes
    /// upstream reached the output of `s.flattenMap(k).flattenMap(h)` only
    /// after `h`'s inner sent its next value — the outer flattenMap's sink was
    /// busy delivering and queued the failure — while
    /// `s.flattenMap { k($0).flattenMap(h) }` failed first. RAC delivers a
    /// re-entrant send at once, nested, and gives `(-2#)` on both sides; so
    /// does the serialized sink now.
    @Test("monad associativity under a re-entrant failure")
    func associativityUnderAReentrantFailure() {
        let schedule = Schedule(
            sources: [SourceScript(isHot: true, values: [(time: 0, value: 0)], terminal: nil)],
            echo: Schedule.Echo(source: 0, count: 1))
        let k = StreamFunction(
            [.init(IntFunction(multiplier: 0, offset: 0), delay: 1)], guarding: .failsWhen(IntPredicate(threshold: 0)))
        let h = StreamFunction([
            .init(IntFunction(multiplier: 0, offset: -2)), .init(IntFunction(multiplier: 0, offset: 0)),
        ])
        let nested = schedule.trace { sources in sources[0].flattenMap { k($0) }.flattenMap { h($0) } }
        let inner = schedule.trace { sources in
            sources[0].flattenMap { value in
                let stream: Signal<Int, TestFailure> = k(value)
                return stream.flattenMap { h($0) }
            }
        }
        #expect(inner.values == [-2])
        #expect(inner.entries.last?.event.isTerminal == true)
        #expect(nested == inner)
    }
}
