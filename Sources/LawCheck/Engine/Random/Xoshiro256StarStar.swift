/// xoshiro256** (Blackman & Vigna 2018): LawCheck's only source of randomness.
///
/// Fast, 256 bits of state, seeded through SplitMix64 so that any 64-bit seed
/// (including 0) gives a good state. The system generator is never used:
/// determinism across runs and machines depends on owning the algorithm.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// A generator whose stream is fully determined by `seed`.
    @inlinable
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    @inlinable @inline(__always)
    static func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 &- k))
    }

    /// The next 64 random bits.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = Self.rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = Self.rotateLeft(s3, by: 45)
        return result
    }

    /// A uniformly distributed value in `0...bound` (Lemire's nearly
    /// division-free method, unbiased thanks to the rejection step).
    @inlinable
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return product.high
    }

    /// An independent generator derived from this one's stream; used to give
    /// every test case its own stream so cases don't depend on each other's
    /// consumption.
    @inlinable
    public mutating func split() -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: next())
    }
}
