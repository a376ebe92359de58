/// An immutable, pull-driven, lazily evaluated and memoized sequence of values
/// (RAC's `RACSequence`).
///
/// A sequence is a `head` (its first value) and a `tail` (the sequence of the
/// rest). Both are computed on first access and kept: every closure behind a
/// sequence runs at most once, even when several threads read it at once, so
/// a sequence may be shared freely and read again without re-running work.
///
/// Sequences are **lazy** by default: operators (`map`, `filter`,
/// `flattenMap`, `concat`, `zip`, `take`, …, all of `ReactiveStream`) build a
/// description and evaluate nothing until a value is read, so infinite
/// sequences work. ``eagerSequence`` gives the eager form (RAC's
/// `RACEagerSequence`), whose operators evaluate everything at once, and
/// ``lazySequence`` turns it back.
///
/// A lazy result evaluates at most what is read, each element at most once:
/// every closure behind it (`map`'s, `filter`'s, `bind`'s, head and tail
/// closures) runs only for the values a reader actually reaches. Readers that
/// read everything (`foldLeft`, `array`, an eager sequence) make lazy
/// operators evaluate blocks of up to 4,096 values at once, so persistent lazy
/// sequences do not allocate a cell per element; readers that read value by
/// value (an iterator, `head`/`tail`) evaluate one value per read, exactly as
/// RAC does.
///
/// `ReactiveSequence` is also a Swift `Sequence` (`for value in sequence`,
/// `Array(sequence)`); see ``array``.
///
/// The name avoids Swift's `Sequence` and `LazySequence`.
public struct ReactiveSequence<Value: Sendable>: Sendable {
    @usableFromInline let node: SequenceNode<Value>

    /// Whether this is the eager form (RAC's `RACEagerSequence`).
    public let isEager: Bool

    /// Set when this sequence concatenates others, so that further `concat`s
    /// extend the list instead of nesting one inside another.
    @usableFromInline let concatenated: SequenceConcatParts<Value>.Prefix?

    @inlinable
    init(node: SequenceNode<Value>, isEager: Bool = false, concatenated: SequenceConcatParts<Value>.Prefix? = nil) {
        self.node = node
        self.isEager = isEager
        self.concatenated = concatenated
    }

    /// A lazy sequence whose first step is computed by `step` when first read,
    /// for a reader about to read `demand` values (see ``SequenceThunk``).
    @inlinable
    static func deferred(_ step: @escaping @Sendable (_ demand: Int) -> ReactiveSequence) -> ReactiveSequence {
        ReactiveSequence(node: .deferred(SequenceThunk(step)))
    }

    /// `values[index...]`, then `rest` (a lazy sequence), without copying
    /// `values`; a lone value needs no chunk.
    @inlinable
    static func block(_ values: [Value], from index: Int = 0, then rest: SequenceThunk<Value>?) -> ReactiveSequence {
        let count = values.count &- index
        if count <= 0 {
            return rest.map { ReactiveSequence(node: .deferred($0)) } ?? .empty
        }
        if count == 1 {
            guard let rest else { return ReactiveSequence(node: .single(values[index])) }
            return ReactiveSequence(node: .cons(values[index], rest))
        }
        return ReactiveSequence(node: .chunk(SequenceChunk(values, rest: rest), index))
    }

    /// The values of `array`, in order, already evaluated (RAC's `RACArraySequence`).
    @inlinable
    public init(_ array: [Value]) {
        self = .block(array, then: nil)
    }

    /// A sequence whose head is `head()` and whose tail is `tail()`, each run on
    /// first access and memoized (RAC's `+sequenceWithHeadBlock:tailBlock:`).
    ///
    /// Reading ``head`` runs `head` only; reading ``tail`` runs `tail` only. A
    /// `tail` closure may return `.empty` to end the sequence, or a sequence
    /// that refers back to this one (an infinite cycle).
    @inlinable
    public init(
        head: @escaping @Sendable () -> Value,
        tail: @escaping @Sendable () -> ReactiveSequence
    ) {
        self.init(node: .dynamic(SequenceCell(head: head, tail: tail)))
    }

    /// A sequence whose head and tail both depend on a value computed once,
    /// on first access to either (RAC's
    /// `+sequenceWithLazyDependency:headBlock:tailBlock:`).
    ///
    /// `dependency` runs at most once, before the first of `head` and `tail`.
    public init<Dependency: Sendable>(
        lazyDependency dependency: @escaping @Sendable () -> Dependency,
        head: @escaping @Sendable (Dependency) -> Value,
        tail: @escaping @Sendable (Dependency) -> ReactiveSequence
    ) {
        let shared = Memo(dependency)
        self.init(head: { head(shared.value) }, tail: { tail(shared.value) })
    }

    /// A sequence holding `value` alone (RAC's `+return:`, `RACUnarySequence`).
    @inlinable
    public static func `return`(_ value: Value) -> ReactiveSequence {
        ReactiveSequence(node: .single(value))
    }

    /// The sequence with no values (RAC's `+empty`, `RACEmptySequence`).
    @inlinable
    public static var empty: ReactiveSequence { ReactiveSequence(node: .empty) }

    /// The first value, or `nil` for an empty sequence (RAC's `head`).
    /// Evaluates the first value if it has not been evaluated yet.
    @inlinable
    public var head: Value? {
        // An evaluated chunk, the common case of a walk, needs no copy of the node.
        if case .chunk(let chunk, let index) = node { return chunk.values[index] }
        return switch node.resolved(demand: 1) {
        case .empty: nil
        case .single(let value), .cons(let value, _): value
        case .chunk(let chunk, let index): chunk.values[index]
        case .lazyBlock(let block, let index): unsafe block.storage[index]
        case .dynamic(let cell): cell.head
        case .deferred: preconditionFailure("a resolved node is never deferred")
        }
    }

    /// The sequence after the first value; empty for an empty or one-value
    /// sequence (RAC's `tail`, which is `nil` there instead).
    ///
    /// For a sequence built with ``init(head:tail:)`` this runs the tail
    /// closure (not the head closure); elsewhere the tail's own values stay
    /// unevaluated until read.
    @inlinable
    public var tail: ReactiveSequence {
        let rest: ReactiveSequence
        if case .chunk(let chunk, let index) = node, index &+ 1 < chunk.values.count {
            rest = ReactiveSequence(node: .chunk(chunk, index &+ 1))
            return isEager ? rest.eagerSequence : rest
        }
        switch node.resolved(demand: 1) {
        case .empty, .single:
            rest = .empty
        case .cons(_, let thunk):
            rest = ReactiveSequence(node: .deferred(thunk))
        case .chunk(let chunk, let index):
            // The same chunk from the next index: a walk by head and tail
            // allocates nothing until the chunk's last value.
            let next = index &+ 1
            if next < chunk.values.count {
                rest = ReactiveSequence(node: .chunk(chunk, next))
            } else {
                rest = chunk.rest.map { ReactiveSequence(node: .deferred($0)) } ?? .empty
            }
        case .lazyBlock(let block, let index):
            rest = ReactiveSequence(node: .lazyBlock(block, index + 1))
        case .dynamic(let cell):
            rest = ReactiveSequence(node: cell.tail)
        case .deferred:
            preconditionFailure("a resolved node is never deferred")
        }
        return isEager ? rest.eagerSequence : rest
    }

    /// Whether the sequence has no values. Evaluates the first step if needed.
    @inlinable
    public var isEmpty: Bool {
        if case .empty = node.resolved(demand: 1) { true } else { false }
    }
}

/// The ``ReactiveStream/Family`` tag of every `ReactiveSequence`.
public enum SequenceFamily {}

extension ReactiveSequence {
    /// Reinterprets a stream of the sequence family as the sequence it is.
    ///
    /// Only `ReactiveSequence` declares `SequenceFamily`, so the cast cannot fail
    /// for a well-formed program; specialized code folds it away.
    @inlinable
    static func fromFamily<S: ReactiveStream>(_ stream: S) -> ReactiveSequence
    where S.Family == SequenceFamily, S.Value == Value {
        if let sequence = stream as? ReactiveSequence { return sequence }
        preconditionFailure("\(S.self) declares SequenceFamily but is not a ReactiveSequence")
    }

    /// Reinterprets this sequence as a stream type of the sequence family.
    @inlinable
    func toFamily<S: ReactiveStream>(_: S.Type = S.self) -> S where S.Family == SequenceFamily, S.Value == Value {
        if let stream = self as? S { return stream }
        preconditionFailure("\(S.self) declares SequenceFamily but is not a ReactiveSequence")
    }
}
