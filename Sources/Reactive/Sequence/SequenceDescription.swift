extension ReactiveSequence: CustomStringConvertible {
    /// The values evaluated so far, and `(unresolved)` where evaluation stops,
    /// without evaluating anything (RAC prints `head = (unresolved)`):
    /// `[1, 2, (unresolved)]` for a lazy sequence read up to its second value.
    /// At most 100 values are shown.
    public var description: String {
        var shown: [String] = []
        var node = self.node
        walk: while shown.count < 100 {
            switch node {
            case .empty:
                break walk
            case .single(let value):
                shown.append(String(describing: value))
                break walk
            case .chunk(let chunk, let index):
                for value in chunk.values[index...].prefix(100 - shown.count) {
                    shown.append(String(describing: value))
                }
                node = chunk.rest.map { .deferred($0) } ?? .empty
            case .lazyBlock(let block, let index):
                let count = block.count
                for offset in index..<Swift.max(index, Swift.min(count, index + 100 - shown.count)) {
                    unsafe shown.append(String(describing: block.storage[offset]))
                }
                guard shown.count < 100 else { break walk }
                guard block.isComplete.load(ordering: .acquiring) else {
                    shown.append("(unresolved)")
                    break walk
                }
                node = unsafe block.rest.map { .deferred($0) } ?? .empty
            case .cons(let value, let thunk):
                shown.append(String(describing: value))
                node = .deferred(thunk)
            case .dynamic(let cell):
                guard let value = cell.evaluatedHead else {
                    shown.append("(unresolved)")
                    break walk
                }
                shown.append(String(describing: value))
                guard let tail = cell.evaluatedTail else {
                    shown.append("(unresolved)")
                    break walk
                }
                node = tail
            case .deferred(let thunk):
                guard let next = thunk.evaluated else {
                    shown.append("(unresolved)")
                    break walk
                }
                node = next
            }
        }
        if shown.count >= 100 { shown.append("…") }
        return "[" + shown.joined(separator: ", ") + "]"
    }
}

extension ReactiveSequence: Equatable where Value: Equatable {
    /// Sequences are equal when they hold equal values in the same order
    /// (RAC's `-isEqual:`). Evaluates both as far as needed to decide, so two
    /// equal infinite sequences never compare.
    public static func == (lhs: ReactiveSequence, rhs: ReactiveSequence) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension ReactiveSequence: Hashable where Value: Hashable {
    /// Hashes every value; evaluates the whole sequence.
    public func hash(into hasher: inout Hasher) {
        for value in self { hasher.combine(value) }
    }
}
