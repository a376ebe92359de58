/// The recorder every generator draws its random decisions from.
///
/// A test case *is* its sequence of choices: each choice is a `UInt64` in
/// `0...bound`, and generators map smaller choices to simpler values. In
/// random mode a choice is sampled; in replay mode it is read from a given
/// (possibly shortened or mutated) sequence, clamped to its bound, and reads
/// past the end yield 0, the simplest choice. Either way the choices actually
/// used are recorded, together with labelled spans, for the shrinker.
///
/// A source is reused across cases (`reset…`) to keep its buffers' capacity:
/// generation is a hot path and should not allocate per choice.
public final class ChoiceSource {
    @usableFromInline var prefix: [UInt64] = []
    @usableFromInline var position = 0
    @usableFromInline var randomness = Xoshiro256StarStar(seed: 0)
    @usableFromInline var isReplaying = false
    /// Whether a replay needed more choices than it was given.
    @usableFromInline var ranPastPrefix = false
    @usableFromInline var choices: [UInt64] = []
    @usableFromInline var bounds: [UInt64] = []
    @usableFromInline var spans: [Span] = []
    @usableFromInline var depth = 0
    @usableFromInline var maxChoices: Int
    /// Recently drawn integer choices: reusing them (±a little) makes equal
    /// and nearly equal values likely, which many bugs need.
    @usableFromInline var recentIntegers: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    @usableFromInline var recentIntegerCount = 0
    /// Nesting depth of recursive generators, for their size budget.
    @usableFromInline var recursionDepth = 0

    /// The size parameter generators without explicit bounds scale with.
    public internal(set) var size: Int

    /// A source in random mode with the given seed.
    public init(seed: UInt64, size: Int = 100, maxChoices: Int = 10_000) {
        self.size = size
        self.maxChoices = maxChoices
        randomness = Xoshiro256StarStar(seed: seed)
    }

    /// A source replaying `choices`.
    public init(replaying choices: [UInt64], size: Int = 100, maxChoices: Int = 10_000) {
        self.size = size
        self.maxChoices = maxChoices
        resetForReplay(choices)
    }

    /// Whether choices are read from a given sequence rather than sampled.
    public var replaying: Bool { isReplaying }

    @usableFromInline func clearRecording() {
        position = 0
        ranPastPrefix = false
        choices.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        depth = 0
        recentIntegerCount = 0
        recursionDepth = 0
    }

    /// Prepares a new random case drawing from `randomness`.
    func resetForRandom(_ randomness: Xoshiro256StarStar) {
        clearRecording()
        isReplaying = false
        prefix.removeAll(keepingCapacity: true)
        self.randomness = randomness
    }

    /// Prepares to replay `choices`.
    func resetForReplay(_ choices: [UInt64]) {
        clearRecording()
        isReplaying = true
        prefix = choices
    }

    /// Draws one choice in `0...bound`. In random mode `sample` proposes it
    /// (and may be biased however the generator likes); in replay mode the
    /// next given choice is used, clamped to `bound`, or 0 past the end.
    @inlinable
    public func draw(
        upTo bound: UInt64,
        sampling sample: (inout Xoshiro256StarStar) -> UInt64
    ) throws(GenerationStop) -> UInt64 {
        if choices.count >= maxChoices { throw .overrun }
        let value: UInt64
        if isReplaying {
            if position < prefix.count {
                value = min(prefix[position], bound)
            } else {
                ranPastPrefix = true
                value = 0
            }
            position += 1
        } else {
            value = min(sample(&randomness), bound)
        }
        choices.append(value)
        bounds.append(bound)
        return value
    }

    /// Draws a uniformly random choice in `0...bound`.
    @inlinable
    public func drawUniform(upTo bound: UInt64) throws(GenerationStop) -> UInt64 {
        try draw(upTo: bound) { $0.next(upTo: bound) }
    }

    /// Opens a labelled span at the current position; returns its handle.
    @inlinable
    public func beginSpan(_ label: SpanLabel) -> Int {
        spans.append(Span(start: choices.count, end: choices.count, label: label, depth: depth))
        depth += 1
        return spans.count - 1
    }

    /// Closes the span opened by `beginSpan`.
    @inlinable
    public func endSpan(_ handle: Int) {
        depth -= 1
        spans[handle].end = choices.count
    }

    /// Closes and forgets the most recently opened span (nothing nested in it
    /// may have been recorded): used for the final "stop" choice of a
    /// collection, which is not an element and must not be deleted as one.
    @inlinable
    func discardLastSpan(_ handle: Int) {
        depth -= 1
        spans.removeLast()
    }

    /// Remembers an integer choice for collision sampling.
    @inlinable
    func rememberInteger(_ choice: UInt64) {
        switch recentIntegerCount & 3 {
        case 0: recentIntegers.0 = choice
        case 1: recentIntegers.1 = choice
        case 2: recentIntegers.2 = choice
        default: recentIntegers.3 = choice
        }
        recentIntegerCount += 1
    }

    /// One of the remembered integer choices, picked by `selector`, or nil.
    @inlinable
    func recentInteger(_ selector: UInt64) -> UInt64? {
        let available = min(recentIntegerCount, 4)
        if available == 0 { return nil }
        switch Int(selector % UInt64(available)) {
        case 0: return recentIntegers.0
        case 1: return recentIntegers.1
        case 2: return recentIntegers.2
        default: return recentIntegers.3
        }
    }

    /// The recorded case so far.
    var record: ChoiceRecord {
        ChoiceRecord(choices: choices, bounds: bounds, spans: spans)
    }
}
