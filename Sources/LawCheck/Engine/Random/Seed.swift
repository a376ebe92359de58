/// A 64-bit run seed, printed and parsed as hexadecimal (`0x…`).
public struct Seed: Hashable, Sendable, CustomStringConvertible {
    /// The seed's bits.
    public let rawValue: UInt64

    /// A seed with the given bits.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Parses `0x` followed by 1–16 hexadecimal digits (either case);
    /// returns `nil` for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("0x") || text.hasPrefix("0X") else { return nil }
        let digits = text.dropFirst(2)
        // Only digits: `UInt64(_:radix:)` alone would also take a sign (`0x+f`, `0x-0`).
        guard !digits.isEmpty, digits.count <= 16, digits.utf8.allSatisfy({ $0.isHexDigit }),
            let value = UInt64(digits, radix: 16)
        else { return nil }
        rawValue = value
    }

    /// `0x` followed by exactly 16 lower-case hexadecimal digits.
    public var description: String {
        let digits = String(rawValue, radix: 16)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The seed a property named `name` actually uses: the run seed mixed with
    /// a stable (FNV-1a) hash of the name, so properties sharing one run seed
    /// still explore different cases, and `Hasher` (seeded per process) is
    /// never involved.
    func derived(forProperty name: String) -> UInt64 {
        SplitMix64.mix(rawValue ^ Self.stableHash(name))
    }

    /// FNV-1a over the UTF-8 bytes: identical on every run and machine.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII hexadecimal digit (either case).
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
