extension Shrinker {
    /// Deletes spans, and runs of adjacent sibling spans (e.g. consecutive
    /// list elements) in exponentially growing chunks, from the back.
    /// When deleting collection elements fails inside a `flatMap`, it is
    /// retried while lowering the choice just before the dependent span by
    /// the number of deleted elements: that choice usually set their count.
    /// (Only for elements: for other spans that choice is rarely a count, and
    /// lowering it leads into worse local minima.)
    mutating func deleteSpanRuns() throws(OracleFailure) {
        var index = best.spans.count - 1
        var chunk = 1
        // Once the budget has run out nothing more is evaluated: the walk would be wasted.
        while index >= 0 && !exhausted {
            if index >= best.spans.count {
                index = best.spans.count - 1
                continue
            }
            let run = precedingSiblingRun(endingAt: index, limit: chunk)
            if run.count > 0, try deleteSpans(at: run.first, count: run.count, through: best.spans[index].end) {
                index = run.first - 1
                chunk = min(chunk * 2, 1 << 16)
            } else if chunk > 1 {
                chunk /= 2
            } else {
                index -= 1
            }
        }
    }

    /// Sets the choice that picks a branch (an alternative's index, an
    /// optional's "present?") to 0 and deletes the rest of its span, the part
    /// the old branch drew, from the back. Zeroing the choice alone leaves
    /// that part behind for the next draw to misread, and deleting the whole
    /// span makes the next draw misread what follows; Hypothesis likewise
    /// lowers a choice together with deleting the span it guarded.
    mutating func pruneBranches() throws(OracleFailure) {
        var index = best.spans.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard index < best.spans.count else { continue }
            let span = best.spans[index]
            guard span.label == .alternative || span.label == .optional, span.end - span.start >= 2,
                best.choices[span.start] > 0
            else { continue }
            try consider(replacing(span.start..<span.end, with: [0]), mustShorten: true)
        }
    }

    /// Deletes two adjacent sibling spans at once, from the back (and,
    /// inside a `flatMap`, lowers the size by two as `deleteSpans` does):
    /// where deleting either alone flips a parity or breaks a checksum (an
    /// odd run `(000#)` whose failure needs an odd count, a list whose sum
    /// must stay even), the deletion passes double their chunk only after a
    /// success, so they never delete two. Runs when the other passes are
    /// stuck; a run of equal elements costs one evaluation, since every
    /// pair of it deletes to the same case.
    mutating func deleteSiblingPairs() throws(OracleFailure) {
        var index = best.spans.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard index < best.spans.count, best.spans[index].label == .element else { continue }
            let run = precedingSiblingRun(endingAt: index, limit: 2)
            guard run.count == 2 else { continue }
            let (first, second) = (best.spans[run.first], best.spans[index])
            // Only where deleting one cannot work for a reason two might
            // fix: a run of equal elements (where one flips a parity), or
            // each deletion rejected by the generator (a checksum filter).
            let equal = best.choices[first.start..<first.end].elementsEqual(best.choices[second.start..<second.end])
            let rejected = [first, second].allSatisfy { misread.contains(replacing($0.start..<$0.end, with: [])) }
            guard equal || rejected else { continue }
            _ = try deleteSpans(at: run.first, count: 2, through: second.end)
        }
    }

    /// Deletes an element a collection must hold by moving the next one
    /// into its place. Below its minimum count a collection draws its
    /// elements without a "continue?" choice, so deleting such an element's
    /// span makes the next element's "continue?" read as the start of its
    /// contents; deleting that choice too moves the next element up intact
    /// (the sources of a schedule, one to three: `a -, b #` → `a #`).
    mutating func deleteRequiredElements() throws(OracleFailure) {
        var index = best.spans.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard index < best.spans.count, best.spans[index].label == .element, let next = best.nextSibling(of: index)
            else { continue }
            let span = best.spans[index]
            // An element that has a "continue?" starts with it, set to 1: one
            // that starts otherwise, or is one choice shorter than the next
            // (the same contents without it), has none.
            let ownContinue =
                best.bounds[span.start] == 1 && best.choices[span.start] == 1
                && next.end - next.start != span.end - span.start + 1
            guard best.bounds[next.start] == 1, best.choices[next.start] == 1, !ownContinue else { continue }
            try consider(replacing(span.start..<(next.start + 1), with: []), mustShorten: true)
        }
    }

    /// The span at `index` and up to `limit - 1` adjacent siblings before it
    /// (same label and depth): the index of the first, and how many.
    func precedingSiblingRun(endingAt index: Int, limit: Int) -> (first: Int, count: Int) {
        let last = best.spans[index]
        // A binding is deleted through its parts (its dependent span, the
        // spans of the value it depends on): deleting it whole costs an
        // evaluation each round and seldom helps.
        if last.start == last.end || last.label == .binding { return (index, 0) }
        var first = index
        var count = 1
        var start = last.start
        var candidate = index - 1
        while count < limit, candidate >= 0 {
            let span = best.spans[candidate]
            if span.depth < last.depth { break }
            if span.depth == last.depth {
                guard span.end == start, span.label == last.label, span.start < span.end else { break }
                first = candidate
                count += 1
                start = span.start
            }
            candidate -= 1
        }
        return (first, count)
    }

    mutating func deleteSpans(at index: Int, count: Int, through end: Int) throws(OracleFailure) -> Bool {
        let span = best.spans[index]
        let candidate = replacing(span.start..<end, with: [])
        if try consider(candidate, mustShorten: true) { return true }
        if count == 1, span.label == .element, try deleteAndShift(index, candidate) { return true }
        guard span.label == .element, let counter = countingChoice(before: index),
            best.choices[counter] >= UInt64(count)
        else {
            return false
        }
        var lowered = candidate
        lowered[counter] -= UInt64(count)
        return try consider(lowered, mustShorten: true)
    }

    /// Retries deleting one element while lowering by 1 every nonzero
    /// numeric choice of the elements after it: values that index into the
    /// collection (like `xs[xs[i]]`) keep pointing at the same elements.
    mutating func deleteAndShift(_ index: Int, _ deleted: [UInt64]) throws(OracleFailure) -> Bool {
        let span = best.spans[index]
        guard let parent = enclosingSpan(of: index), parent.label == .collection else { return false }
        let removed = span.end - span.start
        var candidate = deleted
        var changed = false
        for position in span.start..<(parent.end - removed) where candidate[position] > 0 {
            if best.bounds[position + removed] > 1 {
                candidate[position] -= 1
                changed = true
            }
        }
        return changed ? try consider(candidate, mustShorten: true) : false
    }

    /// The nearest span enclosing the span at `index`.
    func enclosingSpan(of index: Int) -> Span? {
        let span = best.spans[index]
        var candidate = index - 1
        while candidate >= 0 {
            if best.spans[candidate].contains(span) { return best.spans[candidate] }
            candidate -= 1
        }
        return nil
    }

    /// The choice just before the nearest enclosing `flatMap` span.
    /// The choice just before the outermost enclosing `flatMap` span.
    func outermostCountingChoice(before index: Int) -> Int? {
        let span = best.spans[index]
        var found: Int?
        for candidate in 0..<index {
            let enclosing = best.spans[candidate]
            if enclosing.label == .dependent, enclosing.contains(span), enclosing.start > 0 {
                found = enclosing.start - 1
                break
            }
        }
        return found
    }

    func countingChoice(before index: Int) -> Int? {
        guard let dependent = enclosingDependentSpan(of: index), dependent.start > 0 else { return nil }
        return dependent.start - 1
    }

    /// Deletes 2 or 3 choices starting where a span starts, from the back:
    /// a span plus the head of the next one (e.g. an empty subtree and the
    /// root of its neighbour, whose children then move up into the freed
    /// slots).
    mutating func deleteBlocksAtSpanStarts() throws(OracleFailure) {
        var index = best.spans.count - 1
        while index >= 0 {
            // A binding starts where the value it depends on starts, which
            // is already the start of that value's own spans or choices.
            if index < best.spans.count, best.spans[index].label != .binding {
                let start = best.spans[index].start
                for length in [3, 2] where start + length <= best.choices.count {
                    if try consider(replacing(start..<(start + length), with: []), mustShorten: true) { break }
                }
            }
            index -= 1
        }
    }

    /// Deletes blocks of 1 and 2 adjacent choices anywhere, from the back;
    /// catches what span deletion cannot, such as merging two neighbouring
    /// lists by deleting one's "stop" and the next one's "continue". Blocks
    /// after the end of the last span are skipped: a generator draws a
    /// varying number of choices only inside spans (collections, filters,
    /// branches, `flatMap`), so past them it reads a fixed number (the
    /// fields of a tuple), refills a deletion with zeros and is never shorter.
    mutating func deleteChoiceBlocks() throws(OracleFailure) {
        for length in [2, 1] {
            var start = best.choices.count - length
            while start >= 0 {
                let variableEnd = best.spans.lazy.map(\.end).max() ?? 0
                if start + length <= best.choices.count, start < variableEnd {
                    _ = try consider(replacing(start..<(start + length), with: []), mustShorten: true)
                }
                start -= 1
            }
        }
    }
}
