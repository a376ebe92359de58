import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: the models' view of a replay")
struct LawsModelReplayTests {
    @Test("moments order by tick, then by the moment that scheduled them, then by rank")
    func momentOrder() {
        let subscription = Moment.at(tick: 0, scheduledAt: .setup, rank: [0])
        let hot = Moment.at(tick: 2, scheduledAt: .setup, rank: [2, 0, 0])
        let cold = subscription.scheduling(after: 2, rank: [0, 0])
        let later = cold.scheduling(after: 0, rank: [0])
        #expect(Moment.setup < subscription)
        #expect(hot < cold)  // setup work was inserted before anything the clock ran
        #expect(cold < later)  // inserted while `cold` ran, due at the same tick
        #expect(later < subscription.scheduling(after: 3, rank: [0, 1]))
        #expect(cold.scheduling(after: 1, rank: [0]).tick == 3)
    }

    @Test("a late cold subscription gets the events already due at once; a hot one misses them")
    func lateSubscription() {
        let schedule = Schedule(
            sources: [
                SourceScript(values: [(time: 0, value: 1), (time: 3, value: 2)], terminal: .completed(at: 3)),
                SourceScript(isHot: true, values: [(time: 0, value: 1), (time: 3, value: 2)], terminal: nil),
            ], subscribeAt: 2)
        let replay = ModelReplay(schedule)
        #expect(replay.trace(replay.source(0)).description == "^2 1@2 2@3 completed@3")
        #expect(replay.trace(replay.source(1)).description == "^2 2@3")
        // The model's view agrees with the replay itself.
        #expect(schedule.trace { $0[0] } == replay.trace(replay.source(0)))
        #expect(schedule.trace { $0[1] } == replay.trace(replay.source(1)))
    }

    @Test("the disposal cuts the trace before every source event of its tick")
    func disposal() {
        let schedule = Schedule(
            sources: [SourceScript(values: [(time: 0, value: 1), (time: 1, value: 2)], terminal: nil)], disposeAt: 1)
        let replay = ModelReplay(schedule)
        #expect(replay.trace(replay.source(0)).description == "^0 1@0 !1")
        #expect(schedule.trace { $0[0] } == replay.trace(replay.source(0)))
    }

    @Test("several sources merge in the replay's order: hot before cold at one tick, cold in subscription order")
    func merged() {
        let schedule = Schedule(sources: [
            SourceScript(values: [(time: 1, value: 1)], terminal: nil),
            SourceScript(values: [(time: 1, value: 2)], terminal: nil),
            SourceScript(isHot: true, values: [(time: 1, value: 3)], terminal: nil),
        ])
        let replay = ModelReplay(schedule)
        let merged = ModelReplay.merged([replay.source(0, ordinal: 0), replay.source(1, ordinal: 1), replay.source(2)])
        #expect(merged.compactMap(\.value) == [3, 1, 2])
        #expect(schedule.trace { Signal.merge($0) }.values == [3, 1, 2])
    }
}

extension LawsModelReplayTests {
    /// Found by the random nightly: the model subscribed `c` in the place `a`
    /// freed before `b`, but the outer signal sends `b` before anything can
    /// dequeue `c`, as in RAC's `flatten:`.
    @Test("flatten(maxConcurrent:) gives a synchronous source's place to the next source the outer signal sends")
    func flattenLimitAfterASynchronousCompletion() {
        var completesAtOnce = SourceScript(values: [], terminal: .completed(at: 0))
        completesAtOnce.isSynchronous = true
        let schedule = Schedule(sources: [
            completesAtOnce,
            SourceScript(values: [], terminal: .failed(at: 0)),
            SourceScript(values: [(time: 0, value: 0)], terminal: nil),
        ])
        let replay = ModelReplay(schedule)
        let library = schedule.trace {
            Signal<Signal<Int, TestFailure>, TestFailure>.from($0).flatten(maxConcurrent: 2)
        }
        #expect(library.description == "^0 TestFailure(b)@0")  // b fails before c sends: b was subscribed first
        #expect(replay.trace(CombinationModels.flatten(replay, [0, 1, 2], maxConcurrent: 2)) == library)
    }
}
