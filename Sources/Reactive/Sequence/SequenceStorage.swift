import Synchronization

/// How a ``ReactiveSequence`` is stored: a persistent, memoized list of
/// evaluated blocks ("chunks") and not-yet-evaluated steps.
///
/// A lazy operator does not allocate a cell per element: each step it
/// evaluates appends a block of values to one chunk (the block grows from one
/// element to ``SequenceNode/maximumBlock`` while the source has values ready),
/// so reading a lazy chain costs an array append per element plus one
/// allocation per block.
@usableFromInline
enum SequenceNode<Value: Sendable>: Sendable {
    /// No values.
    case empty
    /// One value (RAC's `RACUnarySequence`): `return` allocates nothing.
    case single(Value)
    /// `chunk.values[index...]`, then whatever `chunk.rest` evaluates to.
    case chunk(SequenceChunk<Value>, Int)
    /// A sequence with a memoized head and a memoized tail (RAC's `RACDynamicSequence`).
    case dynamic(Memo<Value>, SequenceThunk<Value>)
    /// A step not evaluated yet; evaluating it yields another node, memoized.
    case deferred(SequenceThunk<Value>)

    /// The largest block a lazy operator evaluates at once.
    @usableFromInline static var maximumBlock: Int { 4096 }

    /// The next block size: blocks double, so reading only the head of a lazy
    /// chain evaluates one element, and a long read amortizes each allocation
    /// over up to ``maximumBlock`` elements.
    @inlinable
    static func nextBlock(after size: Int) -> Int { Swift.min(size &* 2, maximumBlock) }

    /// The node with every pending step in front evaluated: never `.deferred`.
    @inlinable
    var resolved: SequenceNode {
        var node = self
        while case .deferred(let thunk) = node { node = thunk.force().node }
        return node
    }

    /// Whether the first value (or the end) is known without running any closure.
    @inlinable
    var isHeadEvaluated: Bool {
        var node = self
        while true {
            switch node {
            case .empty, .single, .chunk: return true
            case .dynamic(let head, _): return head.isEvaluated
            case .deferred(let thunk):
                guard let next = thunk.evaluated else { return false }
                node = next.node
            }
        }
    }
}

/// A block of evaluated values followed by a lazily evaluated rest.
@usableFromInline
final class SequenceChunk<Value: Sendable>: Sendable {
    @usableFromInline let values: [Value]
    /// What follows `values`; `nil` when nothing does. Always a thunk (never a
    /// chunk), so that releasing a long list goes through ``SequenceThunk``'s
    /// iterative teardown.
    @usableFromInline let rest: SequenceThunk<Value>?

    @inlinable
    init(_ values: [Value], rest: SequenceThunk<Value>?) {
        self.values = values
        self.rest = rest
    }
}

/// A value computed on first access and memoized; the closure runs at most
/// once, also when many threads ask at once (RAC's `@synchronized` head).
@usableFromInline
final class Memo<Value: Sendable>: Sendable {
    @usableFromInline
    enum State: Sendable {
        case pending(@Sendable () -> Value)
        case evaluated(Value)
    }

    // Locked: the first reader runs the closure while later readers wait for its result.
    @usableFromInline let state: Locked<State>

    @inlinable
    init(_ compute: @escaping @Sendable () -> Value) { state = Locked(.pending(compute)) }

    @inlinable
    init(evaluated value: Value) { state = Locked(.evaluated(value)) }

    @inlinable @inline(__always)
    var value: Value {
        state.withLock { state in
            switch state {
            case .evaluated(let value):
                return value
            case .pending(let compute):
                let value = compute()
                state = .evaluated(value)
                return value
            }
        }
    }

    @inlinable
    var isEvaluated: Bool {
        state.withLock { if case .evaluated = $0 { true } else { false } }
    }

    /// The value if it has been computed, without computing it.
    var evaluatedValue: Value? {
        state.withLock { if case .evaluated(let value) = $0 { value } else { nil } }
    }
}

/// A memoized step of a sequence: the closure runs at most once and its
/// result (another sequence, possibly itself deferred) is kept.
///
/// Releasing the last reference to a long evaluated list would release one
/// link from inside the release of the one before (RAC issue #238); `deinit`
/// instead unlinks the links it owns one by one, in a loop.
@usableFromInline
final class SequenceThunk<Value: Sendable>: Sendable {
    @usableFromInline
    enum State: Sendable {
        case pending(@Sendable () -> ReactiveSequence<Value>)
        case evaluated(ReactiveSequence<Value>)
    }

    // Locked: the first reader runs the closure while later readers wait for its result.
    @usableFromInline let state: Locked<State>
    /// Set once ``dismantle(_:)`` has taken the result out, so that `deinit`
    /// has nothing left to do.
    @usableFromInline let isDismantled = Atomic<Bool>(false)
    /// Runs the teardown of `deinit`. A closure made where the thunk is made:
    /// there the code is specialized for `Value`, whereas `deinit` itself is
    /// generic code, several times slower per link of a long list.
    @usableFromInline let teardown: @Sendable (SequenceThunk) -> Void

    @inlinable
    init(_ compute: @escaping @Sendable () -> ReactiveSequence<Value>) {
        state = Locked(.pending(compute))
        teardown = { Self.dismantle($0.takeEvaluated()) }
    }

    @inlinable
    init(evaluated: ReactiveSequence<Value>) {
        state = Locked(.evaluated(evaluated))
        teardown = { Self.dismantle($0.takeEvaluated()) }
    }

    @inlinable @inline(__always)
    func force() -> ReactiveSequence<Value> {
        state.withLock { state in
            switch state {
            case .evaluated(let sequence):
                return sequence
            case .pending(let compute):
                // Only the node is kept: a concatenation's list of parts would
                // reach later links of the list from outside it.
                let sequence = ReactiveSequence(node: compute().node)
                state = .evaluated(sequence)
                return sequence
            }
        }
    }

    /// The result if the step has been evaluated, without evaluating it.
    @inlinable
    var evaluated: ReactiveSequence<Value>? {
        state.withLock { if case .evaluated(let sequence) = $0 { sequence } else { nil } }
    }

    /// Takes the evaluated result out, leaving the thunk empty.
    @inlinable
    func takeEvaluated() -> SequenceNode<Value> {
        state.withLock { state in
            guard case .evaluated(let sequence) = state else { return .empty }
            state = .evaluated(.empty)
            return sequence.node
        }
    }

    deinit {
        guard !isDismantled.load(ordering: .relaxed) else { return }
        teardown(self)
    }

    /// Releases a list link by link: each link this loop holds the only
    /// reference to is emptied before it is released, so no release recurses.
    @inlinable
    static func dismantle(_ first: consuming SequenceNode<Value>) {
        var node = consume first
        while true {
            var link: SequenceThunk<Value>
            switch node {
            case .empty, .single:
                return
            case .deferred(let thunk), .dynamic(_, let thunk):
                link = thunk
            case .chunk(let chunk, _):
                guard let rest = chunk.rest else { return }
                link = rest
            }
            // Release the chunk or head that led here, so that `link` may be unique.
            node = .empty
            guard isKnownUniquelyReferenced(&link) else { return }
            node = link.takeEvaluated()
            link.isDismantled.store(true, ordering: .relaxed)
        }
    }
}
