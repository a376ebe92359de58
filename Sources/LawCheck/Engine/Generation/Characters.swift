extension Gen where Value == Unicode.Scalar {
    /// Any Unicode scalar: half the time printable ASCII, a quarter of the
    /// time from the first 0x3000 code points (Latin, Greek, Cyrillic, …
    /// combining marks), otherwise any scalar. Shrinks toward printable ASCII,
    /// starting at `a`.
    public static var unicodeScalar: Gen<Unicode.Scalar> {
        // Choice order: printable ASCII (rotated to start at "a"), then the
        // rest of the code points in order, surrogates skipped.
        let printable: UInt64 = 0x7E - 0x20 + 1
        let surrogates: UInt64 = 0xE000 - 0xD800
        let bound = 0x10FFFF - surrogates
        return Gen<Unicode.Scalar> { (source: inout ChoiceSource) throws(GenerationStop) in
            let choice = try source.draw(upTo: bound) { random in
                switch random.next() & 3 {
                case 0, 1: return random.next(upTo: printable - 1)
                case 2: return random.next(upTo: 0x3000)
                default: return random.next(upTo: bound)
                }
            }
            let codePoint: UInt64
            if choice < printable {
                codePoint = 0x20 + (choice + (0x61 - 0x20)) % printable
            } else {
                let rest = choice - printable
                let unshifted = rest < 0x20 ? rest : rest + printable
                codePoint = unshifted >= 0xD800 ? unshifted + surrogates : unshifted
            }
            return Unicode.Scalar(UInt32(codePoint)) ?? "a"
        }
    }

    /// Printable ASCII scalars (space through `~`); shrinks toward `a`.
    public static var asciiPrintable: Gen<Unicode.Scalar> {
        let alphabet =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
        return element(of: Array(alphabet.unicodeScalars))
    }
}

extension Gen where Value == Character {
    /// Characters made of one Unicode scalar (see `Gen.unicodeScalar`).
    public static var character: Gen<Character> {
        Gen<Unicode.Scalar>.unicodeScalar.map(Character.init)
    }

    /// Printable ASCII characters; shrinks toward `a`.
    public static var asciiCharacter: Gen<Character> {
        Gen<Unicode.Scalar>.asciiPrintable.map(Character.init)
    }

    /// Characters of `alphabet`; shrinks toward its first character.
    public static func character(from alphabet: String) -> Gen<Character> {
        element(of: Array(alphabet))
    }
}

extension Gen where Value == String {
    /// Strings of any Unicode scalars (non-ASCII included), `count` scalars
    /// long (default `0...size`). Adjacent scalars may combine into one
    /// `Character`.
    public static func string(count: ClosedRange<Int>? = nil) -> Gen<String> {
        string(of: .unicodeScalar, count: count)
    }

    /// Strings of printable ASCII.
    public static func asciiString(count: ClosedRange<Int>? = nil) -> Gen<String> {
        string(of: .asciiPrintable, count: count)
    }

    /// Strings of characters from `alphabet`.
    public static func string(alphabet: String, count: ClosedRange<Int>? = nil) -> Gen<String> {
        Gen<Character>.character(from: alphabet).array(count: count).map { String($0) }
    }

    /// Strings of scalars from `scalars`.
    public static func string(of scalars: Gen<Unicode.Scalar>, count: ClosedRange<Int>? = nil) -> Gen<String> {
        scalars.array(count: count).map { scalars in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            return String(text)
        }
    }

    /// Any string (see `string(count:)`).
    public static var string: Gen<String> { string() }
}
