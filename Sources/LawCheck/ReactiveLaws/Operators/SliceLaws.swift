import Reactive

/// The laws of the operators that keep a slice of one source (models in ``SliceModels``).
extension SignalLaws {
    static var slice: String { "slice models" }

    /// `take(n)`: the first `n` values, completing with the `n`-th, or at the
    /// subscription when `n` is 0 (RAC's `take:` returns `empty`); at the
    /// value after the `n`-th under ``LawSemantics/countCompletion`` `.atNextValue` (Combine's `prefix(n)`).
    public static var take: OperatorLaw<CountOperator> {
        OperatorLaw(
            "take", "s.take(n) ≡ takeModel(s, n)", family: slice, uses: [.n],
            apply: { take, sources, input in lower(take(lift(sources[0]), input.n)) },
            model: { replay, input in
                SliceModels.take(
                    replay.source(0), input.n, subscribedAt: replay.subscription,
                    completion: replay.semantics.countCompletion)
            },
            upstreamModel: { source, input, moment in SliceModels.take(source, input.n, subscribedAt: moment) })
    }

    /// `skip(n)`: all but the first `n` values.
    public static var skip: OperatorLaw<CountOperator> {
        unary(
            "skip", "s.skip(n) ≡ skipModel(s, n)", family: slice, uses: [.n],
            call: { skip, s, input in skip(s, input.n) }, model: { s, input in SliceModels.skip(s, input.n) })
    }

    /// `take(last: n)`: on completion the last `n` values, then completion; a failure passes at once.
    public static var takeLast: OperatorLaw<CountOperator> {
        unary(
            "take last", "s.take(last: n) ≡ takeLastModel(s, n)", family: slice, uses: [.n],
            call: { takeLast, s, input in takeLast(s, input.n) },
            model: { s, input in SliceModels.takeLast(s, input.n) })
    }

    /// `skip(last: n)`: each value once `n` more have come; the last `n` never.
    public static var skipLast: OperatorLaw<CountOperator> {
        unary(
            "skip last", "s.skip(last: n) ≡ skipLastModel(s, n)", family: slice, uses: [.n],
            call: { skipLast, s, input in skipLast(s, input.n) },
            model: { s, input in SliceModels.skipLast(s, input.n) })
    }

    /// `take(until: p)` (RAC's `takeUntilBlock:`): values until the first
    /// passing `p`, which completes the output in its place.
    public static var takeUntilPredicate: OperatorLaw<PredicateOperator> {
        unary(
            "take until predicate", "s.take(until: p) ≡ takeUntilModel(s, p)", family: slice, uses: [.p],
            call: { takeUntil, s, input in takeUntil(s, values(input.p)) },
            model: { s, input in SliceModels.takeUntil(s, input.p.callAsFunction) })
    }

    /// `take(while: p)` (RAC's `takeWhileBlock:`): values while `p` holds;
    /// the first failing one completes the output in its place.
    public static var takeWhile: OperatorLaw<PredicateOperator> {
        unary(
            "take while", "s.take(while: p) ≡ takeUntilModel(s, !p)", family: slice, uses: [.p],
            call: { takeWhile, s, input in takeWhile(s, values(input.p)) },
            model: { s, input in SliceModels.takeUntil(s) { !input.p($0) } })
    }

    /// `skip(until: p)` (RAC's `skipUntilBlock:`): values from the first passing `p` on.
    public static var skipUntilPredicate: OperatorLaw<PredicateOperator> {
        unary(
            "skip until predicate", "s.skip(until: p) ≡ skipUntilModel(s, p)", family: slice, uses: [.p],
            call: { skipUntil, s, input in skipUntil(s, values(input.p)) },
            model: { s, input in SliceModels.skipUntil(s, input.p.callAsFunction) })
    }

    /// `skip(while: p)` (RAC's `skipWhileBlock:`): values from the first failing `p` on.
    public static var skipWhile: OperatorLaw<PredicateOperator> {
        unary(
            "skip while", "s.skip(while: p) ≡ skipUntilModel(s, !p)", family: slice, uses: [.p],
            call: { skipWhile, s, input in skipWhile(s, values(input.p)) },
            model: { s, input in SliceModels.skipUntil(s) { !input.p($0) } })
    }

    /// `element(at: n)`: the `n`-th value (from 0), then completion (at the
    /// next value under ``LawSemantics/countCompletion`` `.atNextValue`:
    /// Combine's `output(at:)`); the source's terminal event if it comes first.
    public static var elementAt: OperatorLaw<CountOperator> {
        unary(
            "element at", "s.element(at: n) ≡ elementModel(s, n)", family: slice, uses: [.n],
            call: { elementAt, s, input in elementAt(s, input.n) },
            replayModel: { replay, s, input in
                SliceModels.element(s, at: input.n, completion: replay.semantics.countCompletion)
            })
    }

    /// `a.take(until: b)` (RAC's `takeUntil:`): `b` is subscribed first; its
    /// first value or completion completes the output, its failure is
    /// ignored (``LawSemantics/triggerCompletion``: under Combine's
    /// `prefix(untilOutputFrom:)` only a value does).
    public static var takeUntilSignal: OperatorLaw<BinaryOperator> {
        binary("take until signal", "a.take(until: b) ≡ takeUntilModel(a, b)", family: slice) { replay in
            SliceModels.takeUntil(
                replay.source(0, ordinal: 1), trigger: replay.source(1, ordinal: 0),
                completion: replay.semantics.triggerCompletion)
        }
    }

    /// `a.take(untilReplacement: b)`: `a`'s values and failure until `b`'s
    /// first event (its completion ignored), then `b`. `b` is subscribed first.
    public static var takeUntilReplacement: OperatorLaw<BinaryOperator> {
        binary("take until replacement", "a.take(untilReplacement: b) ≡ replacementModel(a, b)", family: slice) {
            replay in
            SliceModels.takeUntilReplacement(replay.source(0, ordinal: 1), replacement: replay.source(1, ordinal: 0))
        }
    }

    /// `a.skip(until: b)`: `a`'s values from `b`'s first value or completion
    /// on (its failure ignored); `a`'s terminal event whenever it comes. `b`
    /// is subscribed first. Under ``LawSemantics/triggerCompletion``
    /// `.endsWithoutFiring` (Combine's `drop(untilOutputFrom:)`), `b` ending
    /// before its first value ends the output with `b`'s terminal event.
    public static var skipUntilSignal: OperatorLaw<BinaryOperator> {
        binary("skip until signal", "a.skip(until: b) ≡ skipUntilModel(a, b)", family: slice) { replay in
            SliceModels.skipUntil(
                replay.source(0, ordinal: 1), trigger: replay.source(1, ordinal: 0),
                completion: replay.semantics.triggerCompletion)
        }
    }
}
