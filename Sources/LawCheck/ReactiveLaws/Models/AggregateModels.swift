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
        values.reduce(1) { 10 &* $0 &+ $1 }
    }

    /// RAC's `any:` (`isDecisive` true) and `all:` (the negated predicate,
    /// `isDecisive` false): the verdict at the first decisive value, or at the
    /// end, then completion; as 1 or 0. A failure counts as `false` (RAC) or
    /// is passed on (Combine's `contains(where:)`, `allSatisfy`: ``LawSemantics/VerdictOnFailure``).
    public static func verdict(
        _ source: [Timed], decisive: Bool, onFailure: LawSemantics.VerdictOnFailure = .answersFalse,
        _ isDecisive: (Int) -> Bool
    ) -> [Timed] {
        Models.synchronous(source) { event in
            let verdict: Bool
            switch event {
            case .next(let value):
                guard isDecisive(value) else { return [] }
                verdict = decisive
            case .completed: verdict = !decisive
            case .failed:
                if onFailure == .fails { return [event] }
                verdict = false
            }
            return [.next(verdict ? 1 : 0), .completed]
        }
    }
}
