extension Shrinker {
    /// Replaces a span by a smaller span of the same label nested inside it,
    /// e.g. a recursive node by one of its subtrees.
    mutating func replaceSpansWithDescendants() throws(OracleFailure) {
        var index = 0
        while index < best.spans.count {
            let parent = best.spans[index]
            var child = index + 1
            while child < best.spans.count, index < best.spans.count, best.spans[index] == parent {
                let descendant = best.spans[child]
                if descendant.start >= parent.end { break }
                if descendant.label == parent.label, parent.contains(descendant),
                    descendant.end - descendant.start < parent.end - parent.start
                {
                    if try substitute(parent: index, descendant: descendant) { break }
                }
                child += 1
            }
            index += 1
        }
    }

    /// Replaces the span at `parent` by `descendant`. If that fails inside a
    /// `flatMap`, retries with the choice that chose the dependent part
    /// halved up to three times: sizes passed down a recursion often shrink
    /// by halves, so the subtree was generated with a smaller size.
    mutating func substitute(parent index: Int, descendant: Span) throws(OracleFailure) -> Bool {
        let parent = best.spans[index]
        let candidate = replacing(parent.start..<parent.end, with: best.choices[descendant.start..<descendant.end])
        if try consider(candidate) { return true }
        // A binding's subtree brings the choice that selected it along, so
        // it needs no lowered size.
        if parent.label == .binding { return false }
        // The nearest enclosing flatMap's choice first, then the outermost
        // one's (typically the size the whole structure was generated with).
        let counters = [countingChoice(before: index), outermostCountingChoice(before: index)]
        for counter in Set(counters.compactMap { $0 }).sorted(by: >) where counter < candidate.count {
            var lowered = candidate
            for _ in 0..<3 where lowered[counter] > 0 {
                lowered[counter] /= 2
                if try consider(lowered) { return true }
            }
        }
        return false
    }

    /// Swaps the contents of adjacent sibling spans with the same label when
    /// that makes the sequence smaller (a bubble-sort step); with `labels`,
    /// only spans of those labels.
    mutating func swapAdjacentSpans(labels: Set<SpanLabel>? = nil) throws(OracleFailure) {
        var index = 0
        while index < best.spans.count {
            let first = best.spans[index]
            index += 1
            guard labels?.contains(first.label) ?? true, let second = best.nextSibling(of: index - 1) else { continue }
            let firstPart = best.choices[first.start..<first.end]
            let secondPart = best.choices[second.start..<second.end]
            try consider(replacing(first.start..<second.end, with: secondPart + firstPart))
        }
    }
}
