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
                    let replacement = best.choices[descendant.start..<descendant.end]
                    if try consider(replacing(parent.start..<parent.end, with: replacement)) { break }
                }
                child += 1
            }
            index += 1
        }
    }

    /// Swaps the contents of adjacent sibling spans with the same label when
    /// that makes the sequence smaller (a bubble-sort step).
    mutating func swapAdjacentSpans() throws(OracleFailure) {
        var index = 0
        while index < best.spans.count {
            let first = best.spans[index]
            let run = siblingRun(at: index, limit: 2)
            index += 1
            guard run.count == 2 else { continue }
            let firstPart = best.choices[first.start..<first.end]
            let secondPart = best.choices[first.end..<run.end]
            let candidate = replacing(first.start..<run.end, with: secondPart + firstPart)
            _ = try consider(candidate)
        }
    }
}
