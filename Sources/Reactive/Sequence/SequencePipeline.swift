extension ReactiveSequence {
    /// The transform of a ``pipeline(_:)``: appends the outputs for a run of
    /// consecutive values, **at most one output per value** (the output has
    /// room for exactly that many).
    @usableFromInline
    typealias PipelineTransform<NewValue> =
        @Sendable (UnsafeBufferPointer<Value>, inout SequenceOutput<NewValue>) -> Void

    /// A lazy sequence whose values are `transform`'s outputs for the values of
    /// `self`, in order; on an eager sequence, all at once. `makeTransform`
    /// runs once per evaluation, so the transform it returns may keep state:
    /// the steps of one evaluation run one after another, each by the thread
    /// that first reads it, and each step's once-state orders it after the
    /// step before (what makes `SerialAccess` state legal here).
    ///
    /// Because a value gives at most one output, a step asked for `demand`
    /// values transforms at most `demand` more source values at a time: it
    /// never runs `transform` for a value the reader does not reach.
    ///
    /// The fast path of the value-by-value operators (`map`, `filter`, `scan`,
    /// `combinePrevious`): same values as their `bind`-based definitions in
    /// `Stream/Operators`, without a spliced sequence per value.
    @inlinable
    func pipeline<NewValue>(
        fusion: SequenceFusion<NewValue>? = nil,
        _ makeTransform: @escaping @Sendable () -> PipelineTransform<NewValue>
    ) -> ReactiveSequence<NewValue> {
        if isEager {
            let transform = unsafe makeTransform()
            var capacity = Swift.max(underestimatedCount, 16)
            var output = unsafe SequenceOutput(
                base: UnsafeMutablePointer<NewValue>.allocate(capacity: capacity), count: 0)
            var iterator = makeIterator()
            unsafe iterator.forEachRun { run in
                if unsafe output.count &+ run.count > capacity {
                    capacity = unsafe Swift.max(capacity &* 2, output.count &+ run.count)
                    let larger = UnsafeMutablePointer<NewValue>.allocate(capacity: capacity)
                    unsafe larger.moveInitialize(from: output.base, count: output.count)
                    unsafe output.base.deallocate()
                    unsafe output = unsafe SequenceOutput(base: larger, count: output.count)
                }
                unsafe transform(run, &output)
            }
            // Not for an empty output: `Array(unsafeUninitializedCapacity: 0)`
            // hands the closure the shared empty array's storage and writes
            // its count there, a write that ThreadSanitizer reports as a race
            // between any two threads doing it (issue 22).
            guard unsafe output.count > 0 else {
                unsafe output.base.deallocate()
                return ReactiveSequence<NewValue>([]).eagerSequence
            }
            let result = unsafe Array(unsafeUninitializedCapacity: output.count) { buffer, count in
                _ = unsafe buffer.moveInitialize(
                    fromContentsOf: UnsafeMutableBufferPointer(start: output.base, count: output.count))
                count = unsafe output.count
            }
            unsafe output.base.deallocate()
            return ReactiveSequence<NewValue>(result).eagerSequence
        }
        let source = makeIterator()
        return ReactiveSequence<NewValue>(
            node: .deferred(
                SequenceThunk(
                    { _ in
                        let producer = unsafe PipelineProducer(source: source, transform: makeTransform())
                        return unsafe ReactiveSequence<NewValue>(
                            node: .lazyBlock(SequenceLazyBlock(capacity: 16, producer: producer.produce), 0))
                    }, fusion: fusion)))
    }
}

/// The state of one evaluation of a lazy ``ReactiveSequence/pipeline(_:)``:
/// the source still to read and the transform. Its lazy blocks run it one
/// after another, each only while it holds its producer claim (see
/// ``SequenceLazyBlock``).
///
/// Soundness (`@safe`; exclusivity): `source` is touched only by `produce`,
/// which one claimant at a time runs (the atomic claim named on the class's
/// `Sendable` line), and no access spans a call that could re-enter it. The
/// outputs go through ``SequenceOutput``, whose room the block checks.
@usableFromInline
@safe final class PipelineProducer<Value: Sendable, NewValue: Sendable>: @unchecked Sendable {  // atomic: only
    // `produce` touches `source`, and only the lazy block that owns this producer calls it, by the thread that claimed
    // the block's `producerState` (an acquiring compare-exchange after the releasing exchange of the claim before); one
    // block hands the producer to the next through a SequenceThunk's once-state
    @usableFromInline @exclusivity(unchecked) var source: ReactiveSequence<Value>.Iterator
    @usableFromInline let transform: ReactiveSequence<Value>.PipelineTransform<NewValue>

    @inlinable
    init(
        source: ReactiveSequence<Value>.Iterator,
        transform: @escaping ReactiveSequence<Value>.PipelineTransform<NewValue>
    ) {
        unsafe self.source = source
        unsafe self.transform = unsafe transform
    }

    /// Appends `wanted` outputs (fewer if the source ends, and then returns
    /// true). A source value gives at most one output, so it reads at most
    /// `wanted` more source values at a time: none the reader does not need.
    @inlinable
    func produce(_ wanted: Int, _ output: inout SequenceOutput<NewValue>) -> Bool {
        let goal = unsafe output.count &+ wanted
        while unsafe output.count < goal {
            let missing = unsafe goal &- output.count
            if unsafe source.withEvaluatedRun(maximum: missing, { unsafe transform($0, &output) }) { continue }
            guard let value = unsafe source.next(demand: missing) else { return true }
            unsafe withUnsafePointer(to: value) { unsafe transform(UnsafeBufferPointer(start: $0, count: 1), &output) }
        }
        return false
    }
}
