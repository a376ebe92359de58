import Reactive

/// Reference models of the operators that reduce a whole source to one
/// value: `aggregate`, `collect`, `any`, `all`.
public enum AggregateModels {
    /// `aggregate(start, withIndex: reduce)`: on completion the result, then
    /// completion, at that moment; failures pass.
    public static func aggregate(_ source: [Timed], _ start: Int, _ reduce: (Int, Int, Int) -> Int) -> [Timed] {
        var running = start
        var index = 0
        return Models.synchronous(source) { event in
            switch event {
            case .next(let value):
                running = reduce(running, value, index)
                index += 1
                return []
            case .completed: return [.next(running), .completed]
            case .failed: return [event]
            }
        }
    }

    /// `collect()` coded as a number: a leading 1, then the values as digits.
    public static func digits(_ values: [Int]) -> Int {
        values.reduce(1) { 10 * $0 + $1 }
    }

    /// RAC's `any:` (`isDecisive` true) and `all:` (the negated predicate,
    /// `isDecisive` false): the verdict at the first decisive value, or at the
    /// end (a failure counts as `false`), then completion; as 1 or 0.
    public static func verdict(_ source: [Timed], decisive: Bool, _ isDecisive: (Int) -> Bool) -> [Timed] {
        Models.synchronous(source) { event in
            let verdict: Bool
            switch event {
            case .next(let value):
                guard isDecisive(value) else { return [] }
                verdict = decisive
            case .completed: verdict = !decisive
            case .failed: verdict = false
            }
            return [.next(verdict ? 1 : 0), .completed]
        }
    }
}

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Model laws of the reducing operators (``AggregateModels``).
    public var aggregateModels: Battery<LawInput<Schedule>, Trace> {
        Battery("aggregate models", laws: [
            model("aggregate", "s.aggregate(x) { $0 + f($1) } ≡ aggregateModel", uses: [.x, .f],
                  unary: { s, input in s.aggregate(input.x) { $0 + input.f($1) } },
                  model: { s, input in AggregateModels.aggregate(s, input.x) { running, value, _ in running + input.f(value) } }),
            model("aggregate with index", "s.aggregate(x, withIndex: { $0 + $1 · $2 }) ≡ aggregateModel", uses: [.x],
                  unary: { s, input in s.aggregate(input.x, withIndex: { $0 + $1 * $2 }) },
                  model: { s, input in AggregateModels.aggregate(s, input.x) { $0 + $1 * $2 } }),
            model("aggregate into", "s.aggregate(into: x) { $0 += f($1) } ≡ aggregateModel", uses: [.x, .f],
                  unary: { s, input in s.aggregate(into: input.x) { $0 += input.f($1) } },
                  model: { s, input in AggregateModels.aggregate(s, input.x) { running, value, _ in running + input.f(value) } }),
            model("collect", "s.collect().map(digits) ≡ aggregateModel(append)",
                  unary: { s, _ in s.collect().map(AggregateModels.digits) },
                  model: { s, _ in AggregateModels.aggregate(s, 1) { running, value, _ in 10 * running + value } }),
            model("any", "s.any() ≡ verdictModel(s, any: true)",
                  unary: { s, _ in s.any().map { $0 ? 1 : 0 }.promoteFailure() },
                  model: { s, _ in AggregateModels.verdict(s, decisive: true) { _ in true } }),
            model("any passing", "s.any(p) ≡ verdictModel(s, any: p)", uses: [.p],
                  unary: { s, input in s.any(input.p.callAsFunction).map { $0 ? 1 : 0 }.promoteFailure() },
                  model: { s, input in AggregateModels.verdict(s, decisive: true, input.p.callAsFunction) }),
            model("all", "s.all(p) ≡ verdictModel(s, all: p)", uses: [.p],
                  unary: { s, input in s.all(input.p.callAsFunction).map { $0 ? 1 : 0 }.promoteFailure() },
                  model: { s, input in AggregateModels.verdict(s, decisive: false) { !input.p($0) } }),
        ])
    }
}
