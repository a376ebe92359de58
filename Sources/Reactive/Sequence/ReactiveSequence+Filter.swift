extension ReactiveSequence {
    /// Keeps the values that pass `isIncluded` (RAC's `-filter:`); the
    /// sequence's fast path of ``ReactiveStream/filter(_:)``, with the same values.
    ///
    /// Lazy: reading the head evaluates `isIncluded` until a value passes (in a
    /// loop, however long the run of rejected values); on an eager sequence it
    /// runs for every value at once and the result is eager.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> ReactiveSequence {
        if isEager, case .chunk(let chunk, let index) = node, chunk.rest == nil {
            let kept = index == 0 ? chunk.values.filter(isIncluded) : chunk.values[index...].filter(isIncluded)
            return ReactiveSequence(kept).eagerSequence
        }
        if case .deferred(let step) = node, step.fusion != nil {
            let candidate = SequenceFusionCandidate(step)
            return .deferred { _ in
                candidate.filtered(by: isIncluded) { $0.filteredByPipeline(isIncluded) }
            }
        }
        return filteredByPipeline(isIncluded)
    }

    /// ``filter(_:)`` of a lazy sequence, reading the values as they are.
    @inlinable
    func filteredByPipeline(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> ReactiveSequence {
        unsafe pipeline {
            { run, output in
                for position in run.indices {
                    let value = unsafe run[position]
                    if isIncluded(value) { unsafe output.append(value) }
                }
            }
        }
    }
}
