import Synchronization

/// How a ``ReactiveSequence`` is stored: a persistent, memoized list of
/// evaluated values, blocks of values ("chunks") and not-yet-evaluated steps.
///
/// A lazy operator's step is told how many values its reader is about to read
/// (its *demand*, see ``SequenceThunk/force(demand:)``) and evaluates exactly
/// that many (at most ``maximumBlock``): a reader that reads everything
/// (`foldLeft`, `array`) gets blocks of up to 4,096 values, one allocation per
/// block, while one that reads value by value (an iterator, `head`/`tail`)
/// gets one value per step, so no user closure ever runs ahead of a read.
/// The value-by-value operators (`map`, `filter`, `scan`, `combinePrevious`)
/// go further and evaluate into a ``SequenceLazyBlock``, allocated once per
/// block and filled value by value as the demand reaches it.
@usableFromInline
enum SequenceNode<Value: Sendable>: Sendable {
    /// No values.
    case empty
    /// One value (RAC's `RACUnarySequence`): `return` allocates nothing.
    case single(Value)
    /// One evaluated value, then whatever the thunk evaluates to: the step of a
    /// lazy operator read value by value.
    case cons(Value, SequenceThunk<Value>)
    /// `chunk.values[index...]`, then whatever `chunk.rest` evaluates to.
    case chunk(SequenceChunk<Value>, Int)
    /// `block`'s values from `index` on, evaluated as they are demanded, then
    /// whatever follows the block.
    case lazyBlock(SequenceLazyBlock<Value>, Int)
    /// A sequence with a memoized head and a memoized tail (RAC's `RACDynamicSequence`).
    case dynamic(SequenceCell<Value>)
    /// A step not evaluated yet; evaluating it yields another node, memoized.
    case deferred(SequenceThunk<Value>)

    /// The largest block a lazy operator evaluates at once.
    @usableFromInline static var maximumBlock: Int { 4096 }

    /// The node with every pending step in front evaluated (never `.deferred`),
    /// for a reader that is about to read `demand` values.
    @inlinable
    func resolved(demand: Int) -> SequenceNode {
        var node = self
        while true {
            switch node {
            case .deferred(let thunk):
                node = thunk.force(demand: demand)
            case .lazyBlock(let block, let index):
                let target = demand >= block.capacity &- index ? block.capacity : index &+ demand
                if index < block.evaluate(upTo: target) { return node }
                // The block ended before `index`: what follows it is here.
                node = unsafe block.rest.map { .deferred($0) } ?? .empty
            default:
                return node
            }
        }
    }

    /// Whether the first value (or the end) is known without running any closure.
    @inlinable
    var isHeadEvaluated: Bool {
        var node = self
        while true {
            switch node {
            case .empty, .single, .cons, .chunk: return true
            case .dynamic(let cell): return cell.isHeadEvaluated
            case .lazyBlock(let block, let index):
                if index < block.count { return true }
                guard block.isComplete.load(ordering: .acquiring) else { return false }
                guard let rest = unsafe block.rest else { return true }
                node = .deferred(rest)
            case .deferred(let thunk):
                guard let next = thunk.evaluated else { return false }
                node = next
            }
        }
    }

    /// Releases a list link by link: each link this loop holds the only
    /// reference to is emptied before it is released, so no release recurses
    /// (RAC issue #238).
    @inlinable
    static func dismantle(_ first: consuming SequenceNode) {
        var node = consume first
        while true {
            // Take the next link out of `node` in a scope of its own, so that
            // no binding of the switch still holds it below.
            var thunk: SequenceThunk<Value>? = nil
            var cell: SequenceCell<Value>? = nil
            switch node {
            case .empty, .single:
                return
            case .deferred(let link), .cons(_, let link):
                thunk = link
            case .chunk(let chunk, _):
                thunk = chunk.rest
            case .lazyBlock(let block, _):
                guard block.isComplete.load(ordering: .acquiring) else { return }
                thunk = unsafe block.rest
            case .dynamic(let link):
                cell = link
            }
            // Release the chunk, value or cell that led here, so that the link may be unique.
            node = .empty
            if var link = thunk.take() {
                guard isKnownUniquelyReferenced(&link) else { return }
                node = link.takeEvaluated()
            } else if var link = cell.take() {
                guard isKnownUniquelyReferenced(&link) else { return }
                node = link.takeEvaluatedTail()
            } else {
                return
            }
        }
    }
}

/// A block of evaluated values followed by a lazily evaluated rest.
@usableFromInline
final class SequenceChunk<Value: Sendable>: Sendable {
    @usableFromInline let values: [Value]
    /// What follows `values`; `nil` when nothing does. Always a thunk (never a
    /// chunk), so that releasing a long list goes through the iterative
    /// ``SequenceNode/dismantle(_:)``.
    @usableFromInline let rest: SequenceThunk<Value>?

    @inlinable
    init(_ values: [Value], rest: SequenceThunk<Value>?) {
        self.values = values
        self.rest = rest
    }
}

/// A value computed on first access and memoized; the closure runs at most
/// once, also when many threads ask at once (RAC's `@synchronized` head).
///
/// Soundness (exclusivity) of the `@exclusivity(unchecked)` vars in this
/// file: each is touched only by the one thread its class's `@unchecked
/// Sendable` comment names (the claimant of a OnceState, or the sole
/// owner), or read after an acquiring load found it done, so no two
/// accesses overlap; the runtime check would cost every read a call.
@usableFromInline
final class Memo<Value: Sendable>: @unchecked Sendable {  // atomic: `compute` and `result` are written only by the
    // thread that claimed `state` (OnceState), and read by others only after an acquiring load finds it done
    @usableFromInline let state: Atomic<UInt8>
    @usableFromInline @exclusivity(unchecked) var compute: (@Sendable () -> Value)?
    @usableFromInline @exclusivity(unchecked) var result: Value?

    @inlinable
    init(_ compute: @escaping @Sendable () -> Value) {
        state = Atomic(OnceState.pending)
        unsafe self.compute = compute
        unsafe result = nil
    }

    @inlinable
    init(evaluated value: Value) {
        state = Atomic(OnceState.done)
        unsafe compute = nil
        unsafe result = value
    }

    @inlinable
    var value: Value {
        if state.load(ordering: .acquiring) == OnceState.done { return unsafe result.unsafelyUnwrapped }
        if OnceState.claim(state, owner: self) {
            // Taken out (not copied): one reference count less per evaluation.
            let value = unsafe compute.take().unsafelyUnwrapped()
            unsafe result = value
            OnceState.publish(state, owner: self)
            return value
        }
        return unsafe result.unsafelyUnwrapped
    }

    @inlinable
    var isEvaluated: Bool { state.load(ordering: .acquiring) == OnceState.done }

    /// The value if it has been computed, without computing it.
    @inlinable
    var evaluatedValue: Value? { unsafe isEvaluated ? result : nil }
}

/// A memoized step of a sequence: the closure runs at most once, for the
/// demand of the first reader, and its result (another node, possibly itself
/// deferred) is kept.
///
/// Releasing the last reference to a long evaluated list would release one
/// link from inside the release of the one before (RAC issue #238); `deinit`
/// instead unlinks the links it owns one by one, in a loop.
@usableFromInline
final class SequenceThunk<Value: Sendable>: @unchecked Sendable {  // atomic: `compute` and `result` are written only by
    // the thread that claimed `state` (OnceState) or by the sole owner, and read by others only after an acquiring load
    // finds it done
    @usableFromInline let state: Atomic<UInt8>
    @usableFromInline @exclusivity(unchecked) var compute: (@Sendable (Int) -> ReactiveSequence<Value>)?
    @usableFromInline @exclusivity(unchecked) var result: SequenceNode<Value>
    /// Runs the teardown of `deinit`. A closure made where the thunk is made:
    /// there the code is specialized for `Value`, whereas `deinit` itself is
    /// generic code, several times slower per link of a long list.
    @usableFromInline let teardown: @Sendable (SequenceThunk) -> Void
    /// Set on the step of a lazy `map`: how a `filter` that alone reads it
    /// evaluates both as one pipeline (see ``SequenceFusion``).
    @usableFromInline let fusion: SequenceFusion<Value>?

    /// A step that evaluates `compute(demand)`: the values a reader about to
    /// read `demand` of them needs (at least one; more only if free).
    @inlinable
    init(
        _ compute: @escaping @Sendable (_ demand: Int) -> ReactiveSequence<Value>, fusion: SequenceFusion<Value>? = nil
    ) {
        state = Atomic(OnceState.pending)
        unsafe self.compute = compute
        unsafe result = .empty
        teardown = { SequenceNode.dismantle($0.takeEvaluated()) }
        self.fusion = fusion
    }

    @inlinable
    init(evaluated: SequenceNode<Value>) {
        state = Atomic(OnceState.done)
        unsafe compute = nil
        unsafe result = evaluated
        teardown = { SequenceNode.dismantle($0.takeEvaluated()) }
        fusion = nil
    }

    /// The step's result, evaluated now for a reader about to read `demand`
    /// values if no one has evaluated it yet.
    @inlinable
    func force(demand: Int) -> SequenceNode<Value> {
        if state.load(ordering: .acquiring) == OnceState.done { return unsafe result }
        if OnceState.claim(state, owner: self) {
            // Only the node is kept: a concatenation's list of parts would
            // reach later links of the list from outside it.
            let node = unsafe compute.take().unsafelyUnwrapped(Swift.max(demand, 1)).node
            // Evaluated: no filter can fuse with this step any more.
            unsafe fusion?.filtered = nil
            unsafe result = node
            OnceState.publish(state, owner: self)
            return node
        }
        return unsafe result
    }

    /// The result if the step has been evaluated, without evaluating it.
    @inlinable
    var evaluated: SequenceNode<Value>? {
        unsafe state.load(ordering: .acquiring) == OnceState.done ? result : nil
    }

    /// Takes the evaluated result out, leaving the thunk empty. Only for the
    /// sole owner of the thunk.
    @inlinable
    func takeEvaluated() -> SequenceNode<Value> {
        guard state.load(ordering: .acquiring) == OnceState.done else { return .empty }
        let node = unsafe result
        unsafe result = .empty
        return node
    }

    deinit { teardown(self) }
}

/// A cell of a sequence built from a head closure and a tail closure (RAC's
/// `RACDynamicSequence`): both memoized, each evaluated only when read, each
/// at most once even when many threads read at once. One allocation per cell.
///
/// A cell is freed per element, and the generic deinit of a class must look
/// up the type metadata of every field whose type is built from `Value`
/// (hundreds of instructions for `Value?` or `SequenceNode<Value>`). So the
/// tail is kept as class references only (the next cell, or a box for any
/// other node), and the head's `Value?` lives in ``SequenceHeadSlot``, whose
/// generic parameter *is* `Value?`: its metadata comes with the cell's.
@usableFromInline
final class SequenceCell<Value: Sendable>: SequenceHeadSlot<Value?>,
    @unchecked Sendable  // atomic: each closure and result is written only by the thread that claimed its state
{
    // (OnceState) or by the sole owner, and read by others only after an acquiring load finds it done
    @usableFromInline let headState: Atomic<UInt8>
    @usableFromInline let tailState: Atomic<UInt8>
    @usableFromInline @exclusivity(unchecked) var headCompute: (@Sendable () -> Value)?
    @usableFromInline @exclusivity(unchecked) var tailCompute: (@Sendable () -> ReactiveSequence<Value>)?
    /// The evaluated tail when it is another cell (the common case).
    @usableFromInline @exclusivity(unchecked) var tailCell: SequenceCell?
    /// The evaluated tail when it is any other non-empty node.
    @usableFromInline @exclusivity(unchecked) var tailBox: SequenceThunk<Value>?
    /// The teardown of `deinit`, specialized where the cell is made (see ``SequenceThunk``).
    @usableFromInline let teardown: @Sendable (SequenceCell) -> Void

    @inlinable
    init(head: @escaping @Sendable () -> Value, tail: @escaping @Sendable () -> ReactiveSequence<Value>) {
        headState = Atomic(OnceState.pending)
        tailState = Atomic(OnceState.pending)
        unsafe headCompute = head
        unsafe tailCompute = tail
        unsafe tailCell = nil
        unsafe tailBox = nil
        teardown = { SequenceNode.dismantle($0.takeEvaluatedTail()) }
        super.init(headResult: nil)
    }

    @inlinable
    var head: Value {
        if headState.load(ordering: .acquiring) == OnceState.done { return unsafe headResult.unsafelyUnwrapped }
        if OnceState.claim(headState, owner: self) {
            // Taken out (not copied): one reference count less per cell.
            let value = unsafe headCompute.take().unsafelyUnwrapped()
            unsafe headResult = value
            OnceState.publish(headState, owner: self)
            return value
        }
        return unsafe headResult.unsafelyUnwrapped
    }

    @inlinable
    var tail: SequenceNode<Value> {
        if tailState.load(ordering: .acquiring) == OnceState.done { return storedTail }
        // The tail's state word is distinct from the head's, but both park on
        // this cell's stripe; waking wakes both kinds of waiters, who re-check.
        if OnceState.claim(tailState, owner: self) {
            let node = unsafe tailCompute.take().unsafelyUnwrapped().node
            store(tail: node)
            OnceState.publish(tailState, owner: self)
            return node
        }
        return storedTail
    }

    @inlinable
    var storedTail: SequenceNode<Value> {
        if let cell = unsafe tailCell { return .dynamic(cell) }
        if let box = unsafe tailBox { return unsafe box.result }
        return .empty
    }

    @inlinable
    func store(tail node: SequenceNode<Value>) {
        switch node {
        case .empty: break
        case .dynamic(let cell): unsafe tailCell = cell
        default: unsafe tailBox = SequenceThunk(evaluated: node)
        }
    }

    @inlinable
    var isHeadEvaluated: Bool { headState.load(ordering: .acquiring) == OnceState.done }

    /// The head if it has been computed, without computing it.
    @inlinable
    var evaluatedHead: Value? { unsafe isHeadEvaluated ? headResult : nil }

    /// The tail if it has been computed, without computing it.
    @inlinable
    var evaluatedTail: SequenceNode<Value>? {
        tailState.load(ordering: .acquiring) == OnceState.done ? storedTail : nil
    }

    /// Takes the evaluated tail out, leaving the cell's tail empty. Only for
    /// the sole owner of the cell.
    @inlinable
    func takeEvaluatedTail() -> SequenceNode<Value> {
        guard tailState.load(ordering: .acquiring) == OnceState.done else { return .empty }
        let node = storedTail
        unsafe tailCell = nil
        unsafe tailBox = nil
        return node
    }

    deinit {
        // A cell whose tail was taken (by the teardown of the cell before)
        // has nothing left to take apart.
        if unsafe tailCell != nil || tailBox != nil { teardown(self) }
    }
}

/// The memoized head of a ``SequenceCell``, in a superclass generic over the
/// stored type itself (`Slot` is the cell's `Value?`): the deinit that
/// destroys it finds `Slot`'s metadata in the instance's class metadata,
/// where a field declared `Value?` would make the deinit look `Value?` up in
/// the runtime's metadata cache once per freed cell.
@usableFromInline
class SequenceHeadSlot<Slot>: @unchecked Sendable {  // atomic: `headResult` is guarded by the subclass's `headState`
    // (see SequenceCell)
    @usableFromInline @exclusivity(unchecked) var headResult: Slot

    @inlinable
    init(headResult: Slot) {
        unsafe self.headResult = headResult
    }
}
