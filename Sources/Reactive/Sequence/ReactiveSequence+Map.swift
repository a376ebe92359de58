extension ReactiveSequence {
    /// Transforms each value (RAC's `-map:`); the sequence's fast path of
    /// ``ReactiveStream/map(_:)``, with the same values.
    ///
    /// Lazy: `transform` runs only for the values read, each once (see
    /// ``ReactiveSequence``); on an eager sequence it runs for every value at
    /// once and the result is eager. A lazy map read by nothing but a
    /// ``filter(_:)`` evaluates with it in one loop (see `SequenceFusion`).
    @inlinable
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> ReactiveSequence<NewValue> {
        if isEager, case .chunk(let chunk, let index) = node, chunk.rest == nil {
            let mapped = index == 0 ? chunk.values.map(transform) : chunk.values[index...].map(transform)
            return ReactiveSequence<NewValue>(mapped).eagerSequence
        }
        let fusion = SequenceFusion<NewValue> { isIncluded in
            unsafe self.pipeline {
                { run, output in
                    // Pointers rather than an index: the two closures' contexts
                    // take the registers an index loop would need.
                    guard var value = run.baseAddress, !run.isEmpty else { return }
                    let end = unsafe value + run.count
                    var kept = unsafe output.base + output.count
                    repeat {
                        let mapped = unsafe transform(value.pointee)
                        if isIncluded(mapped) {
                            unsafe kept.initialize(to: mapped)
                            unsafe kept += 1
                        }
                        unsafe value += 1
                    } while unsafe value < end
                    unsafe output.count = unsafe kept - output.base
                }
            }
        }
        return unsafe pipeline(fusion: fusion) {
            { run, output in
                // One value (a value-by-value read) skips the unrolled loop's setup.
                if run.count == 1 {
                    unsafe output.append(transform(run[0]))
                } else {
                    for position in run.indices { unsafe output.append(transform(unsafe run[position])) }
                }
            }
        }
    }

    /// Replaces every value with `value` (RAC's `-mapReplace:`). Same evaluation as ``map(_:)``.
    @inlinable
    public func mapReplace<NewValue>(_ value: NewValue) -> ReactiveSequence<NewValue> {
        map { _ in value }
    }

    /// Unpacks each tuple value into the arguments of `reduce` (RAC's `-reduceEach:`).
    /// Same evaluation as ``map(_:)``.
    @inlinable
    public func reduceEach<each Element, NewValue>(
        _ reduce: @escaping @Sendable (repeat each Element) -> NewValue
    ) -> ReactiveSequence<NewValue> where Value == (repeat each Element) {
        map { tuple in reduce(repeat each tuple) }
    }
}
