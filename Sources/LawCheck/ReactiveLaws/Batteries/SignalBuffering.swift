import LawCheck
import Reactive

extension LawInput {
    /// The fold the scan and combine laws use, `(running, value) ↦ f(running) + value`
    /// (wrapping on overflow): order-sensitive, so a fold that visits values
    /// out of order or twice shows.
    public var fold: @Sendable (Int, Int) -> Int {
        let f = self.f
        return { running, value in f(running) &+ value }
    }
}

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Laws of the operators that buffer, index or fold (Signal only; the
    /// sequences have none of `take(last:)`, `skip(last:)`, `element(at:)`,
    /// `aggregate`). They hold on every schedule, hot sources and disposal included:
    /// - `s.take(last: n)` ≡ its model (``Trace/takingLast(_:)``): the last `n`
    ///   values of `s` at its completion's tick, then completed; a failure alone;
    /// - `s.skip(last: n)` ≡ its model (``Trace/skippingLast(_:)``);
    /// - `s.element(at: n) ≡ s.skip(n).take(1)`: an index out of range
    ///   completes without a value, as `Signal.element(at:)` documents
    ///   (the reference article's semantics; RxSwift fails instead);
    /// - `s.scan(x, r).startWith(x).take(last: 1) ≡ s.aggregate(x, r)`, RAC's
    ///   definition of `aggregate`. Without `startWith(x)` it does not hold:
    ///   `aggregate` sends `x` when an empty source completes, while the last
    ///   value of an empty `scan` is nothing (`LawsBufferingTests` keeps it);
    /// - `s.combinePrevious(x, r) ≡ s.scan((x, nil)) { ($1, r($0.previous, $1)) }.map(\.combined)`,
    ///   RAC's definition; `r` is ``LawInput/fold``.
    public var signalBuffering: Battery<LawInput<Schedule>, Trace> {
        Battery("signal buffering", laws: [
            law(
                "take(last:) is its model", "s.take(last: n) ≡ last n values of s at its completion, then completed",
                uses: [.n], { s, input in s.take(last: input.n) }, model: { trace, input in trace.takingLast(input.n) }),
            law(
                "skip(last:) is its model", "s.skip(last: n) ≡ each value of s when the n-th after it arrives",
                uses: [.n], { s, input in s.skip(last: input.n) }, model: { trace, input in trace.skippingLast(input.n) }),
            law(
                "element(at:) is skip then take(1)", "s.element(at: n) ≡ s.skip(n).take(1)", uses: [.n],
                { s, input in s.element(at: input.n) },
                { s, input in s.skip(input.n).take(1) }),
            law(
                "aggregate is scan's last value", "s.scan(x, r).startWith(x).take(last: 1) ≡ s.aggregate(x, r) where r(a, v) = f(a) + v",
                uses: [.x, .f],
                { s, input in s.scan(input.x, input.fold).startWith(input.x).take(last: 1) },
                { s, input in s.aggregate(input.x, input.fold) }),
            law(
                "combinePrevious is a scan", "s.combinePrevious(x, r) ≡ s.scan((x, nil)) { ($1, r($0.0, $1)) }.map { $0.1! }",
                uses: [.x, .f],
                { s, input in s.combinePrevious(input.x, input.fold) },
                { s, input in
                    let fold = input.fold
                    let pairs: Signal<(previous: Int, combined: Int?), TestFailure> =
                        s.scan((previous: input.x, combined: nil)) { state, value in (value, fold(state.previous, value)) }
                    return pairs.map { $0.combined! }
                }),
        ])
    }

    /// The law of `skip(last:)` and `take(last:)` together, which subscribes
    /// twice: `s.skip(last: n).concat(s.take(last: n)) ≡ s`, compared on the
    /// order of events (``untimedLaw(_:_:uses:_:_:)``: `skip(last:)` delays
    /// values) and only on cold sources that complete (on a failure both
    /// drop the held-back values; a never-ending source never reaches the
    /// `take(last:)`). Run it on ``ScheduleSpace/completing``.
    public var completingSignalBuffering: Battery<LawInput<Schedule>, Trace> {
        Battery("completing signal buffering", laws: [
            untimedLaw(
                "skip(last:) then take(last:) is the source", "s.skip(last: n).concat(s.take(last: n)) ≡ s (order of events)",
                uses: [.n],
                { s, input in s.skip(last: input.n).concat(s.take(last: input.n)) },
                { s, _ in s }),
        ])
    }
}
