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

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == OperatorLaws.CountOperator {
    /// `s.take(last: n)` ≡ its model (``Trace/takingLast(_:)``): the last `n`
    /// values of `s` at its completion's tick, then completed; a failure alone.
    public static var takeLastIsItsModel: StreamLaw {
        StreamLaw(
            "take(last:) is its model", "s.take(last: n) ≡ last n values of s at its completion, then completed",
            battery: "signal buffering", uses: [.n], standard: { $0.take(last: $1) }
        ) { takeLast in
            .model({ s, input in takeLast(s, input.n) }, { trace, input in trace.takingLast(input.n) })
        }
    }

    /// `s.skip(last: n)` ≡ its model (``Trace/skippingLast(_:)``).
    public static var skipLastIsItsModel: StreamLaw {
        StreamLaw(
            "skip(last:) is its model", "s.skip(last: n) ≡ each value of s when the n-th after it arrives",
            battery: "signal buffering", uses: [.n], standard: { $0.skip(last: $1) }
        ) { skipLast in
            .model({ s, input in skipLast(s, input.n) }, { trace, input in trace.skippingLast(input.n) })
        }
    }

    /// `s.element(at: n) ≡ s.skip(n).take(1)`: an index out of range completes
    /// without a value, as `Signal.element(at:)` documents (the reference
    /// article's semantics; RxSwift fails instead).
    public static var elementAtIsSkipThenTake: StreamLaw {
        StreamLaw(
            "element(at:) is skip then take(1)", "s.element(at: n) ≡ s.skip(n).take(1)", battery: "signal buffering",
            uses: [.n], standard: { $0.element(at: $1) }
        ) { elementAt in
            .expressions({ s, input in elementAt(s, input.n) }, { s, input in s.skip(input.n).take(1) })
        }
    }
}

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == StreamAccumulateOperator<Stream> {
    /// `s.aggregate(x, r) ≡ s.scan(x, r).startWith(x).take(last: 1)`, RAC's
    /// definition of `aggregate`; `r` is ``LawInput/fold``. Without
    /// `startWith(x)` it does not hold: `aggregate` sends `x` when an empty
    /// source completes, while the last value of an empty `scan` is nothing
    /// (`LawsBufferingTests` keeps it).
    public static var aggregateIsScansLastValue: StreamLaw {
        StreamLaw(
            "aggregate is scan's last value",
            "s.aggregate(x, r) ≡ s.scan(x, r).startWith(x).take(last: 1) where r(a, v) = f(a) + v",
            battery: "signal buffering", uses: [.x, .f], standard: { $0.aggregate($1, $2) }
        ) { aggregate in
            .expressions(
                { s, input in aggregate(s, input.x, input.fold) },
                { s, input in s.scan(input.x, input.fold).startWith(input.x).take(last: 1) })
        }
    }

    /// `s.combinePrevious(x, r) ≡ s.scan((x, nil)) { ($1, r($0.previous, $1)) }.map(\.combined)`,
    /// RAC's definition; `r` is ``LawInput/fold``.
    public static var combinePreviousIsAScan: StreamLaw {
        StreamLaw(
            "combinePrevious is a scan",
            "s.combinePrevious(x, r) ≡ s.scan((x, nil)) { ($1, r($0.0, $1)) }.map { $0.1! }",
            battery: "signal buffering", uses: [.x, .f], standard: { $0.combinePrevious($1, $2) }
        ) { combinePrevious in
            .expressions(
                { s, input in combinePrevious(s, input.x, input.fold) },
                { s, input in
                    let fold = input.fold
                    let pairs: Signal<(previous: Int, combined: Int?), TestFailure> =
                        s.scan((previous: input.x, combined: nil)) { state, value in
                            (value, fold(state.previous, value))
                        }
                    return pairs.map { $0.combined! }
                })
        }
    }
}

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == StreamComplementOperators<Stream> {
    /// `s.skip(last: n).concat(s.take(last: n)) ≡ s`, with `take` and `skip`
    /// the operators `take(last:)` and `skip(last:)`: compared on the order
    /// of events (`skip(last:)` delays values), and only on cold sources
    /// that complete (on a failure both drop the held-back values; a
    /// never-ending source never reaches the `take(last:)`). Run it on
    /// ``ScheduleSpace/completing``.
    public static var skipLastThenTakeLast: StreamLaw {
        StreamLaw(
            "skip(last:) then take(last:) is the source",
            "s.skip(last: n).concat(s.take(last: n)) ≡ s (order of events)",
            battery: "completing signal buffering", uses: [.n],
            standard: (take: { $0.take(last: $1) }, skip: { $0.skip(last: $1) })
        ) { last in
            .untimed({ s, input in last.skip(s, input.n).concat(last.take(s, input.n)) }, { s, _ in s })
        }
    }
}

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Laws of the operators that buffer, index or fold (Signal only; the
    /// sequences have none of `take(last:)`, `skip(last:)`, `element(at:)`,
    /// `aggregate`). They hold on every schedule, hot sources and disposal
    /// included: ``StreamLaw/takeLastIsItsModel``, ``StreamLaw/skipLastIsItsModel``,
    /// ``StreamLaw/elementAtIsSkipThenTake``, ``StreamLaw/aggregateIsScansLastValue``
    /// and ``StreamLaw/combinePreviousIsAScan``.
    public var signalBuffering: Battery<LawInput<Schedule>, Trace> {
        Battery(
            "signal buffering",
            laws: [
                law(.takeLastIsItsModel), law(.skipLastIsItsModel), law(.elementAtIsSkipThenTake),
                law(.aggregateIsScansLastValue), law(.combinePreviousIsAScan),
            ])
    }

    /// The law of `skip(last:)` and `take(last:)` together, which subscribes
    /// twice (``StreamLaw/skipLastThenTakeLast``). Run it on ``ScheduleSpace/completing``.
    public var completingSignalBuffering: Battery<LawInput<Schedule>, Trace> {
        Battery("completing signal buffering", laws: [law(.skipLastThenTakeLast)])
    }
}
