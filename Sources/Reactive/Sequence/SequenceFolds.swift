import Synchronization

extension ReactiveSequence {
    /// Combines the values from the left (RAC's `-foldLeftWithStart:reduce:`):
    /// `reduce(…reduce(reduce(start, v0), v1)…, vn)`; `start` for an empty
    /// sequence. A loop: evaluates the whole sequence in constant stack.
    @inlinable
    public func foldLeft<Result>(_ start: Result, _ reduce: (Result, Value) throws -> Result) rethrows -> Result {
        var result = start
        var iterator = makeIterator()
        unsafe try iterator.forEachRun { run in
            // Indices, not `for unsafe value in`: swift-format 6.3 prints that as `for unsafevalue in`.
            for position in run.indices { result = try reduce(result, unsafe run[position]) }
        }
        return result
    }

    /// Combines the values from the right, lazily (RAC's
    /// `-foldRightWithStart:reduce:`): `reduce(v0, rest)`, where `rest.head`
    /// is the fold of the values after `v0` (`start` after the last one).
    ///
    /// `rest` is evaluated only when `reduce` reads `rest.head` (and then only
    /// once), so a `reduce` that does not read it stops the fold there: the
    /// sequence's tail is not even evaluated. Reading `rest.head` folds the
    /// remainder by recursion, as in RAC, up to a depth of
    /// ``FoldedRest/recursionLimit``; deeper, the fold evaluates the remaining
    /// values and folds them from the right in a loop, so a fold that reads
    /// every `rest` uses constant stack on 10^6 values. (That loop needs the
    /// remainder to be finite, and calls `reduce` for every remaining value
    /// even if a `reduce` nearer the left would have stopped reading.)
    public func foldRight<Result: Sendable>(
        _ start: Result,
        _ reduce: @escaping @Sendable (Value, FoldedRest<Result>) -> Result
    ) -> Result {
        guard let first = head else { return start }
        let context = FoldRightContext(start: start, reduce: reduce)
        return reduce(first, context.rest(after: self))
    }

    /// Whether some value passes `predicate` (RAC's `-any:`): evaluates values
    /// until the first that passes.
    @inlinable
    public func any(_ predicate: @escaping @Sendable (Value) -> Bool) -> Bool {
        objectPassingTest(predicate) != nil
    }

    /// Whether every value passes `predicate` (RAC's `-all:`, defined with
    /// `foldLeft`). As in RAC the whole sequence is evaluated, but `predicate`
    /// is not called again once a value has failed.
    @inlinable
    public func all(_ predicate: (Value) -> Bool) -> Bool {
        foldLeft(true) { passed, value in passed && predicate(value) }
    }

    /// The first value that passes `predicate`, or `nil` (RAC's
    /// `-objectPassingTest:`, defined as `filter(predicate).head`): evaluates
    /// values and `predicate` until one passes. Swift's `first(where:)` gives
    /// the same result.
    @inlinable
    public func objectPassingTest(_ predicate: @escaping @Sendable (Value) -> Bool) -> Value? {
        filter(predicate).head
    }
}

/// The rest of a right fold (RAC's `rest` sequence in
/// `-foldRightWithStart:reduce:`): ``head`` is the fold of the values after
/// the current one, evaluated on first read and memoized.
public struct FoldedRest<Result: Sendable>: Sendable {
    /// How deep reads of `head` may nest before the fold switches from
    /// recursion to a loop over the remaining values.
    public static var recursionLimit: Int { 128 }

    @usableFromInline let value: Memo<Result>

    /// The fold of the remaining values; `start` when none remain.
    @inlinable
    public var head: Result { value.value }
}

/// One right fold: its start, its reduce and the current recursion depth.
private final class FoldRightContext<Value: Sendable, Result: Sendable>: Sendable {
    let start: Result
    let reduce: @Sendable (Value, FoldedRest<Result>) -> Result
    // Atomic: reads of `rest.head` may nest on one thread or come from several.
    let depth = Atomic<Int>(0)

    init(start: Result, reduce: @escaping @Sendable (Value, FoldedRest<Result>) -> Result) {
        self.start = start
        self.reduce = reduce
    }

    /// The rest of the fold after the head of `sequence`; evaluates nothing yet.
    func rest(after sequence: ReactiveSequence<Value>) -> FoldedRest<Result> {
        FoldedRest(value: Memo { self.fold(sequence.tail) })
    }

    /// A rest whose fold is already known.
    func rest(evaluated result: Result) -> FoldedRest<Result> {
        FoldedRest(value: Memo(evaluated: result))
    }

    /// The right fold of `sequence`.
    private func fold(_ sequence: ReactiveSequence<Value>) -> Result {
        guard let first = sequence.head else { return start }
        let level = depth.add(1, ordering: .relaxed).newValue
        defer { depth.subtract(1, ordering: .relaxed) }
        if level <= FoldedRest<Result>.recursionLimit {
            return reduce(first, rest(after: sequence))
        }
        // Too deep to recurse further: fold the remaining values from the right.
        let values = sequence.array
        var result = start
        for value in values.reversed() {
            result = reduce(value, rest(evaluated: result))
        }
        return result
    }
}
