extension ReactiveSequence {
    /// The transform of a ``pipeline(_:)``: appends the outputs for a run of
    /// consecutive values, **at most one output per value**.
    @usableFromInline
    typealias PipelineTransform<NewValue> = @Sendable (UnsafeBufferPointer<Value>, inout [NewValue]) -> Void

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
        _ makeTransform: @escaping @Sendable () -> PipelineTransform<NewValue>
    ) -> ReactiveSequence<NewValue> {
        if isEager {
            let transform = makeTransform()
            var result: [NewValue] = []
            result.reserveCapacity(underestimatedCount)
            var iterator = makeIterator()
            iterator.forEachRun { transform($0, &result) }
            return ReactiveSequence<NewValue>(result).eagerSequence
        }
        let source = makeIterator()
        return .deferred { demand in Self.pipelineStep(source, transform: makeTransform(), demand: demand) }
    }

    /// Evaluates the next step of a pipeline: `demand` outputs (at most
    /// ``SequenceNode/maximumBlock``), or fewer if the source ends first.
    /// Loops, however long the run of values that produce nothing.
    @inlinable
    static func pipelineStep<NewValue>(
        _ source: Iterator,
        transform: @escaping PipelineTransform<NewValue>,
        demand: Int
    ) -> ReactiveSequence<NewValue> {
        var source = source
        let wanted = Swift.min(demand, SequenceNode<Value>.maximumBlock)
        var values: [NewValue] = []
        values.reserveCapacity(wanted)
        while values.count < wanted {
            let missing = wanted &- values.count
            let run = source.nextBuffered(maximum: missing)
            if !run.isEmpty {
                run.withUnsafeBufferPointer { transform($0, &values) }
                continue
            }
            guard let value = source.next(demand: missing) else { return .block(values, then: nil) }
            withUnsafePointer(to: value) { transform(UnsafeBufferPointer(start: $0, count: 1), &values) }
        }
        let remaining = source
        return .block(values, then: SequenceThunk { demand in
            pipelineStep(remaining, transform: transform, demand: demand)
        })
    }
}
