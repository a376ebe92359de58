extension ReactiveSequence {
    /// A lazy sequence whose values are `transform`'s outputs for the values of
    /// `self`, in order, evaluated a block at a time when read; on an eager
    /// sequence, all at once. `transform` receives runs of consecutive values
    /// (a slice of stored values) and appends its outputs. `makeTransform` runs
    /// once per evaluation, so the transform it returns may keep state: the
    /// blocks of one evaluation are computed one after another, each by the
    /// thread that first reads it, and each block's memo lock orders it after
    /// the block before (what makes `SerialAccess` state legal here).
    ///
    /// The fast path of the value-by-value operators (`map`, `filter`, `scan`,
    /// `combinePrevious`): same values as their `bind`-based definitions in
    /// `Stream/Operators`, without a spliced sequence per value.
    @inlinable
    func pipeline<NewValue>(
        _ makeTransform: @escaping @Sendable () -> @Sendable (ArraySlice<Value>, inout [NewValue]) -> Void
    ) -> ReactiveSequence<NewValue> {
        if isEager {
            let transform = makeTransform()
            var result: [NewValue] = []
            result.reserveCapacity(underestimatedCount)
            var iterator = makeIterator()
            while let run = iterator.nextRun(maximum: .max) { transform(run, &result) }
            return ReactiveSequence<NewValue>(result).eagerSequence
        }
        let source = makeIterator()
        return .deferred { Self.pipelineStep(source, transform: makeTransform(), blockSize: 1) }
    }

    /// Evaluates the next block of a pipeline: transforms source values until
    /// `blockSize` values are out or the source has no evaluated value ready,
    /// and in any case until at least one value is out or the source ends (a
    /// loop, however long the run of values that produce nothing).
    @inlinable
    static func pipelineStep<NewValue>(
        _ source: Iterator,
        transform: @escaping @Sendable (ArraySlice<Value>, inout [NewValue]) -> Void,
        blockSize: Int
    ) -> ReactiveSequence<NewValue> {
        var source = source
        var values: [NewValue] = []
        values.reserveCapacity(blockSize)
        while values.count < blockSize {
            if !values.isEmpty && !source.isNextEvaluated { break }
            guard let run = source.nextRun(maximum: blockSize &- values.count) else { return .block(values, then: nil) }
            transform(run, &values)
        }
        let remaining = source
        return .block(values, then: SequenceThunk {
            pipelineStep(remaining, transform: transform, blockSize: SequenceNode<Value>.nextBlock(after: blockSize))
        })
    }
}
