extension Shrinker {
    /// Runs of at most this many siblings are tried in every smaller order.
    static var maxPermutedRun: Int { 4 }
    /// The most non-adjacent swaps tried in one run.
    static var maxSwapsPerRun: Int { 64 }

    /// Reorders runs of adjacent sibling spans (list elements, say) where
    /// swapping neighbours cannot: sorts each run; in a run of up to four,
    /// tries every order that makes the sequence smaller (a rotation like
    /// `[2, 0, 1]` → `[1, 2, 0]` passes through larger orders when done by
    /// swaps); in longer runs, swaps non-adjacent pairs into order.
    mutating func reorderSiblingRuns() throws(OracleFailure) {
        var index = 0
        // Spans already seen inside a run: a run is only tried from its start.
        var inRun: Set<Int> = []
        while index < best.spans.count {
            defer { index += 1 }
            guard !inRun.contains(index) else { continue }
            let runIndices = siblingRun(startingAt: index)
            inRun.formUnion(runIndices)
            let run = runIndices.map { best.spans[$0] }
            guard run.count >= 2 else { continue }
            let original = best.choices
            let parts = run.map { original[$0.start..<$0.end] }
            let whole = run.first!.start..<run.last!.end
            var candidate = original
            let sorted = parts.sorted { shortlexPrecedes(Array($0), Array($1)) }
            candidate.replaceSubrange(whole, with: sorted.joined())
            if try consider(candidate) { continue }
            if run.count <= Self.maxPermutedRun {
                for order in Self.permutations(of: Array(parts.indices)) {
                    candidate = original
                    candidate.replaceSubrange(whole, with: order.map { parts[$0] }.joined())
                    if try consider(candidate) { break }
                }
            } else {
                try swapNonAdjacent(parts, in: whole, original: original)
            }
        }
    }

    /// Swaps pairs of `parts` at least two apart when the later one is smaller.
    mutating func swapNonAdjacent(
        _ parts: [ArraySlice<UInt64>], in whole: Range<Int>, original: [UInt64]
    ) throws(OracleFailure) {
        var swaps = 0
        for first in parts.indices {
            for second in (first + 2)..<max(first + 2, parts.count)
            where shortlexPrecedes(Array(parts[second]), Array(parts[first])) {
                if swaps == Self.maxSwapsPerRun { return }
                swaps += 1
                var reordered = parts
                reordered.swapAt(first, second)
                var candidate = original
                candidate.replaceSubrange(whole, with: reordered.joined())
                if try consider(candidate) { return }
            }
        }
    }

    /// The indices of the spans from `index` on that are adjacent siblings
    /// of the same label, in order; just `index` if it has no next sibling.
    func siblingRun(startingAt index: Int) -> [Int] {
        var run = [index]
        var current = index
        while let next = best.nextSibling(of: current),
            let nextIndex = best.spans[(current + 1)...].firstIndex(where: { $0 == next })
        {
            run.append(nextIndex)
            current = nextIndex
        }
        return run
    }

    /// Every order of `items`, in lexicographic order of positions.
    static func permutations(of items: [Int]) -> [[Int]] {
        if items.count <= 1 { return [items] }
        var result: [[Int]] = []
        for (position, item) in items.enumerated() {
            var rest = items
            rest.remove(at: position)
            for tail in permutations(of: rest) { result.append([item] + tail) }
        }
        return result
    }
}
