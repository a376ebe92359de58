import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: replay")
struct LawsReplayTests {
    typealias E = Event<Int, TestFailure>

    func entries(_ pairs: [(Int, E)]) -> [Trace.Entry] {
        pairs.map { Trace.Entry(time: $0.0, event: $0.1) }
    }

    @Test("a cold source replays its values and terminal event at their ticks")
    func coldSource() {
        let schedule = Schedule(sources: [
            SourceScript(
                values: [(time: 1, value: 4), (time: 1, value: 5), (time: 3, value: 6)], terminal: .completed(at: 5))
        ])
        let trace = schedule.trace { $0[0] }
        #expect(trace.entries == entries([(1, .next(4)), (1, .next(5)), (3, .next(6)), (5, .completed)]))
        #expect(trace.endedAt == 5)
        #expect(trace.disposedAt == nil)
    }

    @Test("a late subscriber to a cold source gets the earlier values at its own tick")
    func coldLateSubscription() {
        let schedule = Schedule(
            sources: [
                SourceScript(
                    values: [(time: 0, value: 1), (time: 2, value: 2), (time: 4, value: 3)], terminal: .failed(at: 4))
            ],
            subscribeAt: 3)
        let trace = schedule.trace { $0[0] }
        #expect(
            trace.entries
                == entries([(3, .next(1)), (3, .next(2)), (4, .next(3)), (4, .failed(TestFailure(source: 0)))]))
        #expect(trace.subscribedAt == 3)
    }

    @Test("a hot source loses what it sent before the subscription")
    func hotLateSubscription() {
        let schedule = Schedule(
            sources: [
                SourceScript(
                    isHot: true, values: [(time: 0, value: 1), (time: 2, value: 2), (time: 4, value: 3)],
                    terminal: .completed(at: 6))
            ],
            subscribeAt: 2)
        let trace = schedule.trace { $0[0] }
        #expect(trace.entries == entries([(2, .next(2)), (4, .next(3)), (6, .completed)]))
    }

    @Test("disposal ends the trace before any event of its tick, and is recorded")
    func disposal() {
        let schedule = Schedule(
            sources: [SourceScript(values: [(time: 1, value: 1), (time: 2, value: 2)], terminal: nil)],
            disposeAt: 2)
        let trace = schedule.trace { $0[0] }
        #expect(trace.entries == entries([(1, .next(1))]))
        #expect(trace.disposedAt == 2)
        #expect(trace.endedAt == 2)
    }

    @Test("a disposal after the terminal event is not recorded")
    func disposalAfterEnd() {
        let schedule = Schedule(sources: [SourceScript(values: [], terminal: .completed(at: 1))], disposeAt: 3)
        let trace = schedule.trace { $0[0] }
        #expect(trace.entries == entries([(1, .completed)]))
        #expect(trace.disposedAt == nil)
    }

    @Test("a never-ending source leaves the trace open; several sources merge in tick order")
    func mergeAndNever() {
        let schedule = Schedule(sources: [
            SourceScript(values: [(time: 0, value: 1), (time: 2, value: 3)], terminal: nil),
            SourceScript(isHot: true, values: [(time: 2, value: 7)], terminal: .failed(at: 9)),
        ])
        let trace = schedule.trace { Signal.merge($0) }
        // At tick 2 the hot source's event comes first: it was scheduled before the cold one's.
        #expect(
            trace.entries
                == entries([(0, .next(1)), (2, .next(7)), (2, .next(3)), (9, .failed(TestFailure(source: 1)))]))
        let open = Schedule(sources: [schedule.sources[0]]).trace { $0[0] }
        #expect(open.endedAt == nil)
        #expect(open.values == [1, 3])
    }

    @Test("a subscription the sources leave open ends with the replay, and its trace records no disposal")
    func openSubscriptionEndsWithTheReplay() {
        // A hot source and a cold one that never end: before the replay ended
        // such subscriptions, each case leaked its subscription, its recorder
        // and its sources (LeakSanitizer, issue 22).
        let schedule = Schedule(sources: [
            SourceScript(isHot: true, values: [(time: 1, value: 1)], terminal: nil),
            SourceScript(values: [(time: 2, value: 2)], terminal: nil),
        ])
        let disposals = Locked(0)
        let trace = schedule.trace { sources in
            Signal { observer, lifetime in
                lifetime.add { disposals.withLock { $0 += 1 } }
                lifetime.add(Signal.merge(sources).subscribe(observer))
            }
        }
        #expect(trace.entries == entries([(1, .next(1)), (2, .next(2))]))
        #expect(trace.endedAt == nil)
        #expect(trace.disposedAt == nil)
        #expect(disposals.withLock { $0 } == 1)
    }

    @Test("each cold subscription replays the source anew")
    func coldResubscription() {
        let schedule = Schedule(sources: [
            SourceScript(values: [(time: 1, value: 1), (time: 2, value: 2)], terminal: .completed(at: 2))
        ])
        let trace = schedule.trace { $0[0].concat($0[0]) }
        #expect(
            trace.entries == entries([(1, .next(1)), (2, .next(2)), (2, .next(1)), (2, .next(2)), (2, .completed)]))
    }

    @Test("delayed stream functions take time on the replay's clock, so inner signals overlap")
    func delayedInnerStreams() throws {
        let schedule = Schedule(sources: [
            SourceScript(values: [(time: 0, value: 1), (time: 1, value: 2)], terminal: .completed(at: 1))
        ])
        let k = StreamFunction([
            .init(IntFunction(multiplier: 1, offset: 0), delay: 2), .init(IntFunction(multiplier: 10, offset: 0)),
        ])
        let trace = schedule.trace { sources in sources[0].flattenMap { k($0) } }
        #expect(
            trace.entries == entries([(2, .next(1)), (2, .next(10)), (3, .next(2)), (3, .next(20)), (3, .completed)]))
        // Outside a replay there is no clock: the value comes at once.
        let immediate: Signal<Int, TestFailure> = k(1)
        #expect(try immediate.toArray(timeout: .seconds(5)) == [1, 10])
        #expect(ReactiveSequence<Int>.value(5, after: 3).array == [5])
        #expect(k.description == "[x after 2, 10x]")
    }
}
