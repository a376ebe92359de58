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
    /// - `merge(ss) ≡ from(ss).flatten()` (RAC's `+merge:`);
    /// - `ss[0].concat(ss[1])… ≡ from(ss).concat()` (RAC's `-concat` is `flatten: 1`);
    /// - `merge(ss + [empty]) ≡ merge(ss)`;
    /// - `a.take(until: b) ≡ a.take(until: b.take(1))` (the trigger fires on
    ///   its first value or its completion, so nothing after them matters).
    public var signalCombination: Battery<LawInput<Schedule>, Trace> {
        Battery("signal combination", laws: [
            law(
                "merge is flatten", "Signal.merge(ss) ≡ Signal.from(ss).flatten()",
                sources: { sources, _ in Signal.merge(sources) },
                { sources, _ in Signal<Signal<Int, TestFailure>, TestFailure>.from(sources).flatten() }),
            law(
                "chained concat is flatten(1)", "ss[0].concat(ss[1]).concat(…) ≡ Signal.from(ss).concat()",
                sources: { sources, _ in sources.dropFirst().reduce(sources[0]) { $0.concat($1) } },
                { sources, _ in Signal<Signal<Int, TestFailure>, TestFailure>.from(sources).concat() }),
            law(
                "merging empty changes nothing", "Signal.merge(ss + [empty]) ≡ Signal.merge(ss)",
                sources: { sources, _ in Signal.merge(sources + [.empty]) },
                { sources, _ in Signal.merge(sources) }),
            law(
                "take(until:) needs the trigger's first event only", "a.take(until: b) ≡ a.take(until: b.take(1))",
                sources: { sources, _ in sources[0].take(until: sources[1]) },
                { sources, _ in sources[0].take(until: sources[1].take(1)) }),
        ])
    }
}
