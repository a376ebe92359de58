import LawCheck
import Reactive
import ReactiveLaws
import Testing

@Suite("Runs: fan-ins of no source complete at once (RAC 2.5)")
struct ZeroSourceTests {
    static let schedule = Schedule(sources: [], subscribeAt: 2, disposeAt: nil, resubscribeAt: nil)

    @Test("the models of zip, combineLatest and merge of no source complete at the subscription, as the library does")
    func modelsOfNoSource() {
        let replay = ModelReplay(Self.schedule)
        let completed = [Timed(replay.subscription, .completed)]
        #expect(CombinationModels.zip([], subscribedAt: replay.subscription) { $0.reduce(0, +) } == completed)
        #expect(CombinationModels.combineLatest([], subscribedAt: replay.subscription) { $0.reduce(0, +) } == completed)
        #expect(CombinationModels.merge([], subscribedAt: replay.subscription) == completed)
        let builds: [@Sendable ([Signal<Int, TestFailure>]) -> Signal<Int, TestFailure>] = [
            { (_: [Signal<Int, TestFailure>]) in
                Signal<[Int], TestFailure>.zip([Signal<Int, TestFailure>]()).map { _ in 0 }
            },
            { (_: [Signal<Int, TestFailure>]) in
                Signal<[Int], TestFailure>.combineLatest([Signal<Int, TestFailure>]()).map { _ in 0 }
            },
            { (_: [Signal<Int, TestFailure>]) in Signal<Int, TestFailure>.merge([Signal<Int, TestFailure>]()) },
        ]
        for build in builds {
            let trace = Self.schedule.trace(build)
            #expect(trace.entries.count == 1 && trace.entries[0].time == 2 && trace.entries[0].event.isTerminal)
        }
    }
}
