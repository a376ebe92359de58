import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// Schedules whose subscriber disposes of the output from inside the
/// delivery of one of its values (`Schedule.disposeDuringValue`): what the
/// replay does, how often the generator draws them, what they let the laws
/// see.
@Suite("Laws: disposal inside a delivery")
struct DisposalDuringValueTests {
    static func synchronous(_ values: [Int]) -> SourceScript {
        SourceScript(isSynchronous: true, values: values.map { (time: 0, value: $0) }, terminal: nil)
    }

    @Test(
        "a subscriber disposing inside a synchronous source's second value gets nothing more, and the source is let go")
    func insideTheSubscription() {
        let schedule = Schedule(sources: [Self.synchronous([1, 2, 3])], disposeDuringValue: 2)
        let audit = schedule.audit { $0[0].map { $0 * 2 } }
        #expect(audit.problems.isEmpty, Comment(rawValue: audit.problems.joined(separator: "\n")))
        #expect(
            audit.trace
                == Trace(
                    entries: [.init(time: 0, event: .next(2)), .init(time: 0, event: .next(4))],
                    disposedAt: 0))
        // Without the disposal, the third value follows.
        #expect(schedule.withoutReentrance.trace { $0[0] }.values == [1, 2, 3])
    }

    @Test("the disposal comes after the value's echo, whose nested delivery is recorded before it")
    func afterTheEcho() {
        let schedule = Schedule(
            sources: [SourceScript(isHot: true, values: [(time: 1, value: 4), (time: 2, value: 7)], terminal: nil)],
            echo: Schedule.Echo(source: 0, count: 1), disposeDuringValue: 1)
        let trace = schedule.trace { $0[0] }
        #expect(trace.values == [4, 5])
        #expect(trace.disposedAt == 1)
    }

    @Test(
        "a hot source the output subscribes twice delivers nothing to the second subscription once the first disposed")
    func hotSourceSubscribedTwice() {
        // The subject sends 4 to both of its subscribers from one snapshot: the first delivery disposes.
        let schedule = Schedule(
            sources: [SourceScript(isHot: true, values: [(time: 1, value: 4)], terminal: nil)], disposeDuringValue: 1)
        let audit = schedule.audit { $0[0].merge($0[0].map { $0 + 1 }) }
        #expect(audit.problems.isEmpty, Comment(rawValue: audit.problems.joined(separator: "\n")))
        #expect(audit.trace.values == [4])
    }

    @Test(
        "the schedule generator draws the disposal only where disposal and re-entrance are allowed, inside values 1…3")
    func generated() {
        for style in [ScheduleStyle.swarm, .plain] {
            let drawn = sample(Gen<Schedule>.schedule(style: style), count: 1_000).compactMap(\.disposeDuringValue)
            #expect(drawn.count >= 100 && Set(drawn) == [1, 2, 3], "\(style): \(drawn.count) of 1,000")
            for options in [(disposal: false, reentrance: true), (disposal: true, reentrance: false)] {
                let none = sample(
                    Gen<Schedule>.schedule(disposal: options.disposal, reentrance: options.reentrance, style: style),
                    count: 300)
                #expect(none.allSatisfy { $0.disposeDuringValue == nil }, "\(style), \(options)")
            }
        }
        for space in [ScheduleSpace.modelled(sources: 1...3), .resubscribed(sources: 1...3), .reentrant] {
            #expect(sample(space.generator, count: 300).allSatisfy { $0.disposeDuringValue == nil }, "\(space.name)")
        }
    }

    @Test("a replay whose recorded choices end before the draw gets no disposal: the simplest case")
    func simplestIsNone() throws {
        var source = ChoiceSource(replaying: [])
        let schedule = try Gen<Schedule>.schedule().generate(using: &source)
        #expect(schedule.disposeDuringValue == nil)
        #expect(!ScheduleClass.disposalDuringValue.contains(schedule))
    }

    @Test("a model law on schedules with a disposal inside a delivery cuts the model's trace at that value")
    func modelLawCuts() {
        let harness = StreamHarness.signal()
        let law = harness.law("map", "s.map(f) ≡ f applied to s's values", { s, _ in s.map { $0 + 1 } }) {
            trace, _ in
            var mapped = trace
            mapped.entries = trace.entries.map { entry in
                Trace.Entry(time: entry.time, event: entry.event.value.map { .next($0 + 1) } ?? entry.event)
            }
            return mapped
        }
        let schedule = Schedule(
            sources: [
                SourceScript(
                    values: [(time: 1, value: 1), (time: 2, value: 2), (time: 3, value: 3)],
                    terminal: .completed(at: 4))
            ], disposeDuringValue: 2)
        let input = LawInput.plainForTests(schedule)
        #expect(law.lhs(input) == law.rhs(input))
        #expect(law.rhs(input).values == [2, 3] && law.rhs(input).disposedAt == 2)
    }

    @Test(
        "zip, throttle and buffer send nothing after their subscriber disposed inside the value that exhausted a source"
    )
    func nothingAfterTheDisposal() {
        // a sends 0 and completes; b's 0 makes the pair that exhausts a: the subscriber disposes inside that pair.
        let pair = Schedule(
            sources: [
                SourceScript(values: [(time: 0, value: 0)], terminal: .completed(at: 0)),
                SourceScript(values: [(time: 0, value: 0)], terminal: nil),
            ], disposeDuringValue: 1)
        for (name, audit) in [
            ("zip(with:)", pair.audit { $0[0].zip(with: $0[1]).map { $0.0 } }),
            ("zip", pair.audit { Signal.zip([$0[0], $0[1]]).map { $0[0] } }),
        ] {
            #expect(audit.problems.isEmpty, "\(name): \(audit.problems)")
            #expect(audit.trace.values == [0] && audit.trace.disposedAt == 0, "\(name): \(audit.trace)")
        }
        // A synchronous source's completion sends the held value, inside which the subscriber disposes.
        let held = Schedule(
            sources: [SourceScript(isSynchronous: true, values: [(time: 0, value: 1)], terminal: .completed(at: 0))],
            disposeDuringValue: 1)
        for (name, audit) in [
            ("throttle", held.audit { $0[0].throttle(.seconds(1), on: Replay.scheduler!) }),
            ("buffer", held.audit { $0[0].buffer(.seconds(1), on: Replay.scheduler!).map { $0.count } }),
        ] {
            #expect(audit.problems.isEmpty, "\(name): \(audit.problems)")
            #expect(audit.trace.entries.count == 1 && audit.trace.disposedAt == 0, "\(name): \(audit.trace)")
        }
    }

    @Test(
        "an operator that subscribes upstream after a disposal inside a delivery passes if it lets go in the same work")
    func subscribingAfterTheDisposal() {
        let schedule = Schedule(sources: [SourceScript(values: [], terminal: nil)], disposeDuringValue: 1)
        // RAC's defer: the block's value is delivered, then the source is subscribed as part of the
        // disposed subscription, and disposed at once.
        let deferred = schedule.audit { sources in sources[0].initially {}.startWith(3) }
        #expect(deferred.problems.isEmpty, "\(deferred.problems)")
        // One that keeps it until later work does not.
        let lingering = schedule.audit { sources in
            Signal { observer, lifetime in
                observer.send(value: 3)
                let upstream = sources[0].subscribe(Observer { _ in })
                _ = Replay.scheduler!.schedule { upstream.dispose() }  // the bug: lets go from later work
            }
        }
        #expect(
            lingering.problems == [
                "the subscription to a made at tick 0 was still open after the work in which the output was disposed at tick 0 (inside a delivery)"
            ])
    }
}

extension DisposalDuringValueTests {
    @Test(
        "a chain deeper than the trampoline's hop depth, disposed inside its first value while later ones are on their way, leaks nothing"
    )
    func deepChain() {
        // Three synchronous values; the subscriber disposes inside the first. Past the trampoline's
        // hop depth (128 nested subscriptions), subscriptions start, and values crossing a hop are
        // delivered, from a shallower frame, later: some stages get values after the disposal.
        let schedule = Schedule(sources: [Self.synchronous([0, 1, 2])], disposeDuringValue: 1)
        let identity = IntFunction(multiplier: 1, offset: 0)
        // Each inner sends its value at once, and again a tick later: open when the disposal comes.
        let k = StreamFunction([.init(identity), .init(identity, delay: 1)])
        let audit = schedule.audit { sources in
            (0..<200).reduce(sources[0]) { signal, _ in signal.flattenMap { k($0) } }
        }
        #expect(audit.problems.isEmpty, Comment(rawValue: audit.problems.joined(separator: "\n")))
        #expect(audit.trace.values == [0] && audit.trace.disposedAt == 0, "\(audit.trace)")
    }
}

extension DisposalDuringValueTests {
    /// A transform with a side effect the subscriber sees at once (a value sent to a subject that
    /// is merged into the output, as a transform that also reports progress does): the subscriber
    /// may dispose inside that effect, before the transform has returned its inner signal, which
    /// the operator must then leave unsubscribed, or dispose at once.
    @Test("the resource law holds for a flattenMap whose transform sends to its own output before returning")
    func transformReachingTheSubscriber() throws {
        let harness = ResourceHarness(schedules: .schedule(sources: 1...1))
        let law = harness.law("flattenMap with an effect reaching its output", uses: [.k]) { a, _, _, input in
            Signal.defer {
                let effects = Subject<Int, TestFailure>()
                return effects.signal.merge(
                    a.flattenMap { value in
                        effects.send(.next(value))
                        return input.k(value)
                    })
            }
        }
        harness.check(
            law,
            configuration: try Configuration.fromEnvironment(
                callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5)))
    }
}

extension LawInput where Sample == Schedule {
    /// `schedule` with the simplest parameters.
    static func plainForTests(_ schedule: Schedule) -> LawInput {
        LawInput(
            sample: schedule, f: IntFunction(multiplier: 0, offset: 0), g: IntFunction(multiplier: 0, offset: 0),
            k: StreamFunction([]), h: StreamFunction([]), x: 0, n: 0, p: IntPredicate(threshold: 0))
    }
}
