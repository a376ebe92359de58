extension Shrinker {
    /// Deletes an element of a collection whose size an earlier choice set
    /// (`flatMap`) while lowering that size, and gives back what the
    /// smaller size clamps away. Contents bounded by the size (`n`, then
    /// `n` values in `0...n`) are clamped when the size drops: from
    /// `[0, 0, 0, 5, 5]` (`n = 5`), deleting an element leaves
    /// `[0, 0, 4, 4]`, two less, and a sum that must stay at 10 no longer
    /// fails, although `[0, 2, 4, 4]` does. The amount the clamp removed is
    /// added back to the contents from the back, each filled to its new
    /// bound, which keeps the total and makes the case as small as it can.
    /// What the generator reads of the deletion is usually known from the
    /// deletion passes (which try the same candidate); it is evaluated
    /// otherwise.
    mutating func deleteConservingClampedAmounts() throws(OracleFailure) {
        var index = best.spans.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard index < best.spans.count else { continue }
            let span = best.spans[index]
            guard span.label == .element, span.start < span.end, let dependent = enclosingDependentSpan(of: index),
                dependent.start > 0, best.choices[dependent.start - 1] > 0
            else { continue }
            let counter = dependent.start - 1
            var candidate = best.choices
            candidate[counter] -= 1
            candidate.removeSubrange(span.start..<span.end)
            if !tried.contains(candidate) { _ = try probe(candidate) }
            if exhausted { return }
            guard let read = clampedReads[candidate] else { continue }
            let contents = dependent.start..<(dependent.end - (span.end - span.start))
            var lost: UInt64 = 0
            for position in contents where read.choices[position] < candidate[position] {
                lost += candidate[position] - read.choices[position]
            }
            guard lost > 0 else { continue }
            var refilled = read.choices
            for position in contents.reversed() where lost > 0 && read.bounds[position] > 1 {
                let room = min(read.bounds[position] - refilled[position], lost)
                refilled[position] += room
                lost -= room
            }
            if lost == 0 { try consider(refilled, mustShorten: true) }
        }
    }

    /// The nearest `flatMap` dependent span enclosing the span at `index`.
    func enclosingDependentSpan(of index: Int) -> Span? {
        let span = best.spans[index]
        var candidate = index - 1
        while candidate >= 0 {
            let enclosing = best.spans[candidate]
            if enclosing.label == .dependent && enclosing.contains(span) { return enclosing }
            candidate -= 1
        }
        return nil
    }
}
