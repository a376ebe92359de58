/// Maps an integer range onto choices `0...bound` so that smaller choices are
/// simpler values: choice 0 is the *simplest* value (0 if the range holds it,
/// else the bound nearest 0), then values alternate above and below it by
/// increasing distance (zigzag), and once one side is exhausted the rest of
/// the other side follows.
///
/// Values are handled as order-preserving `UInt64`s so one implementation
/// serves every fixed-width integer type.
@usableFromInline
struct IntegerCoding: Sendable {
    @usableFromInline let simplest: UInt64
    @usableFromInline let lower: UInt64
    @usableFromInline let upper: UInt64
    /// How far the range extends above / below the simplest value.
    @usableFromInline let above: UInt64
    @usableFromInline let below: UInt64
    /// Both sides are covered alternately up to this distance.
    @usableFromInline let alternating: UInt64
    /// The largest choice.
    @usableFromInline let bound: UInt64

    @inlinable
    init(lower: UInt64, upper: UInt64, simplest: UInt64) {
        self.lower = lower
        self.upper = upper
        self.simplest = simplest
        above = upper - simplest
        below = simplest - lower
        alternating = min(above, below)
        bound = upper - lower
    }

    @inlinable @inline(__always)
    func decode(_ choice: UInt64) -> UInt64 {
        if choice == 0 { return simplest }
        if choice / 2 < alternating || (choice / 2 == alternating && choice & 1 == 0) {
            return choice & 1 == 1 ? simplest + (choice / 2 + 1) : simplest - choice / 2
        }
        return above > below ? simplest + (choice - alternating) : simplest - (choice - alternating)
    }

    @inlinable
    func encode(_ value: UInt64) -> UInt64 {
        if value >= simplest {
            let distance = value - simplest
            if distance == 0 { return 0 }
            return distance <= alternating ? 2 * distance - 1 : distance + alternating
        }
        let distance = simplest - value
        return distance <= alternating ? 2 * distance : distance + alternating
    }

    /// A random choice biased towards interesting values: the edges (the
    /// simplest value, ±1 around it, both bounds and their neighbours), values
    /// close to recently drawn integers (so equal and adjacent values are
    /// common), and magnitudes spread over 4, 8, 16, 32 and 64 bits rather
    /// than uniform (which would almost always be huge). A magnitude that
    /// covers half the range or more is not a small one: the draw is uniform
    /// over the range instead, where it would favour the lower half (four
    /// bits in `0...30` draw `0...15` only, and `e - a == 7` for `a` and `e`
    /// in `0...30` needs `e` in the upper half).
    @inlinable @inline(__always)
    func sample(_ random: inout Xoshiro256StarStar, recent: RecentIntegers) -> UInt64 {
        let selector = random.next()
        switch selector & 15 {
        case 0:
            switch (selector >> 8) % 7 {
            case 0: return 0
            case 1: return 1
            case 2: return 2
            case 3: return encode(lower)
            case 4: return encode(upper)
            case 5: return encode(lower == upper ? lower : lower + 1)
            default: return encode(lower == upper ? upper : upper - 1)
            }
        case 1, 2:
            if let recent = recent.pick(selector >> 16) {
                // Half the time the same value, else a neighbour.
                switch (selector >> 8) & 7 {
                case 0, 1, 2, 3: return recent
                case 4: return recent &+ 1
                case 5: return recent &+ 2
                case 6: return recent > 0 ? recent - 1 : 0
                default: return recent > 1 ? recent - 2 : 0
                }
            }
            fallthrough
        default:
            let bits: UInt64
            switch (selector >> 4) % 5 {
            case 0: bits = 4
            case 1: bits = 8
            case 2: bits = 16
            case 3: bits = 32
            default: bits = 64
            }
            let mask = bits == 64 ? UInt64.max : (1 << bits) - 1
            // A mask equal to the bound is the uniform draw already.
            if mask == bound || mask < bound / 2 { return random.next() & mask }
            return random.next(upTo: bound)
        }
    }
}

/// Order-preserving conversions between fixed-width integers and `UInt64`.
@usableFromInline
enum OrderedBits {
    @inlinable
    static func encode<T: FixedWidthInteger>(_ value: T) -> UInt64 {
        T.isSigned ? UInt64(bitPattern: Int64(value)) ^ (1 << 63) : UInt64(value)
    }

    @inlinable
    static func decode<T: FixedWidthInteger>(_ bits: UInt64, as type: T.Type) -> T {
        T.isSigned ? T(truncatingIfNeeded: Int64(bitPattern: bits ^ (1 << 63))) : T(truncatingIfNeeded: bits)
    }
}
