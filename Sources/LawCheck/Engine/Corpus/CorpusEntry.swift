/// One corpus line: the choices that replay a failing case, and the case as
/// it was printed when recorded (escaped onto one line):
///
///     v3_66db1a41_AQIA [0, 1]
///
/// (Entries recorded before v3 tokens hold `v2_…` tokens; both are read.)
public struct CorpusEntry: Hashable, Sendable {
    /// Replays the case exactly.
    public let token: ReplayToken
    /// The counterexample as printed when it was recorded (unescaped).
    public let printedValue: String

    /// An entry for `token`, printed as `printedValue`.
    public init(token: ReplayToken, printedValue: String) {
        self.token = token
        self.printedValue = printedValue
    }

    /// The entry as one line of text.
    public var line: String {
        token.description + " " + Self.escape(printedValue)
    }

    /// Parses one non-comment line; the error says what is wrong with it.
    public init(parsing line: String) throws(CorpusError) {
        guard let space = line.firstIndex(of: " ") else {
            throw CorpusError("expected \"<token> <counterexample>\", found no space")
        }
        do {
            token = try ReplayToken(parsing: String(line[..<space]))
        } catch {
            throw CorpusError("bad replay token: \(error.reason)")
        }
        let printed = line[line.index(after: space)...]
        guard !printed.isEmpty else { throw CorpusError("the counterexample is missing") }
        printedValue = try Self.unescape(printed)
    }

    /// Backslash-escapes backslashes, newlines, carriage returns and tabs so
    /// any printed value fits on one line.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }

    static func unescape(_ text: Substring) throws(CorpusError) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "\\": result += "\\"
                case "n": result += "\n"
                case "r": result += "\r"
                case "t": result += "\t"
                default: throw CorpusError("unknown escape \\\(character)")
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { throw CorpusError("the line ends inside an escape") }
        return result
    }
}
