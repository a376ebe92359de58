import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// A law over all the sources of the schedule (`sources[0]`, `sources[1]`, …)
    /// rather than the first one alone; `uses` as for ``law(_:_:uses:_:_:)``.
    public func law(
        _ name: String,
        _ statement: String,
        uses parameters: [LawParameter] = [],
        sources lhs: @escaping @Sendable ([Signal<Int, TestFailure>], LawInput<Schedule>) -> Signal<Int, TestFailure>,
        _ rhs: @escaping @Sendable ([Signal<Int, TestFailure>], LawInput<Schedule>) -> Signal<Int, TestFailure>
    ) -> Law<LawInput<Schedule>, Trace> {
        Law(
            name, statement,
            parameters: { $0.describe(parameters) },
            lhs: { input in input.sample.trace { lhs($0, input) } },
            rhs: { input in input.sample.trace { rhs($0, input) } })
    }

    /// Laws that combine several sources, restating RAC's definitions of the
    /// fast paths this port takes; run them on schedules with two or more
    /// sources (`.schedule(sources: 2...3)`), where simultaneous events on
    /// different sources are common:
    /// - `merge(ss) ≡ from(ss).flatten()` (RAC's `+merge:`; ``StreamLaw/mergeIsFlatten``);
    /// - `ss[0].concat(ss[1])… ≡ from(ss).concat()` (RAC's `-concat` is
    ///   `flatten: 1`; ``StreamLaw/chainedConcatIsFlattenOne``);
    /// - `merge(ss + [empty]) ≡ merge(ss)` (``StreamLaw/mergingEmptyChangesNothing``);
    /// - `a.take(until: b) ≡ a.take(until: b.take(1))` (the trigger fires on
    ///   its first value or its completion, so nothing after them matters;
    ///   ``StreamLaw/takeUntilNeedsTheTriggersFirstEventOnly``).
    public var signalCombination: Battery<LawInput<Schedule>, Trace> {
        Battery(
            "signal combination",
            laws: [
                law(.mergeIsFlatten), law(.chainedConcatIsFlattenOne), law(.mergingEmptyChangesNothing),
                law(.takeUntilNeedsTheTriggersFirstEventOnly),
            ])
    }
}

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == OperatorLaws.VariadicOperator {
    /// `Signal.merge(ss) ≡ Signal.from(ss).flatten()` (RAC's `+merge:`), on every source of the schedule.
    public static var mergeIsFlatten: StreamLaw {
        StreamLaw(
            "merge is flatten", "Signal.merge(ss) ≡ Signal.from(ss).flatten()", battery: "signal combination",
            standard: { Signal.merge($0) }
        ) { merge in
            .sources(
                { sources, _ in merge(sources) }, { sources, _ in Signal<Stream, TestFailure>.from(sources).flatten() })
        }
    }

    /// `Signal.merge(ss + [empty]) ≡ Signal.merge(ss)`.
    public static var mergingEmptyChangesNothing: StreamLaw {
        StreamLaw(
            "merging empty changes nothing", "Signal.merge(ss + [empty]) ≡ Signal.merge(ss)",
            battery: "signal combination",
            standard: { Signal.merge($0) }
        ) { merge in
            .sources({ sources, _ in merge(sources + [.empty]) }, { sources, _ in merge(sources) })
        }
    }
}

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == OperatorLaws.BinaryOperator {
    /// `ss[0].concat(ss[1]).concat(…) ≡ Signal.from(ss).concat()` (RAC's `-concat` is `flatten: 1`).
    public static var chainedConcatIsFlattenOne: StreamLaw {
        StreamLaw(
            "chained concat is flatten(1)", "ss[0].concat(ss[1]).concat(…) ≡ Signal.from(ss).concat()",
            battery: "signal combination", standard: { $0.concat($1) }
        ) { concat in
            .sources(
                { sources, _ in sources.dropFirst().reduce(sources[0], concat) },
                { sources, _ in Signal<Stream, TestFailure>.from(sources).concat() })
        }
    }

    /// `a.take(until: b) ≡ a.take(until: b.take(1))`: the trigger fires on its
    /// first value or its completion, so nothing after them matters.
    public static var takeUntilNeedsTheTriggersFirstEventOnly: StreamLaw {
        StreamLaw(
            "take(until:) needs the trigger's first event only", "a.take(until: b) ≡ a.take(until: b.take(1))",
            battery: "signal combination", standard: { $0.take(until: $1) }
        ) { takeUntil in
            .sources(
                { sources, _ in takeUntil(sources[0], sources[1]) },
                { sources, _ in takeUntil(sources[0], sources[1].take(1)) })
        }
    }
}
