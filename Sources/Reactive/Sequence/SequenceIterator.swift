extension ReactiveSequence: Swift.Sequence {
    /// Walks a sequence value by value (RAC's `objectEnumerator`,
    /// `RACSequenceEnumerator`), evaluating each value only when it is reached.
    ///
    /// The iterator holds only what is still ahead, so the part of a sequence
    /// already walked can be released while iterating (if nothing else holds it).
    public struct Iterator: IteratorProtocol, Sendable {
        /// The block being walked: `values[index..<values.count]` are next.
        @usableFromInline var values: [Value]
        @usableFromInline var index: Int
        /// What follows the block.
        @usableFromInline var rest: SequenceNode<Value>

        @inlinable
        init(_ node: SequenceNode<Value>) {
            values = []
            index = 0
            rest = node
        }

        @inlinable
        public mutating func next() -> Value? {
            if index < values.count {
                defer { index &+= 1 }
                return values[index]
            }
            return nextFromRest()
        }

        @inlinable
        mutating func nextFromRest() -> Value? {
            switch rest.resolved {
            case .empty:
                values = []
                index = 0
                rest = .empty
                return nil
            case .single(let value):
                values = []
                index = 0
                rest = .empty
                return value
            case .chunk(let chunk, let start):
                values = chunk.values
                index = start &+ 1
                rest = chunk.rest.map { .deferred($0) } ?? .empty
                return values[start]
            case .dynamic(let head, let tail):
                values = []
                index = 0
                rest = .deferred(tail)
                return head.value
            case .deferred:
                preconditionFailure("a resolved node is never deferred")
            }
        }

        /// The next values that are stored together, at most `maximum` of them
        /// (at least one), or `nil` at the end: lets block operators run a
        /// tight loop over a slice instead of a call per value.
        @inlinable
        mutating func nextRun(maximum: Int) -> ArraySlice<Value>? {
            if index >= values.count {
                guard let first = nextFromRest() else { return nil }
                if index >= values.count { return [first] }
                index &-= 1
            }
            let end = Swift.min(values.count, index &+ maximum)
            defer { index = end }
            return values[index..<end]
        }

        /// Whether the next value (or the end) is known without running any closure.
        @inlinable
        var isNextEvaluated: Bool {
            index < values.count || rest.isHeadEvaluated
        }
    }

    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(node)
    }

    /// The number of values already evaluated in a row at the front; a lower
    /// bound for the sequence's length that evaluates nothing.
    @inlinable
    public var underestimatedCount: Int {
        if case .chunk(let chunk, let index) = node { chunk.values.count - index } else { 0 }
    }

    /// All the values, in order (RAC's `array`). Evaluates the whole sequence,
    /// so it never returns for an infinite one.
    @inlinable
    public var array: [Value] {
        if case .chunk(let chunk, let index) = node, chunk.rest == nil {
            return index == 0 ? chunk.values : Array(chunk.values[index...])
        }
        var result: [Value] = []
        result.reserveCapacity(underestimatedCount)
        var iterator = makeIterator()
        while let run = iterator.nextRun(maximum: .max) { result.append(contentsOf: run) }
        return result
    }

    /// An iterator over the values (RAC's `objectEnumerator`); same as ``makeIterator()``.
    @inlinable
    public var objectEnumerator: Iterator { makeIterator() }
}
