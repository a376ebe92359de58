/// A compact, copy-pasteable encoding of a choice sequence: `v2_` followed by
/// the choices as LEB128 varints in unpadded base64url. It replays one case
/// exactly (`LAWCHECK_REPLAY=<token>`) and is what corpus entries store.
public struct ReplayToken: Hashable, Sendable, CustomStringConvertible {
    /// The choices the token replays.
    public let choices: [UInt64]

    /// A token for `choices`.
    public init(choices: [UInt64]) {
        self.choices = choices
    }

    /// The version names how generators read choices: v2 draws a forced
    /// "stop" after a collection at its maximum length, which v1 did not, so a
    /// v1 token would replay a different case.
    static let prefix = "v2_"
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Why a text is not a token.
    public struct ParseError: Error, Sendable, Equatable {
        /// A human-readable reason.
        public let reason: String
    }

    /// Parses a token printed by `description`.
    public init(parsing text: String) throws(ParseError) {
        if text.hasPrefix("v1_") {
            throw ParseError(reason: "it was recorded by an earlier LawCheck (v1), whose collections read choices differently, so it cannot replay its case; rerun with the run's LAWCHECK_SEED to find and record it again")
        }
        guard text.hasPrefix(Self.prefix) else {
            throw ParseError(reason: "it must start with \(Self.prefix)")
        }
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bufferedBits = 0
        for character in text.utf8.dropFirst(Self.prefix.utf8.count) {
            guard let digit = Self.alphabet.firstIndex(of: character) else {
                throw ParseError(reason: "it contains a character outside base64url")
            }
            buffer = (buffer << 6) | UInt32(digit)
            bufferedBits += 6
            if bufferedBits >= 8 {
                bufferedBits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bufferedBits)))
            }
        }
        var choices: [UInt64] = []
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var pending = false
        for byte in bytes {
            guard shift < 64 else { throw ParseError(reason: "a choice overflows 64 bits") }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                choices.append(value)
                value = 0
                shift = 0
                pending = false
            } else {
                shift += 7
                pending = true
            }
        }
        if pending { throw ParseError(reason: "it is truncated") }
        self.choices = choices
    }

    /// The token text.
    public var description: String {
        var bytes: [UInt8] = []
        for var choice in choices {
            while choice >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: choice) | 0x80)
                choice >>= 7
            }
            bytes.append(UInt8(choice))
        }
        var text = Self.prefix.utf8.map { $0 }
        var buffer: UInt32 = 0
        var bufferedBits = 0
        for byte in bytes {
            buffer = (buffer << 8) | UInt32(byte)
            bufferedBits += 8
            while bufferedBits >= 6 {
                bufferedBits -= 6
                text.append(Self.alphabet[Int((buffer >> UInt32(bufferedBits)) & 63)])
            }
        }
        if bufferedBits > 0 {
            text.append(Self.alphabet[Int((buffer << UInt32(6 - bufferedBits)) & 63)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
