/// Where a case came from.
@usableFromInline
enum CaseOrigin: Sendable, CustomStringConvertible {
    case replayToken
    case corpus(path: String, line: Int)
    /// A coverage-guided fuzzer's input (``GuidedCase``).
    case guided
    /// 1-based random case number.
    case random(Int)

    @usableFromInline
    var description: String {
        switch self {
        case .replayToken: "the LAWCHECK_REPLAY case"
        case .corpus(let path, let line): "corpus entry \(path):\(line)"
        case .guided: "the guided case"
        case .random(let number): "case \(number)"
        }
    }

    @usableFromInline
    var caseNumber: Int? {
        if case .random(let number) = self { return number }
        return nil
    }

    var isCorpusEntry: Bool {
        if case .corpus = self { return true }
        return false
    }
}

/// One case ready for the property.
@usableFromInline
struct PlannedCase<Value> {
    @usableFromInline let value: Value
    @usableFromInline let origin: CaseOrigin

    @inlinable
    init(value: Value, origin: CaseOrigin) {
        self.value = value
        self.origin = origin
    }
}
