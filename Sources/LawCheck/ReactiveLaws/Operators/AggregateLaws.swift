import Reactive

/// The laws of the reducing operators (models in ``AggregateModels``).
extension SignalLaws {
    static var aggregate: String { "aggregate models" }

    /// A verdict as the law's number: 1 for true.
    static func verdict(_ signal: Signal<Bool, Never>) -> Source {
        signal.map { Value(lawValue: $0 ? 1 : 0) }.promoteFailure()
    }

    /// `aggregate(x, r)`: on completion the values reduced by `r` from `x`; the law reduces by `running + f(value)`.
    public static var aggregateValues: OperatorLaw<AccumulateOperator> {
        unary(
            "aggregate", "s.aggregate(x) { $0 + f($1) } ≡ aggregateModel", family: aggregate, uses: [.x, .f],
            call: { aggregate, s, input in
                let f = input.f
                return aggregate(s, Value(lawValue: input.x)) { Value(lawValue: $0.lawValue + f($1.lawValue)) }
            },
            model: { s, input in AggregateModels.aggregate(s, input.x) { running, value, _ in running + input.f(value) }
            })
    }

    /// `aggregate(x, withIndex: r)`: as ``aggregateValues`` with each value's index; the law reduces by `running + value · index`.
    public static var aggregateWithIndex: OperatorLaw<IndexedAccumulateOperator> {
        unary(
            "aggregate with index", "s.aggregate(x, withIndex: { $0 + $1 · $2 }) ≡ aggregateModel", family: aggregate,
            uses: [.x],
            call: { aggregate, s, input in
                aggregate(s, Value(lawValue: input.x)) { Value(lawValue: $0.lawValue + $1.lawValue * $2) }
            },
            model: { s, input in AggregateModels.aggregate(s, input.x) { $0 + $1 * $2 } })
    }

    /// `aggregate(into: x, update)`: as ``aggregateValues`` updating in place.
    public static var aggregateInto: OperatorLaw<InPlaceAccumulateOperator> {
        unary(
            "aggregate into", "s.aggregate(into: x) { $0 += f($1) } ≡ aggregateModel", family: aggregate,
            uses: [.x, .f],
            call: { aggregate, s, input in
                let f = input.f
                return aggregate(s, Value(lawValue: input.x)) { $0 = Value(lawValue: $0.lawValue + f($1.lawValue)) }
            },
            model: { s, input in AggregateModels.aggregate(s, input.x) { running, value, _ in running + input.f(value) }
            })
    }

    /// `collect()`: on completion every value in one array; the law observes it as digits.
    public static var collect: OperatorLaw<CollectOperator> {
        unary(
            "collect", "s.collect().map(digits) ≡ aggregateModel(append)", family: aggregate,
            call: { collect, s, _ in collect(s).map(collected) },
            model: { s, _ in AggregateModels.aggregate(s, 1) { running, value, _ in 10 * running + value } })
    }

    /// A verdict that can fail as the law's number: 1 for true.
    static func verdict(_ signal: Signal<Bool, Failure>) -> Source {
        signal.map { Value(lawValue: $0 ? 1 : 0) }
    }

    /// `any()`: whether the source sends a value: true at the first, false on
    /// completion; a failure answers false (``LawSemantics/verdictOnFailure``).
    public static var any: OperatorLaw<VerdictOperator> {
        unary(
            "any", "s.any() ≡ verdictModel(s, any: true)", family: aggregate,
            call: { any, s, _ in verdict(any(s)) }, replayModel: anyModel)
    }

    /// `any(p)`: whether a value passes `p`: true at the first, false on completion.
    public static var anyPassing: OperatorLaw<PredicateVerdictOperator> {
        unary(
            "any passing", "s.any(p) ≡ verdictModel(s, any: p)", family: aggregate, uses: [.p],
            call: { any, s, input in verdict(any(s, values(input.p))) }, replayModel: anyPassingModel)
    }

    /// `all(p)`: whether every value passes `p`: false at the first that fails, true on completion.
    public static var all: OperatorLaw<PredicateVerdictOperator> {
        unary(
            "all", "s.all(p) ≡ verdictModel(s, all: p)", family: aggregate, uses: [.p],
            call: { all, s, input in verdict(all(s, values(input.p))) }, replayModel: allModel)
    }

    /// ``any`` for an operator whose verdict can fail (Combine's
    /// `contains(where: { _ in true })`): under ``LawSemantics/verdictOnFailure``
    /// `.fails` it passes the source's failure on.
    public static var anyFailable: OperatorLaw<FailableVerdictOperator> {
        unary(
            "any (failable)", "s.any() ≡ verdictModel(s, any: true)", family: aggregate,
            call: { any, s, _ in verdict(any(s)) }, replayModel: anyModel)
    }

    /// ``anyPassing`` for an operator whose verdict can fail (Combine's `contains(where:)`).
    public static var anyPassingFailable: OperatorLaw<FailablePredicateVerdictOperator> {
        unary(
            "any passing (failable)", "s.any(p) ≡ verdictModel(s, any: p)", family: aggregate, uses: [.p],
            call: { any, s, input in verdict(any(s, values(input.p))) }, replayModel: anyPassingModel)
    }

    /// ``all`` for an operator whose verdict can fail (Combine's `allSatisfy`).
    public static var allFailable: OperatorLaw<FailablePredicateVerdictOperator> {
        unary(
            "all (failable)", "s.all(p) ≡ verdictModel(s, all: p)", family: aggregate, uses: [.p],
            call: { all, s, input in verdict(all(s, values(input.p))) }, replayModel: allModel)
    }

    static func anyModel(_ replay: ModelReplay, _ s: [Timed], _: LawInput<Schedule>) -> [Timed] {
        AggregateModels.verdict(s, decisive: true, onFailure: replay.semantics.verdictOnFailure) { _ in true }
    }

    static func anyPassingModel(_ replay: ModelReplay, _ s: [Timed], _ input: LawInput<Schedule>) -> [Timed] {
        AggregateModels.verdict(s, decisive: true, onFailure: replay.semantics.verdictOnFailure, input.p.callAsFunction)
    }

    static func allModel(_ replay: ModelReplay, _ s: [Timed], _ input: LawInput<Schedule>) -> [Timed] {
        AggregateModels.verdict(s, decisive: false, onFailure: replay.semantics.verdictOnFailure) { !input.p($0) }
    }
}
