import Reactive
import ReactiveLaws
import Testing

@Suite("Laws: marble diagrams")
struct LawsMarbleTests {
    @Test("sources and traces line up tick by tick")
    func aligned() {
        let schedule = Schedule(sources: [
            SourceScript(values: [(time: 2, value: 1), (time: 5, value: 2)], terminal: .completed(at: 9)),
            SourceScript(values: [(time: 4, value: 7)], terminal: .failed(at: 7)),
        ])
        let want = Trace(entries: [
            .init(time: 2, event: .next(1)), .init(time: 5, event: .next(2)), .init(time: 7, event: .completed),
        ])
        let got = Trace(entries: [.init(time: 2, event: .next(1)), .init(time: 7, event: .completed)])
        #expect(
            Marbles.diagram(schedule, traces: [("want", want), ("got", got)]) == """
                a    --1--2---|
                b    ----7--#
                want --1--2-|
                got  --1----|
                """)
    }

    @Test("simultaneous events group, and the group widens its tick in every line")
    func groups() {
        let schedule = Schedule(sources: [
            SourceScript(
                values: [(time: 1, value: 1), (time: 1, value: 2), (time: 2, value: 3)], terminal: .completed(at: 2))
        ])
        let trace = schedule.trace { $0[0] }
        #expect(
            Marbles.diagram(schedule, traces: [("got", trace)]) == """
                a   -(12)(3|)
                got -(12)(3|)
                """)
        let single = Trace(entries: [.init(time: 1, event: .next(1))])
        #expect(
            Marbles.diagram(schedule, traces: [("x", single)]) == """
                a -(12)(3|)
                x -1   -
                """)
    }

    @Test("a never-ending source runs to the end; hot sources, subscription and disposal are marked")
    func neverHotAndDisposal() {
        let schedule = Schedule(
            sources: [
                SourceScript(isHot: true, values: [(time: 0, value: 4)], terminal: nil),
                SourceScript(values: [(time: 1, value: 12)], terminal: nil),
            ],
            subscribeAt: 1, disposeAt: 3)
        let trace = schedule.trace { Signal.merge($0) }
        #expect(trace.disposedAt == 3)
        #expect(
            Marbles.diagram(schedule, traces: [("got", trace)]) == """
                a hot 4-   --
                b     -[12]--
                sub   -^   -!
                got   -[12]-!
                """)
    }

    @Test("a failure report explains its symbols")
    func legend() {
        for symbol in ["-", "|", "#", "(12)", "^", "!", "hot"] {
            #expect(Marbles.legend.contains(symbol))
        }
    }
}
