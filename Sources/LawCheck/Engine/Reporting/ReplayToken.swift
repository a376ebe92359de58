/// A compact, copy-pasteable encoding of a choice sequence, which replays one
/// case exactly (`LAWCHECK_REPLAY=<token>`) and is what corpus entries store:
///
/// - `v3_<fingerprint>_<choices>` (printed now): `<fingerprint>` is 8 hex
///   digits of a stable hash of the name of the property the token was printed
///   for, so `LAWCHECK_REPLAY` replays it only in that property; other
///   properties run as usual and say why in a warning.
/// - `v2_<choices>` (printed before v3, and by `init(choices:)`): the same
///   choices, no property. Still read — corpus files hold them, and a corpus
///   file belongs to its property by its name — and replayed by
///   `LAWCHECK_REPLAY` wherever they fit, with a warning that the token cannot
///   say which property it is for.
///
/// `<choices>` are LEB128 varints in unpadded base64url. Only text exactly as
/// LawCheck prints it is accepted: a truncated or altered token is refused,
/// never replayed as another case.
public struct ReplayToken: Hashable, Sendable, CustomStringConvertible {
    /// The choices the token replays.
    public let choices: [UInt64]
    /// The fingerprint of the property name the token was printed for; nil
    /// for a v2 token, which names no property.
    public let propertyFingerprint: UInt32?

    /// A v2 token for `choices`, naming no property.
    public init(choices: [UInt64]) {
        self.choices = choices
        propertyFingerprint = nil
    }

    /// A v3 token for `choices` of the property named `propertyName`.
    public init(choices: [UInt64], propertyName: String) {
        self.choices = choices
        propertyFingerprint = Self.fingerprint(of: propertyName)
    }

    /// Whether the token was printed for the property `name`: nil for a v2
    /// token, which cannot tell.
    public func belongs(toProperty name: String) -> Bool? {
        propertyFingerprint.map { $0 == Self.fingerprint(of: name) }
    }

    /// A stable 32-bit hash of a property name (FNV-1a mixed by SplitMix64):
    /// the same on every run and machine.
    static func fingerprint(of name: String) -> UInt32 {
        UInt32(truncatingIfNeeded: SplitMix64.mix(Seed.stableHash(name) ^ 0x7265_706C_6179) >> 32)
    }

    /// The version names how generators read choices: since v2, a forced
    /// "stop" is drawn after a collection at its maximum length, which v1 did
    /// not, so a v1 token would replay a different case. v3 reads choices as
    /// v2 does and adds the property fingerprint.
    static let prefix = "v3_"
    static let propertylessPrefix = "v2_"
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    static let hexDigits = Array("0123456789abcdef".utf8)

    /// Why a text is not a token.
    public struct ParseError: Error, Sendable, Equatable {
        /// A human-readable reason.
        public let reason: String
    }

    /// Parses a token exactly as `description` prints it.
    public init(parsing text: String) throws(ParseError) {
        if text.hasPrefix("v1_") {
            throw ParseError(
                reason:
                    "it was recorded by an earlier LawCheck (v1), whose collections read choices differently, so it cannot replay its case; rerun with the run's LAWCHECK_SEED to find and record it again"
            )
        }
        let payload: Substring.UTF8View
        if text.hasPrefix(Self.propertylessPrefix) {
            propertyFingerprint = nil
            payload = text.utf8.dropFirst(Self.propertylessPrefix.utf8.count)
        } else if text.hasPrefix(Self.prefix) {
            let rest = text.utf8.dropFirst(Self.prefix.utf8.count)
            let hex = rest.prefix(8)
            guard hex.count == 8, hex.allSatisfy({ Self.hexDigits.contains($0) }),
                rest.dropFirst(8).first == UInt8(ascii: "_"),
                let fingerprint = UInt32(String(decoding: hex, as: UTF8.self), radix: 16)
            else {
                throw ParseError(reason: "after \(Self.prefix) it needs 8 lower-case hex digits and _")
            }
            propertyFingerprint = fingerprint
            payload = Substring(text).utf8.dropFirst(Self.prefix.utf8.count + 9)
        } else {
            throw ParseError(reason: "it must start with \(Self.prefix) (or \(Self.propertylessPrefix))")
        }
        choices = try Self.decode(payload)
        guard description == text else {
            throw ParseError(
                reason:
                    "it is truncated or altered: LawCheck never prints it so (a token that decodes to the same choices reads \(description))"
            )
        }
    }

    static func decode(_ payload: Substring.UTF8View) throws(ParseError) -> [UInt64] {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bufferedBits = 0
        for character in payload {
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
        return choices
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
        var text: [UInt8]
        if let propertyFingerprint {
            let hex = String(propertyFingerprint, radix: 16)
            text = Array((Self.prefix + String(repeating: "0", count: 8 - hex.count) + hex + "_").utf8)
        } else {
            text = Array(Self.propertylessPrefix.utf8)
        }
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
