import Reactive

/// Templates relating an operator to its source's values: they need no model
/// because they state what any operator of a kind keeps of its source.
extension OperatorTemplate {
    /// `op(s.map(f)) ≡ op(s).map(f)`: the operator does not look at values
    /// (`take`, `skip`, `delay`, `concat(.never)` do not; `filter`, `scan` do).
    ///
    /// Sees: an operator that decides, drops, reorders or times anything by a
    /// value's content, for the functions `f` drawn (constants and small
    /// affine maps). Cannot see: bugs that do not depend on values, such as
    /// a count off by one.
    public static let commutesWithMap = OperatorTemplate(
        "commutes with map", "op(s.map(f)) ≡ op(s).map(f)", schedules: .modelled(sources: 1...1), uses: [.f]
    ) { op in
        (
            lhs: { input in input.sample.trace { op($0[0].map(input.f.callAsFunction), input) } },
            rhs: { input in input.sample.trace { op($0[0], input).map(input.f.callAsFunction) } }
        )
    }

    /// `op(op(s)) ≡ op(s)`: applying the operator twice changes nothing
    /// (`distinctUntilChanged`, `filter(p)`, `take(while:)`), ticks included.
    ///
    /// Sees: a second application that still changes the output — a filter
    /// that lets a value through it should have dropped, a `skip(1)`.
    /// Cannot see: an operator that is wrong in the same way on every
    /// application (a filter with the wrong predicate is still idempotent).
    public static let idempotent = OperatorTemplate(
        "idempotent", "op(op(s)) ≡ op(s)", schedules: .modelled(sources: 1...1)
    ) { op in
        (
            lhs: { input in input.sample.trace { op(op($0[0], input), input) } },
            rhs: { input in input.sample.trace { op($0[0], input) } }
        )
    }

    /// `op(s) ⊆ s`: every value the operator sends, the source sent at that
    /// tick or before (the selecting operators: `filter`, `take`, `skip`,
    /// `distinctUntilChanged`, `throttle`, …). The `want` line is `got`
    /// without the values the source had not sent.
    ///
    /// Sees: an invented or changed value, and a value sent before the source
    /// sent it. Cannot see: a value dropped, duplicated or reordered, and
    /// anything about the terminal event.
    public static let keepsOnlyInputValues = OperatorTemplate(
        "keeps only input values", "op(s) ⊆ s (each value sent by s at or before its tick)",
        schedules: .modelled(sources: 1...1)
    ) { op in
        (
            lhs: { input in input.sample.trace { op($0[0], input) } },
            rhs: { input in
                let arrivals = ModelReplay(input.sample).source(0)
                return trace(of: op, input) { value, tick in
                    !arrivals.contains { $0.value == value && $0.moment.tick <= tick }
                }
            }
        )
    }

    /// `op(s)` is a subsequence of `s`: values keep the source's order, each
    /// source value used at most once (selecting and delaying operators). The
    /// `want` line is `got` without the values that break the order.
    ///
    /// Sees: values swapped, a value sent twice, an invented value.
    /// Cannot see: timing (a value sent before it arrived: ``keepsOnlyInputValues``),
    /// a dropped value, the terminal event.
    public static let keepsInputOrder = OperatorTemplate(
        "keeps input order", "values(op(s)) is a subsequence of values(s)", schedules: .modelled(sources: 1...1)
    ) { op in
        (
            lhs: { input in input.sample.trace { op($0[0], input) } },
            rhs: { input in
                var remaining = ModelReplay(input.sample).source(0).compactMap(\.value)[...]
                return trace(of: op, input) { value, _ in
                    guard let index = remaining.firstIndex(of: value) else { return true }
                    remaining = remaining[(index + 1)...]
                    return false
                }
            }
        )
    }

    /// The operator's trace on `input` without the values `drops(value, tick)`
    /// rejects, asked in order: the `want` line of a template that states
    /// which values may be sent.
    private static func trace(of op: Applied, _ input: LawInput<Schedule>, dropping drops: (Int, Int) -> Bool) -> Trace
    {
        var trace = input.sample.trace { op($0[0], input) }
        var kept: [Trace.Entry] = []
        for entry in trace.entries {  // in order: `drops` may keep state
            if let value = entry.event.value, drops(value, entry.time) { continue }
            kept.append(entry)
        }
        trace.entries = kept
        return trace
    }

    /// `op(s)` ends when and as `s` ends: it completes or fails with the
    /// source's terminal event at the source's tick, sends nothing after it,
    /// and runs on while the source does. The `want` line is `got`'s values
    /// up to the source's end, then the source's terminal event.
    ///
    /// Sees: a swallowed, changed, added, early or late terminal event; a
    /// value after the source ended. Cannot see: the values themselves. Not
    /// for operators that end early (`take`) or wait (`delay`).
    public static let endsAsItsSource = OperatorTemplate(
        "ends as its source", "op(s) ends when and as s ends", schedules: .modelled(sources: 1...1),
        acceptsOwnOutputs: true
    ) { op in
        (
            lhs: { input in input.sample.trace { op($0[0], input) } },
            rhs: { input in
                let replay = ModelReplay(input.sample)
                let got = input.sample.trace { op($0[0], input) }
                var want = Trace(entries: got.entries.filter { !$0.event.isTerminal }, subscribedAt: got.subscribedAt)
                if let end = replay.source(0).first(where: \.isTerminal),
                    replay.disposal.map({ end.moment < $0 }) ?? true
                {
                    want.entries.removeAll { $0.time > end.moment.tick }
                    want.entries.append(Trace.Entry(time: end.moment.tick, event: end.event))
                } else {
                    want.disposedAt = input.sample.disposeAt
                }
                return want
            }
        )
    }
}
