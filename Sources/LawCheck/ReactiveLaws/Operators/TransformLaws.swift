import Reactive

/// The laws of the operators that transform each value (models in ``TransformModels``).
extension SignalLaws {
    static var transform: String { "transform models" }

    /// `map(f)`: each value transformed.
    public static var map: OperatorLaw<TransformOperator> {
        unary(
            "map", "s.map(f) ≡ mapModel(s, f)", family: transform, uses: [.f],
            call: { map, s, input in map(s, values(input.f)) },
            model: { s, input in TransformModels.map(s, input.f.callAsFunction) })
    }

    /// `mapReplace(x)`: each value replaced by `x`.
    public static var mapReplace: OperatorLaw<ValueOperator> {
        unary(
            "mapReplace", "s.mapReplace(x) ≡ mapModel(s, { _ in x })", family: transform, uses: [.x],
            call: { mapReplace, s, input in mapReplace(s, Value(lawValue: input.x)) },
            model: { s, input in TransformModels.map(s) { _ in input.x } })
    }

    /// `reduceEach(r)`: each pair reduced by `r`; the law pairs `(f(v), g(v))` and reduces by subtraction.
    public static var reduceEach: OperatorLaw<ReduceEachOperator> {
        unary(
            "reduceEach", "s.map { (f($0), g($0)) }.reduceEach(-) ≡ mapModel(s, f - g)", family: transform,
            uses: [.f, .g],
            call: { reduceEach, s, input in
                let f = values(input.f)
                let g = values(input.g)
                return reduceEach(s.map { (f($0), g($0)) }) { Value(lawValue: $0.lawValue - $1.lawValue) }
            },
            model: { s, input in TransformModels.map(s) { input.f($0) - input.g($0) } })
    }

    /// `not()`: each Boolean negated; the law maps values by `p` and observes 1 for true.
    public static var not: OperatorLaw<BooleanOperator> {
        unary(
            "not", "s.map(p).not() as 0/1 ≡ mapModel(s, !p)", family: transform, uses: [.p],
            call: { not, s, input in not(s.map(values(input.p))).map { Value(lawValue: $0 ? 1 : 0) } },
            model: { s, input in TransformModels.map(s) { input.p($0) ? 0 : 1 } })
    }

    /// `and()`: whether every Boolean of each array holds.
    public static var and: OperatorLaw<BooleanReducingOperator> {
        unary(
            "and", "s.map { [p($0), $0 is even] }.and() ≡ mapModel(s, { p($0) && $0 is even })", family: transform,
            uses: [.p],
            call: { and, s, input in
                let p = values(input.p)
                return and(s.map { [p($0), $0.lawValue % 2 == 0] }).map { Value(lawValue: $0 ? 1 : 0) }
            },
            model: { s, input in TransformModels.map(s) { input.p($0) && $0 % 2 == 0 ? 1 : 0 } })
    }

    /// `or()`: whether any Boolean of each array holds.
    public static var or: OperatorLaw<BooleanReducingOperator> {
        unary(
            "or", "s.map { [p($0), $0 is even] }.or() ≡ mapModel(s, { p($0) || $0 is even })", family: transform,
            uses: [.p],
            call: { or, s, input in
                let p = values(input.p)
                return or(s.map { [p($0), $0.lawValue % 2 == 0] }).map { Value(lawValue: $0 ? 1 : 0) }
            },
            model: { s, input in TransformModels.map(s) { input.p($0) || $0 % 2 == 0 ? 1 : 0 } })
    }

    /// `filter(p)`: the values passing `p`.
    public static var filter: OperatorLaw<PredicateOperator> {
        unary(
            "filter", "s.filter(p) ≡ filterModel(s, p)", family: transform, uses: [.p],
            call: { filter, s, input in filter(s, values(input.p)) },
            model: { s, input in TransformModels.filter(s, input.p.callAsFunction) })
    }

    /// `ignore(x)`: the values other than `x`.
    public static var ignore: OperatorLaw<ValueOperator> {
        unary(
            "ignore", "s.ignore(x) ≡ filterModel(s, { $0 != x })", family: transform, uses: [.x],
            call: { ignore, s, input in ignore(s, Value(lawValue: input.x)) },
            model: { s, input in TransformModels.filter(s) { $0 != input.x } })
    }

    /// `ignoreValues()`: no values; the terminal event.
    public static var ignoreValues: OperatorLaw<UnaryOperator> {
        unary(
            "ignoreValues", "s.ignoreValues() ≡ filterModel(s, { false })", family: transform,
            call: { ignoreValues, s, _ in ignoreValues(s) },
            model: { s, _ in TransformModels.filter(s) { _ in false } })
    }

    /// `scan(x, r)`: each running value `r(running, value)` from `x`; the law reduces by `running + f(value)`.
    public static var scan: OperatorLaw<AccumulateOperator> {
        unary(
            "scan", "s.scan(x) { $0 + f($1) } ≡ scanModel", family: transform, uses: [.x, .f],
            call: { scan, s, input in
                let f = input.f
                return scan(s, Value(lawValue: input.x)) { Value(lawValue: $0.lawValue + f($1.lawValue)) }
            },
            model: { s, input in TransformModels.scan(s, input.x) { running, value, _ in running + input.f(value) } })
    }

    /// `scan(x, withIndex: r)`: as ``scan`` with each value's index; the law reduces by `running + value · index`.
    public static var scanWithIndex: OperatorLaw<IndexedAccumulateOperator> {
        unary(
            "scan with index", "s.scan(x, withIndex: { $0 + $1 · $2 }) ≡ scanModel", family: transform, uses: [.x],
            call: { scan, s, input in
                scan(s, Value(lawValue: input.x)) { Value(lawValue: $0.lawValue + $1.lawValue * $2) }
            },
            model: { s, input in TransformModels.scan(s, input.x) { $0 + $1 * $2 } })
    }

    /// `combinePrevious(x, r)`: each value combined with the one before (`x` first); the law combines by `10·previous + value`.
    public static var combinePrevious: OperatorLaw<AccumulateOperator> {
        unary(
            "combinePrevious", "s.combinePrevious(x) { 10·$0 + $1 } ≡ combinePreviousModel", family: transform,
            uses: [.x],
            call: { combinePrevious, s, input in
                combinePrevious(s, Value(lawValue: input.x)) { Value(lawValue: 10 * $0.lawValue + $1.lawValue) }
            },
            model: { s, input in TransformModels.combinePrevious(s, input.x) { 10 * $0 + $1 } })
    }

    /// `distinctUntilChanged()`: each value that differs from the one before.
    public static var distinctUntilChanged: OperatorLaw<UnaryOperator> {
        unary(
            "distinctUntilChanged", "s.distinctUntilChanged() ≡ distinctModel(s)", family: transform,
            call: { distinct, s, _ in distinct(s) },
            model: { s, _ in TransformModels.distinctUntilChanged(s) })
    }

    /// `startWith(x)`: `x` at the subscription, then the source.
    public static var startWith: OperatorLaw<ValueOperator> {
        OperatorLaw(
            "startWith", "s.startWith(x) ≡ startWithModel(s, x)", family: transform, uses: [.x],
            apply: { startWith, sources, input in lower(startWith(lift(sources[0]), Value(lawValue: input.x))) },
            model: { replay, input in
                TransformModels.startWith(replay.source(0), input.x, subscribedAt: replay.subscription)
            })
    }

    /// `materialize()`: each event as a value, then completion; the law codes
    /// events as numbers (``TransformModels/materializedCode(_:)``).
    public static var materialize: OperatorLaw<MaterializeOperator> {
        unary(
            "materialize", "s.materialize() coded ≡ materializeModel(s)", family: transform,
            call: { materialize, s, _ in
                materialize(s).map { Value(lawValue: TransformModels.materializedCode(lower($0))) }.promoteFailure()
            },
            model: { s, _ in TransformModels.materialize(s) })
    }

    /// `dematerialize()`: each value's event; the law recodes the source's
    /// values as events (``TransformModels/dematerializedEvent(_:)``).
    public static var dematerialize: OperatorLaw<DematerializeOperator> {
        unary(
            "dematerialize", "s.materialize().map(event).dematerialize() ≡ dematerializeModel(s)", family: transform,
            call: { dematerialize, s, _ in
                // The source's own events, as materialize gives them, with values recoded as events.
                dematerialize(
                    s.materialize().map { event in
                        event.value.map { lift(TransformModels.dematerializedEvent($0.lawValue)) } ?? event
                    })
            },
            model: { s, _ in TransformModels.dematerialize(s) })
    }
}
