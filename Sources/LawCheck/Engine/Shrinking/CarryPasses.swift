extension Shrinker {
    /// Carries within collections of digit-like elements: a number spelt
    /// by digits that must stay above a threshold stops at a round number
    /// (`400` for a threshold of `389`), since lowering any one digit falls
    /// below it. For each element whose first numeric choice is positive:
    /// lower that choice by one and raise the same-bounded choices of the
    /// later elements to their bound (`400` → `399`); and delete the element
    /// while raising them (`1000` → `999`). Minimization then lowers the
    /// raised digits back as far as the threshold allows.
    mutating func carryDigits() throws(OracleFailure) {
        var index = 0
        while index < best.spans.count {
            defer { index += 1 }
            let span = best.spans[index]
            guard span.label == .element, let parent = enclosingSpan(of: index), parent.label == .collection,
                let digit = (span.start..<span.end).first(where: { best.bounds[$0] > 1 }), best.choices[digit] > 0
            else { continue }
            let bound = best.bounds[digit]
            let later = (span.end..<parent.end).filter { best.bounds[$0] == bound && best.choices[$0] < bound }
            guard !later.isEmpty else { continue }
            var raised = best.choices
            for position in later { raised[position] = bound }
            var lowered = raised
            lowered[digit] -= 1
            if try consider(lowered) { continue }
            raised.removeSubrange(span.start..<span.end)
            try consider(raised, mustShorten: true)
        }
    }
}
