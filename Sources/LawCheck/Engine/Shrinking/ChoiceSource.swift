/// The recorder every generator draws its random decisions from.
///
/// A test case *is* its sequence of choices: each choice is a `UInt64` in
/// `0...bound`, and generators map smaller choices to simpler values. In
/// random mode a choice is sampled; in replay mode it is read from a given
/// (possibly shortened or mutated) sequence, clamped to its bound, and reads
/// past the end yield 0, the simplest choice. Either way the choices actually
/// used are recorded, together with labelled spans, for the shrinker.
///
/// Bounds and spans are only needed for shrinking, so they are recorded in
/// replay mode only: a failing random case is replayed once to get them.
///
/// A source is reused across cases (`reset…`) to keep its buffers' capacity:
/// generation is a hot path and should not allocate per choice. It is a
/// struct passed `inout` through generators, which lets the compiler check
/// exclusive access statically (a class would pay a dynamic exclusivity
/// check on every choice).
public struct ChoiceSource {
    @usableFromInline var prefix: [UInt64] = []
    @usableFromInline var position = 0
    @usableFromInline var randomness = Xoshiro256StarStar(seed: 0)
    @usableFromInline var isReplaying = false
    /// Whether a replay reads a byte input (a guided case) rather than choices.
    @usableFromInline var readsBytes = false
    @usableFromInline var bytes: [UInt8] = []
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

    @usableFromInline mutating func clearRecording() {
        position = 0
        readsBytes = false
        ranPastPrefix = false
        choices.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        depth = 0
        recentIntegerCount = 0
        recursionDepth = 0
    }

    /// Prepares a new random case drawing from `randomness`.
    @usableFromInline
    mutating func resetForRandom(_ randomness: Xoshiro256StarStar) {
        clearRecording()
        isReplaying = false
        prefix.removeAll(keepingCapacity: true)
        self.randomness = randomness
    }

    /// Prepares to replay `choices`.
    @usableFromInline
    mutating func resetForReplay(_ choices: [UInt64]) {
        clearRecording()
        isReplaying = true
        prefix = choices
    }

    /// Prepares to read the case from a byte input (``GuidedCase``): each
    /// choice takes the bytes its bound needs, see ``nextFromBytes(upTo:)``.
    /// Recorded like a replay, so the record holds the choices the bytes
    /// meant, which replay the same case.
    @usableFromInline
    mutating func resetForBytes(_ input: [UInt8]) {
        clearRecording()
        isReplaying = true
        readsBytes = true
        prefix.removeAll(keepingCapacity: true)
        bytes = input
    }

    /// The next choice in `0...bound` from the byte input: as many bytes as
    /// `bound` needs (none for 0, one up to 255, two up to 65,535, … eight),
    /// little-endian, 0 past the end, reduced modulo `bound + 1`. A byte then
    /// belongs to one choice, so a fuzzer's byte mutation changes one choice,
    /// and any byte value means something (clamping would map most of them
    /// to the bound: a collection's "continue?" would nearly always be 1).
    @usableFromInline
    mutating func nextFromBytes(upTo bound: UInt64) -> UInt64 {
        let count = (64 - bound.leadingZeroBitCount + 7) / 8
        var raw: UInt64 = 0
        for index in 0..<count {
            let offset = position + index
            if offset < bytes.count {
                raw |= UInt64(bytes[offset]) << UInt64(8 * index)
            } else {
                ranPastPrefix = true
            }
        }
        position += count
        return bound == .max ? raw : raw % (bound + 1)
    }

    /// Draws one choice in `0...bound`. In random mode `sample` proposes it
    /// (and may be biased however the generator likes); in replay mode the
    /// next given choice is used, clamped to `bound`, or 0 past the end (or,
    /// reading bytes, the next bytes reduced to the bound).
    @inlinable @inline(__always)
    public mutating func draw(
        upTo bound: UInt64,
        sampling sample: (inout Xoshiro256StarStar) -> UInt64
    ) throws(GenerationStop) -> UInt64 {
        if choices.count >= maxChoices { throw .overrun }
        if isReplaying {
            let value: UInt64
            if readsBytes {
                value = nextFromBytes(upTo: bound)
            } else if position < prefix.count {
                value = min(prefix[position], bound)
                position += 1
            } else {
                ranPastPrefix = true
                value = 0
                position += 1
            }
            choices.append(value)
            bounds.append(bound)
            return value
        }
        let value = min(sample(&randomness), bound)
        choices.append(value)
        return value
    }

    /// Draws an integer choice: like `draw`, but `sample` also sees recently
    /// drawn integer choices, and the result is remembered among them.
    @inlinable @inline(__always)
    mutating func drawInteger(
        upTo bound: UInt64,
        sampling sample: (inout Xoshiro256StarStar, RecentIntegers) -> UInt64
    ) throws(GenerationStop) -> UInt64 {
        let recent = RecentIntegers(values: recentIntegers, count: recentIntegerCount)
        let value = try draw(upTo: bound) { sample(&$0, recent) }
        rememberInteger(value)
        return value
    }

    /// Draws a uniformly random choice in `0...bound`.
    @inlinable
    public mutating func drawUniform(upTo bound: UInt64) throws(GenerationStop) -> UInt64 {
        try draw(upTo: bound) { $0.next(upTo: bound) }
    }

    /// Opens a labelled span at the current position; returns its handle.
    @inlinable
    public mutating func beginSpan(_ label: SpanLabel) -> Int {
        guard isReplaying else { return 0 }
        spans.append(Span(start: choices.count, end: choices.count, label: label, depth: depth))
        depth += 1
        return spans.count - 1
    }

    /// Closes the span opened by `beginSpan`.
    @inlinable
    public mutating func endSpan(_ handle: Int) {
        guard isReplaying else { return }
        depth -= 1
        spans[handle].end = choices.count
    }

    /// Closes and forgets the most recently opened span (nothing nested in it
    /// may have been recorded): used for the final "stop" choice of a
    /// collection, which is not an element and must not be deleted as one.
    @inlinable
    mutating func discardLastSpan(_ handle: Int) {
        guard isReplaying else { return }
        depth -= 1
        spans.removeLast()
    }

    /// Remembers an integer choice for collision sampling.
    @inlinable @inline(__always)
    mutating func rememberInteger(_ choice: UInt64) {
        switch recentIntegerCount & 3 {
        case 0: recentIntegers.0 = choice
        case 1: recentIntegers.1 = choice
        case 2: recentIntegers.2 = choice
        default: recentIntegers.3 = choice
        }
        recentIntegerCount += 1
    }

    /// The recorded case so far.
    var record: ChoiceRecord {
        ChoiceRecord(choices: choices, bounds: bounds, spans: spans)
    }
}
