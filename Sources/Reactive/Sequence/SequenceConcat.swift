extension ReactiveSequence {
    /// The values of `self`, then those of `other` (RAC's `-concat:`).
    ///
    /// Lazy: nothing is evaluated until read, and `other` is not touched until
    /// `self` is exhausted. Chains built one `concat` at a time are kept flat,
    /// so `s.concat(a).concat(b)…` over 10^5 sequences neither nests evaluation
    /// nor grows the stack. On an eager sequence both are evaluated at once and
    /// the result is eager.
    @inlinable
    public func concat(_ other: ReactiveSequence) -> ReactiveSequence {
        if isEager { return ReactiveSequence(array + other.array).eagerSequence }
        let prefix = concatenated ?? SequenceConcatParts.Prefix(parts: SequenceConcatParts([self]), count: 1)
        return Self.concatenation(prefix.appending(other.concatenated?.sequences ?? [other]))
    }

    /// The values of each sequence in turn (RAC's `+concat:`); same evaluation
    /// as ``concat(_:)``, from any `Sequence` of sequences, as
    /// ``Signal/concat(_:)-swift.type.method`` takes (read once, at once). An empty one gives the empty sequence.
    @inlinable
    public static func concat<S: Sequence>(_ sequences: S) -> ReactiveSequence where S.Element == ReactiveSequence {
        let list = Array(sequences)
        return concatenation(SequenceConcatParts.Prefix(parts: SequenceConcatParts(list), count: list.count))
    }

    @inlinable
    static func concatenation(_ parts: SequenceConcatParts<Value>.Prefix) -> ReactiveSequence {
        ReactiveSequence(
            node: .deferred(
                SequenceThunk { demand in concatenationStep(.empty, parts: parts, next: 0, demand: demand) }),
            concatenated: parts
        )
    }

    /// `current`, then `parts[next...]`, with the front evaluated for a reader
    /// about to read `demand` values: skips empty parts in a loop and gathers
    /// consecutive parts that are already evaluated into one block (running
    /// no closure for them).
    @inlinable
    static func concatenationStep(
        _ current: ReactiveSequence,
        parts: SequenceConcatParts<Value>.Prefix,
        next: Int,
        demand: Int
    ) -> ReactiveSequence {
        var current = current
        var next = next
        var gathered: [Value] = []
        while true {
            let node =
                gathered.isEmpty || current.node.isHeadEvaluated ? current.node.resolved(demand: demand) : current.node
            switch node {
            case .empty:
                if next == parts.count { return .block(gathered, then: nil) }
                current = parts.sequence(at: next)
                next += 1
                continue
            case .single(let value) where gathered.count < SequenceNode<Value>.maximumBlock:
                gathered.append(value)
                current = .empty
                continue
            case .chunk(let chunk, let index)
            where chunk.rest == nil && gathered.count < SequenceNode<Value>.maximumBlock:
                gathered.append(contentsOf: chunk.values[index...])
                current = .empty
                continue
            default:
                break
            }
            if next == parts.count && gathered.isEmpty { return ReactiveSequence(node: node) }
            let remaining = next
            if !gathered.isEmpty {
                let rest = ReactiveSequence(node: node)
                return .block(
                    gathered,
                    then: SequenceThunk { demand in
                        concatenationStep(rest, parts: parts, next: remaining, demand: demand)
                    })
            }
            switch node {
            case .single(let value):
                return .block(
                    [value],
                    then: SequenceThunk { demand in
                        concatenationStep(.empty, parts: parts, next: remaining, demand: demand)
                    })
            case .cons(let value, let thunk):
                return ReactiveSequence(
                    node: .cons(
                        value,
                        SequenceThunk { demand in
                            concatenationStep(
                                ReactiveSequence(node: .deferred(thunk)), parts: parts, next: remaining, demand: demand)
                        }))
            case .chunk(let chunk, let index):
                let rest = chunk.rest
                return .block(
                    chunk.values, from: index,
                    then: SequenceThunk { demand in
                        concatenationStep(
                            rest.map { ReactiveSequence(node: .deferred($0)) } ?? .empty, parts: parts, next: remaining,
                            demand: demand)
                    })
            case .lazyBlock(let block, let index):
                // The values evaluated for this demand (copied: running no
                // closure), then the rest of the block, then the other parts.
                let count = block.count
                let values = unsafe Array(UnsafeBufferPointer(start: block.storage + index, count: count &- index))
                return .block(
                    values,
                    then: SequenceThunk { demand in
                        concatenationStep(
                            ReactiveSequence(node: .lazyBlock(block, count)), parts: parts, next: remaining,
                            demand: demand)
                    })
            case .dynamic(let cell):
                return ReactiveSequence(
                    node: .dynamic(
                        SequenceCell(
                            head: { cell.head },
                            tail: {
                                concatenationStep(
                                    ReactiveSequence(node: cell.tail), parts: parts, next: remaining, demand: 1)
                            })))
            case .empty, .deferred:
                preconditionFailure("handled above")
            }
        }
    }
}

/// The sequences of concatenations, kept as data so that chaining `concat`
/// does not nest one evaluation inside another.
///
/// Concatenations built from one another share storage: a chain
/// `s.concat(a).concat(b)…` appends in place while it extends the longest
/// prefix so far, so building it is amortized O(1) per `concat`; a branch off
/// an older prefix copies.
@usableFromInline
final class SequenceConcatParts<Value: Sendable>: Sendable {
    /// The first `count` sequences of a shared list: one concatenation.
    @usableFromInline
    struct Prefix: Sendable {
        @usableFromInline
        init(parts: SequenceConcatParts, count: Int) {
            self.parts = parts
            self.count = count
        }

        @usableFromInline let parts: SequenceConcatParts
        @usableFromInline let count: Int

        @usableFromInline
        var sequences: [ReactiveSequence<Value>] { parts.storage.withLock { Array($0[..<count]) } }

        @inlinable
        func sequence(at index: Int) -> ReactiveSequence<Value> {
            parts.storage.withLock { $0[index] }
        }

        @usableFromInline
        func appending(_ more: [ReactiveSequence<Value>]) -> Prefix {
            let extended = parts.storage.withLock { storage -> Bool in
                guard storage.count == count else { return false }
                storage.append(contentsOf: more)
                return true
            }
            if extended { return Prefix(parts: parts, count: count + more.count) }
            return Prefix(parts: SequenceConcatParts(sequences + more), count: count + more.count)
        }
    }

    // Locked: chains may be extended from several threads; entries below any prefix's count never change.
    @usableFromInline let storage: Locked<[ReactiveSequence<Value>]>

    @usableFromInline
    init(_ sequences: [ReactiveSequence<Value>]) { storage = Locked(sequences) }
}
