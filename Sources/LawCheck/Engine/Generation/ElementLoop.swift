/// How many elements a collection generator produces.
@usableFromInline
struct CountPlan: Sendable {
    @usableFromInline let range: ClosedRange<Int>?
    /// Lengths a random target picks a quarter of the time, if any.
    @usableFromInline let preferred: [Int]

    /// `range` must not start below 0: callers check `misuse` first.
    @inlinable
    init(_ range: ClosedRange<Int>?, preferring preferred: [Int] = []) {
        self.range = range
        self.preferred = preferred
    }

    /// Why `range` is no count range for `function`, if it is not (see
    /// `Gen.misused`).
    @inlinable
    static func misuse(_ range: ClosedRange<Int>?, in function: String) -> String? {
        guard let range, range.lowerBound < 0 else { return nil }
        return "Gen.\(function) got the count range \(range); counts must be 0 or more"
    }

    /// The effective bounds; without an explicit range, `0...size`.
    @inlinable
    func bounds(size: Int) -> (lower: Int, upper: Int) {
        guard let range else { return (0, max(0, size)) }
        return (range.lowerBound, range.upperBound)
    }

    /// The length a random case aims for. It only steers the "continue?"
    /// choices; the choices alone determine the value. Like Hypothesis,
    /// mostly short (geometric, about 5 elements past the minimum: small
    /// cases find most bugs and shrink fast), sometimes exactly the bounds,
    /// sometimes anything in range.
    @inlinable
    func sampleTarget(lower: Int, upper: Int, random: inout Xoshiro256StarStar) -> Int {
        let selector = random.next()
        switch selector & 15 {
        case 0, 1: return lower
        case 2: return upper
        case 3: return lower + Int(random.next(upTo: UInt64(upper - lower)))
        case 4...7 where !preferred.isEmpty:
            return min(max(preferred[Int(random.next(upTo: UInt64(preferred.count - 1)))], lower), upper)
        default:
            var target = lower
            while target < upper && random.next(upTo: 5) != 0 { target += 1 }
            return target
        }
    }
}

/// Drives the elements of a collection: below the minimum count elements are
/// generated unconditionally; above it each element is preceded by a
/// "continue?" choice (1 = one more), and at the maximum a forced "stop".
/// Each element, with its "continue?" choice, is a span, so deleting the span
/// deletes the element.
@usableFromInline
struct ElementLoop {
    @usableFromInline let lower: Int
    @usableFromInline let upper: Int
    @usableFromInline let target: Int
    @usableFromInline var produced = 0

    @inlinable
    init(source: inout ChoiceSource, plan: CountPlan) {
        (lower, upper) = plan.bounds(size: source.size)
        target = source.isReplaying ? 0 : plan.sampleTarget(lower: lower, upper: upper, random: &source.randomness)
    }

    /// Opens the next element's span, or returns nil when the collection ends.
    /// `accepted` is how many elements the collection holds so far (sets may
    /// reject duplicates).
    @inlinable
    mutating func nextElement(accepted: Int, source: inout ChoiceSource) throws(GenerationStop) -> Int? {
        if accepted >= upper {
            // At the maximum length the "stop" is still drawn, as a forced
            // choice (bound 0), like Hypothesis' `many`: then deleting an
            // element leaves a "stop" where the shorter collection reads its
            // next "continue?", instead of shifting the choices after it.
            // (Not for an exact count, which draws no "continue?" at all.)
            if upper > lower { _ = try source.draw(upTo: 0) { _ in 0 } }
            return nil
        }
        produced += 1
        let span = source.beginSpan(.element)
        if accepted >= lower {
            let target = self.target
            let more = try source.draw(upTo: 1) { _ in accepted < target ? 1 : 0 }
            if more == 0 {
                source.discardLastSpan(span)
                return nil
            }
        } else if produced > 2 * upper + 100 {
            // Only sets and dictionaries can get here, by drawing duplicates.
            throw .filterExhausted(attempts: produced)
        }
        return span
    }
}
