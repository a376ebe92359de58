extension ReactiveSequence {
    /// A sequence that reads `iterator` one value at a time, as values are
    /// read, and ends when it returns `nil` (RAC's
    /// `-[NSEnumerator rac_sequence]`). Each value is read from the iterator at
    /// most once and memoized, so the sequence can be walked many times.
    ///
    /// Works for infinite iterators; nothing is read before the sequence is.
    @inlinable
    public init<Source: IteratorProtocol & Sendable>(iterator: Source) where Source.Element == Value {
        self = .deferred { demand in Self.generate(iterator, demand: demand) }
    }

    /// The infinite sequence `start, next(start), next(next(start)), …`,
    /// evaluated lazily: `next` runs only for the values read.
    @inlinable
    public static func iterate(_ start: Value, _ next: @escaping @Sendable (Value) -> Value) -> ReactiveSequence {
        .deferred { demand in generate(IterateIterator(current: start, advance: next), demand: demand) }
    }

    /// The infinite sequence `value, value, value, …`, evaluated lazily.
    public static func `repeat`(_ value: Value) -> ReactiveSequence {
        iterate(value) { $0 }
    }

    /// Reads the next `demand` values from `iterator` (at most
    /// ``SequenceNode/maximumBlock``): exactly what the reader is about to read.
    @inlinable
    static func generate<Source: IteratorProtocol & Sendable>(
        _ iterator: Source,
        demand: Int
    ) -> ReactiveSequence where Source.Element == Value {
        var iterator = iterator
        let wanted = Swift.min(demand, SequenceNode<Value>.maximumBlock)
        var values: [Value] = []
        values.reserveCapacity(wanted)
        while values.count < wanted {
            guard let value = iterator.next() else { return .block(values, then: nil) }
            values.append(value)
        }
        let remaining = iterator
        return .block(values, then: SequenceThunk { demand in generate(remaining, demand: demand) })
    }
}

/// The iterator behind ``ReactiveSequence/iterate(_:_:)``.
@usableFromInline
struct IterateIterator<Value: Sendable>: IteratorProtocol, Sendable {
    @usableFromInline var current: Value
    @usableFromInline let advance: @Sendable (Value) -> Value
    @usableFromInline var started = false

    @inlinable
    init(current: Value, advance: @escaping @Sendable (Value) -> Value) {
        self.current = current
        self.advance = advance
    }

    /// Advances only when asked for the value after the current one, so
    /// `advance` never runs ahead of what is read.
    @inlinable
    mutating func next() -> Value? {
        if started { current = advance(current) } else { started = true }
        return current
    }
}
