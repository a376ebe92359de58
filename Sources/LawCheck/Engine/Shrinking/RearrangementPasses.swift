extension Shrinker {
    /// The most pairs of spans `moveSubtrees` tries in one go.
    static var maxSubtreeMoves: Int { 200 }

    /// Moves subtrees between branches: swaps the contents of two
    /// kind-choosing spans of the same label, neither inside the other
    /// (e.g. a leaf and an empty slot of another node). A subtree moved to
    /// another depth may be read differently there (when sizes shrink per
    /// level, say), so the swap is evaluated whatever its order and, if the
    /// property passes on it, the case the generator actually recorded is
    /// the starting point of a second step: swapping two adjacent siblings
    /// there. Together they reach rearrangements no single step can, such
    /// as a tree with the right number of nodes in the wrong places.
    ///
    /// It costs a probe per pair of spans, so it only runs once everything
    /// else is stuck, and tries at most `maxSubtreeMoves` pairs: a large
    /// tree stuck in a local minimum is reported as it is rather than
    /// spending the whole budget on it.
    mutating func moveSubtrees() throws(OracleFailure) {
        let original = best
        var moves = 0
        for (first, firstSpan) in original.spans.enumerated() where SpanLabel.kindChoosing.contains(firstSpan.label) {
            for secondSpan in original.spans[(first + 1)...] {
                guard secondSpan.start >= firstSpan.end, secondSpan.label == firstSpan.label else { continue }
                let firstPart = original.choices[firstSpan.start..<firstSpan.end]
                let secondPart = original.choices[secondSpan.start..<secondSpan.end]
                if firstPart == secondPart { continue }
                if moves == Self.maxSubtreeMoves { return }
                moves += 1
                var candidate = original.choices
                candidate.replaceSubrange(secondSpan.start..<secondSpan.end, with: firstPart)
                candidate.replaceSubrange(firstSpan.start..<firstSpan.end, with: secondPart)
                guard let answer = try probe(candidate) else { continue }
                if best != original { return }
                guard answer.record.choices.count <= best.choices.count else { continue }
                try swapAdjacentSiblings(in: answer.record)
                if best != original { return }
            }
        }
    }

    /// Tries swapping each pair of adjacent sibling spans of `record`,
    /// keeping the first result that fails and improves on the best case.
    mutating func swapAdjacentSiblings(in record: ChoiceRecord) throws(OracleFailure) {
        for (index, first) in record.spans.enumerated() {
            guard let second = record.nextSibling(of: index) else { continue }
            var candidate = record.choices
            candidate.replaceSubrange(
                first.start..<second.end,
                with: record.choices[second.start..<second.end] + record.choices[first.start..<first.end])
            if try consider(candidate) { return }
        }
    }
}
