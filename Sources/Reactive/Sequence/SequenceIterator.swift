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
        /// A lazy block being walked (after `values`, before `rest`, which is
        /// then empty): its values from `blockIndex` on come next, evaluated
        /// as they are reached, then what follows the block. Kept apart from
        /// `rest` so that a read within the block touches no enum and no
        /// reference count.
        @usableFromInline var block: SequenceLazyBlock<Value>?
        @usableFromInline var blockIndex: Int
        /// What follows the block.
        @usableFromInline var rest: SequenceNode<Value>
        /// A head/tail cell whose head was the last value read: its tail
        /// follows (and comes before `rest`, which is then empty). Kept apart
        /// so that reading the head does not evaluate the tail.
        @usableFromInline var pendingTail: SequenceCell<Value>?

        @inlinable
        init(_ node: SequenceNode<Value>) {
            values = []
            index = 0
            block = nil
            blockIndex = 0
            rest = node
            pendingTail = nil
            if case .lazyBlock(let lazyBlock, let start) = node {
                block = lazyBlock
                blockIndex = start
                rest = .empty
            }
        }

        /// The next value; evaluates one value (the one returned) if it is not
        /// evaluated yet.
        @inlinable
        public mutating func next() -> Value? {
            next(demand: 1)
        }

        /// The next value, for a reader that is about to read `demand` values
        /// in all (this one included): a lazy step evaluated here evaluates
        /// that many at once, none of which the reader does not read.
        @inlinable
        mutating func next(demand: Int) -> Value? {
            if index < values.count {
                defer { index &+= 1 }
                return values[index]
            }
            return nextFromRest(demand: demand)
        }

        @inlinable
        mutating func nextFromRest(demand: Int) -> Value? {
            if self.block != nil {
                // Not retained: `self.block` holds it for this whole branch.
                // Soundness (lifetimes): `self` is borrowed `inout` for the
                // call, so nothing else can replace `self.block` meanwhile,
                // and this branch replaces it only after its last use of
                // `block`.
                unowned(unsafe) let block = unsafe self.block.unsafelyUnwrapped
                let start = blockIndex
                let target = unsafe demand >= block.capacity &- start ? block.capacity : start &+ demand
                if unsafe start < block.evaluate(upTo: target) {
                    blockIndex = start &+ 1
                    return unsafe block.storage[start]
                }
                // The block ended before `start`: what follows it is next.
                rest = unsafe block.rest.map { .deferred($0) } ?? .empty
                self.block = nil
            }
            if let cell = pendingTail {
                let tail = cell.tail
                if case .dynamic(let next) = tail {
                    // A list of head/tail cells: straight from cell to cell.
                    pendingTail = next
                    return next.head
                }
                pendingTail = nil
                rest = tail
            }
            switch rest.resolved(demand: demand) {
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
            case .cons(let value, let thunk):
                values = []
                index = 0
                rest = .deferred(thunk)
                return value
            case .chunk(let chunk, let start):
                values = chunk.values
                index = start &+ 1
                rest = chunk.rest.map { .deferred($0) } ?? .empty
                return values[start]
            case .lazyBlock(let lazyBlock, let start):
                values = []
                index = 0
                rest = .empty
                block = lazyBlock
                blockIndex = start &+ 1
                return unsafe lazyBlock.storage[start]
            case .dynamic(let cell):
                values = []
                index = 0
                rest = .empty
                pendingTail = cell
                return cell.head
            case .deferred:
                preconditionFailure("a resolved node is never deferred")
            }
        }

        /// Calls `body` with the next values that are already evaluated and
        /// stored together (at most `maximum`, at least one) and returns
        /// true; returns false, evaluating nothing, when there are none:
        /// lets block operators run a tight loop over a buffer instead of a
        /// call per value. Follow a false with ``next(demand:)``.
        @inlinable
        mutating func withEvaluatedRun(maximum: Int, _ body: (UnsafeBufferPointer<Value>) throws -> Void) rethrows
            -> Bool
        {
            if index < values.count {
                let end = index &+ Swift.min(values.count &- index, maximum)
                let start = index
                index = end
                unsafe try values.withUnsafeBufferPointer {
                    unsafe try body(UnsafeBufferPointer(rebasing: $0[start..<end]))
                }
                return true
            }
            if self.block != nil {
                // Not retained: `self.block` holds it for this whole branch.
                // Soundness (lifetimes): `self` is borrowed `inout` for the
                // call, so nothing else can replace `self.block` meanwhile,
                // and this branch replaces it only after its last use of
                // `block`.
                unowned(unsafe) let block = unsafe self.block.unsafelyUnwrapped
                let start = blockIndex
                let available = unsafe block.count &- start
                guard available > 0 else { return false }
                let taken = Swift.min(available, maximum)
                blockIndex = start &+ taken
                unsafe try body(UnsafeBufferPointer(start: block.storage + start, count: taken))
                return true
            }
            return false
        }

        /// Calls `body` with every remaining value, a run at a time, for a
        /// reader that reads everything: lazy steps evaluate whole blocks.
        @inlinable
        mutating func forEachRun(_ body: (UnsafeBufferPointer<Value>) throws -> Void) rethrows {
            while true {
                if unsafe try withEvaluatedRun(maximum: .max, body) { continue }
                guard let value = nextFromRest(demand: .max) else { return }
                if index < values.count {
                    // A block: hand it over whole, this value included.
                    index &-= 1
                    continue
                }
                if block != nil {
                    // Likewise for a lazy block, now evaluated as far as it goes.
                    blockIndex &-= 1
                    continue
                }
                unsafe try withUnsafePointer(to: value) { unsafe try body(UnsafeBufferPointer(start: $0, count: 1)) }
            }
        }

        /// Whether the next value (or the end) is known without running any closure.
        @inlinable
        var isNextEvaluated: Bool {
            if index < values.count { return true }
            if let block { return SequenceNode.lazyBlock(block, blockIndex).isHeadEvaluated }
            if let cell = pendingTail { return cell.evaluatedTail?.isHeadEvaluated ?? false }
            return rest.isHeadEvaluated
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
        unsafe iterator.forEachRun { unsafe result.append(contentsOf: $0) }
        return result
    }

    /// An iterator over the values (RAC's `objectEnumerator`); same as ``makeIterator()``.
    @inlinable
    public var objectEnumerator: Iterator { makeIterator() }
}
