extension Shrinker {
    /// How many redraws of the original case's rest ``shortenLeadingPart()``
    /// tries besides that rest itself.
    static var redrawnRests: Int { 16 }

    /// Shortens the part a generator shrinks first (``Gen/shrunkFirst``)
    /// while drawing the rest of the case anew.
    ///
    /// The rest of a case shrinks to what its leading part needs: a schedule
    /// of one value where a pipeline stage before the one under test turns it
    /// into two, or values that a map before a filter moves across its
    /// threshold. Deleting that stage then needs other values in the rest,
    /// which no pass inserts, so every deletion is turned down and the
    /// pipeline stays a stage too long. This pass retries, from the back,
    /// deleting each element of the leading part and setting each of its
    /// branches to the first with nothing after it (as `pruneBranches`), with
    /// the rest as the original failing case drew it, then as
    /// ``redrawnRests`` seeded redraws of it (each choice uniform within the
    /// original's bound: a random rest is rich), and last with the leading
    /// part's parameters redrawn too (every choice but those that pick its
    /// shape, the first of each span): a deleted stage may leave values that
    /// the others' parameters no longer tell apart, as a map to a constant
    /// before a filter. A shorter leading part is simpler however long the
    /// rest (``ChoiceRecord/precedes(_:)``), so the first that still fails is
    /// accepted, and the other passes then shrink the rest. Deterministic:
    /// each redraw is seeded by its number. Cases without such a part are
    /// left alone, at no cost; the pass runs last, when every other is stuck.
    mutating func shortenLeadingPart() throws(OracleFailure) {
        guard let rests = originalRests() else { return }
        var index = best.spans.count
        while index > 0 && !exhausted {
            index -= 1
            guard index < best.spans.count, let leading = best.spans.first(where: { $0.label == .shrunkFirst })
            else { return }
            let span = best.spans[index]
            guard leading.contains(span), span.start < span.end else { continue }
            var head = Array(best.choices[..<leading.end])
            var bounds = Array(best.bounds[..<leading.end])
            // The choices that pick the leading part's shape (each span's first): kept when the others are redrawn.
            var picks = Array(repeating: false, count: leading.end)
            for inner in best.spans where leading.contains(inner) && inner.start < inner.end {
                picks[inner.start] = true
            }
            switch span.label {
            case .element:
                head.removeSubrange(span.start..<span.end)
                bounds.removeSubrange(span.start..<span.end)
                picks.removeSubrange(span.start..<span.end)
                if let counter = countingChoice(before: index), head[counter] > 0 { head[counter] -= 1 }
            case .alternative, .optional:
                guard best.choices[span.start] > 0 else { continue }
                head.replaceSubrange(span.start..<span.end, with: [0])
                bounds.replaceSubrange(span.start..<span.end, with: [best.bounds[span.start]])
                picks.replaceSubrange(span.start..<span.end, with: [true])
            default:
                continue
            }
            let steps = acceptedSteps
            for rest in rests {
                _ = try probe(head + rest)
                if exhausted || acceptedSteps != steps { break }
            }
            for (draw, rest) in rests.dropFirst().enumerated() where !exhausted && acceptedSteps == steps {
                var randomness = Xoshiro256StarStar(seed: 0x5EED_1000 + UInt64(draw))
                let redrawn = head.indices.map { picks[$0] ? head[$0] : randomness.next(upTo: bounds[$0]) }
                _ = try probe(redrawn + rest)
            }
            if acceptedSteps != steps { index = best.spans.count }
        }
    }

    /// The original case's choices after its part marked ``SpanLabel/shrunkFirst``,
    /// then ``redrawnRests`` seeded redraws of them; nil if it has no such part.
    func originalRests() -> [[UInt64]]? {
        guard let leading = original.spans.first(where: { $0.label == .shrunkFirst }) else { return nil }
        let rest = Array(original.choices[leading.end...])
        let bounds = original.bounds[leading.end...]
        return [rest]
            + (0..<Self.redrawnRests).map { draw in
                var randomness = Xoshiro256StarStar(seed: 0x5EED_0000 + UInt64(draw))
                return bounds.map { randomness.next(upTo: $0) }
            }
    }
}
