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

    /// How many earlier siblings `deleteMovingForward` tries to give an
    /// element's amount to.
    static var forwardTargets: Int { 4 }

    /// Deletes an element while adding its value (its first numeric choice)
    /// to an earlier sibling's and, inside a `flatMap`, lowering the choice
    /// that chose the count: a sum spread over too many elements of a list
    /// that must not increase, say, shrinks only if all three happen at once
    /// (moving the amount first breaks the order, deleting first the sum).
    mutating func deleteMovingForward() throws(OracleFailure) {
        var index = best.spans.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard index < best.spans.count else { continue }
            let span = best.spans[index]
            guard span.label == .element, let amountAt = firstNumeric(in: span), best.choices[amountAt] > 0 else {
                continue
            }
            let counter = countingChoice(before: index)
            if let counter, best.choices[counter] == 0 { continue }
            let amount = best.choices[amountAt]
            var siblings: [Int] = []  // the first numeric choices of earlier siblings, nearest first
            var earlier = index - 1
            while earlier >= 0, best.spans[earlier].depth >= span.depth {
                let sibling = best.spans[earlier]
                if sibling.depth == span.depth, sibling.label == .element, let target = firstNumeric(in: sibling) {
                    siblings.append(target)
                }
                earlier -= 1
            }
            try moveForward(amount, deleting: span, counter: counter, into: siblings)
        }
    }

    /// Tries `deleteMovingForward`'s candidates for one element: all of
    /// `amount` to one of the nearest siblings, then spread from the front,
    /// each sibling filled to its bound (where no single one has room).
    private mutating func moveForward(
        _ amount: UInt64, deleting span: Span, counter: Int?, into siblings: [Int]
    ) throws(OracleFailure) {
        func deleting(_ candidate: [UInt64]) -> [UInt64] {
            var candidate = candidate
            if let counter { candidate[counter] -= 1 }
            candidate.removeSubrange(span.start..<span.end)
            return candidate
        }
        for target in siblings.prefix(Self.forwardTargets) where best.bounds[target] - best.choices[target] >= amount {
            var candidate = best.choices
            candidate[target] += amount
            if try consider(deleting(candidate), mustShorten: true) { return }
        }
        var candidate = best.choices
        var left = amount
        for target in siblings.reversed() where left > 0 {
            let room = min(best.bounds[target] - candidate[target], left)
            candidate[target] += room
            left -= room
        }
        guard left == 0, siblings.count > 1 else { return }
        try consider(deleting(candidate), mustShorten: true)
    }

    /// The first numeric choice (bound above 1) of `span`.
    func firstNumeric(in span: Span) -> Int? {
        (span.start..<span.end).first { best.bounds[$0] > 1 }
    }
}

extension Shrinker {
    /// Deletes an element while adding each of its numeric choices to the
    /// same position of the nearest earlier sibling of the same shape: an
    /// amount held by a later field of a record (`(0, 0, 3)` beside
    /// `(0, 0, 15)`, where the third fields must sum to 100) is out of reach
    /// of `deleteMovingForward`, which moves an element's first numeric
    /// choice, and of the pair passes, which look two numeric choices
    /// ahead. Only for elements whose first numeric choice is 0 and that
    /// hold another positive one (the others are `deleteMovingForward`'s).
    mutating func deleteMergingIntoSibling() throws(OracleFailure) {
        var index = best.spans.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard index < best.spans.count else { continue }
            let span = best.spans[index]
            guard span.label == .element, let first = firstNumeric(in: span), best.choices[first] == 0,
                (span.start..<span.end).contains(where: { best.bounds[$0] > 1 && best.choices[$0] > 0 }),
                let sibling = nearestEarlierSibling(of: index)
            else { continue }
            var candidate = best.choices
            var fits = true
            for offset in 0..<(span.end - span.start) where best.bounds[span.start + offset] > 1 {
                let (from, to) = (span.start + offset, sibling.start + offset)
                guard best.bounds[to] == best.bounds[from], best.bounds[to] - candidate[to] >= candidate[from] else {
                    fits = false
                    break
                }
                candidate[to] += candidate[from]
            }
            guard fits else { continue }
            candidate.removeSubrange(span.start..<span.end)
            try consider(candidate, mustShorten: true)
        }
    }

    /// The nearest earlier sibling of the span at `index` with the same
    /// label and length.
    func nearestEarlierSibling(of index: Int) -> Span? {
        let span = best.spans[index]
        var earlier = index - 1
        while earlier >= 0, best.spans[earlier].depth >= span.depth {
            let sibling = best.spans[earlier]
            if sibling.depth == span.depth, sibling.label == span.label,
                sibling.end - sibling.start == span.end - span.start
            {
                return sibling
            }
            earlier -= 1
        }
        return nil
    }
}
