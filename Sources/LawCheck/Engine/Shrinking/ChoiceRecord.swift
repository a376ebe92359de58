/// One generated test case: the choices it used, their bounds, and its spans.
public struct ChoiceRecord: Hashable, Sendable {
    /// The choices, in order.
    public var choices: [UInt64]
    /// The inclusive upper bound of each choice.
    public var bounds: [UInt64]
    /// Labelled spans, in the order they were opened (outer before inner).
    public var spans: [Span]

    /// A record of the given parts.
    public init(choices: [UInt64], bounds: [UInt64], spans: [Span]) {
        self.choices = choices
        self.bounds = bounds
        self.spans = spans
    }
}

extension ChoiceRecord {
    /// The span right after `spans[index]` in the same parent, if it has the
    /// same label: the next span at most as deep, provided it is exactly as
    /// deep and starts where this one ends. Nil for an empty span.
    func nextSibling(of index: Int) -> Span? {
        let span = spans[index]
        guard span.start < span.end,
            let next = spans[(index + 1)...].first(where: { $0.depth <= span.depth }),
            next.depth == span.depth, next.start == span.end, next.label == span.label, next.start < next.end
        else {
            return nil
        }
        return next
    }
}

extension ChoiceRecord {
    /// How many choices the first part marked ``SpanLabel/shrunkFirst``
    /// (``Gen/shrunkFirst``) holds; 0 if there is none.
    var leadingLength: Int {
        spans.first { $0.label == .shrunkFirst }.map { $0.end - $0.start } ?? 0
    }

    /// Whether this case is simpler than `other`: the order shrinking
    /// decreases. A shorter part marked ``SpanLabel/shrunkFirst`` comes first,
    /// however long the rest (a pipeline of fewer stages on a longer
    /// schedule); with parts of equal length, shortlex order of the choices.
    /// A strict total order (lexicographic on the pair), so shrinking still ends.
    func precedes(_ other: ChoiceRecord) -> Bool {
        let (mine, theirs) = (leadingLength, other.leadingLength)
        if mine != theirs { return mine < theirs }
        return shortlexPrecedes(choices, other.choices)
    }
}

/// Shortlex order: shorter sequences first, then lexicographically smaller.
/// Every accepted shrink step strictly decreases a case in this order, which
/// is what guarantees shrinking terminates.
@inlinable
func shortlexPrecedes(_ lhs: [UInt64], _ rhs: [UInt64]) -> Bool {
    if lhs.count != rhs.count { return lhs.count < rhs.count }
    for index in lhs.indices where lhs[index] != rhs[index] {
        return lhs[index] < rhs[index]
    }
    return false
}
