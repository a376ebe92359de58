extension Shrinker {
    /// How many later choices `deleteAndLowerLater` pairs with a deletion.
    static var laterChoicesPerDeletion: Int { 3 }

    /// Deletes a collection element while lowering by one a positive
    /// numeric choice after the collection: an index into the collection
    /// (`take(n)`, `xs[i]`) must drop with its length, or the deletion
    /// shifts what it points at and the failure goes.
    mutating func deleteAndLowerLater() throws(OracleFailure) {
        var index = best.spans.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard index < best.spans.count else { continue }
            let span = best.spans[index]
            guard span.label == .element, span.start < span.end, let parent = enclosingSpan(of: index) else { continue }
            let later = (parent.end..<best.choices.count)
                .filter { best.bounds[$0] > 1 && best.choices[$0] > 0 }
                .prefix(Self.laterChoicesPerDeletion)
            for position in later {
                var candidate = best.choices
                candidate[position] -= 1
                candidate.removeSubrange(span.start..<span.end)
                if try consider(candidate, mustShorten: true) { break }
            }
        }
    }
}
