extension ReactiveSequence: ReactiveStream {
    public typealias Family = SequenceFamily

    /// Lazily binds a block to the values of the sequence (RAC's `-bind:`).
    ///
    /// For each value the block returns a sequence; the result is those
    /// sequences concatenated, in order. A block that returns `nil` ends the
    /// result before that value's sequence; one that sets `stop` ends it after.
    /// `makeBlock` runs once, when the result is first read.
    ///
    /// Lazy sequences evaluate nothing until the result is read, then the
    /// block only for the source values the read needs (a head is evaluated
    /// only when the result is read, and `take` stops without evaluating the
    /// next one); long runs of
    /// empty inner sequences are skipped in a loop (RAC's
    /// `bind:passingThroughValuesFromSequence:`), never by recursion. An eager
    /// sequence (RAC's `RACEagerSequence`) runs the block over every value at
    /// once and returns an eager sequence.
    @inlinable
    public func bind<Output: ReactiveStream>(
        _ makeBlock: @escaping @Sendable () -> StreamBindBlock<Value, Output>
    ) -> Output where Output.Family == Family {
        let bound: ReactiveSequence<Output.Value> = bindSequences {
            let block = makeBlock()
            return { value, stop in block(value, &stop).map { ReactiveSequence<Output.Value>.fromFamily($0) } }
        }
        return bound.toFamily()
    }

    /// ``bind(_:)`` with the output type spelled out, for sequences.
    @inlinable
    public func bindSequences<NewValue>(
        _ makeBlock: @escaping @Sendable () -> StreamBindBlock<Value, ReactiveSequence<NewValue>>
    ) -> ReactiveSequence<NewValue> {
        if isEager {
            let block = makeBlock()
            var result: [NewValue] = []
            for value in self {
                var stop = false
                guard let inner = block(value, &stop) else { break }
                result.append(contentsOf: inner)
                if stop { break }
            }
            return ReactiveSequence<NewValue>(result).eagerSequence
        }
        let source = makeIterator()
        return .deferred { demand in Self.bindStep(source, block: makeBlock(), demand: demand) }
    }

    /// Evaluates the next step of a lazy `bind`: binds source values, one at
    /// a time, until `demand` values are out (at most
    /// ``SequenceNode/maximumBlock``) or an inner sequence is itself lazy (it
    /// is then spliced in unevaluated). One source value may give many
    /// values, so the block never runs for a value past the one that fills
    /// the demand.
    @inlinable
    static func bindStep<NewValue>(
        _ source: Iterator,
        block: @escaping StreamBindBlock<Value, ReactiveSequence<NewValue>>,
        demand: Int
    ) -> ReactiveSequence<NewValue> {
        var source = source
        let wanted = Swift.min(demand, SequenceNode<Value>.maximumBlock)
        var values: [NewValue] = []
        while values.count < wanted {
            guard let value = source.next(demand: 1) else { return .block(values, then: nil) }
            var stop = false
            guard let inner = block(value, &stop) else { return .block(values, then: nil) }
            switch inner.node {
            case .empty:
                break
            case .single(let innerValue):
                values.append(innerValue)
            case .chunk(let chunk, let index) where chunk.rest == nil:
                values.append(contentsOf: chunk.values[index...])
            default:
                let remaining = source
                let continuation: ReactiveSequence<NewValue> =
                    stop
                    ? .empty
                    : .deferred { demand in
                        bindStep(remaining, block: block, demand: demand)
                    }
                let spliced = inner.lazySequence.concat(continuation)
                return values.isEmpty ? spliced : .block(values, then: SequenceThunk(evaluated: spliced.node))
            }
            if stop { return .block(values, then: nil) }
        }
        let remaining = source
        return .block(
            values,
            then: SequenceThunk { demand in
                bindStep(remaining, block: block, demand: demand)
            })
    }

    /// Pairs the n-th value of `self` with the n-th value of `other`
    /// (RAC's `-zipWith:`). Ends with the shorter sequence; an empty `self`
    /// never evaluates `other`. Lazy, or eager when `self` is eager.
    public func zip<Other: ReactiveStream, Output: ReactiveStream>(
        with other: Other
    ) -> Output where Other.Family == Family, Output.Family == Family, Output.Value == (Value, Other.Value) {
        let zipped: ReactiveSequence<(Value, Other.Value)> = zip(with: ReactiveSequence<Other.Value>.fromFamily(other))
        return zipped.toFamily()
    }

    /// ``zip(with:)`` with the output type spelled out, for sequences.
    public func zip<Other: Sendable>(with other: ReactiveSequence<Other>) -> ReactiveSequence<(Value, Other)> {
        if isEager {
            return ReactiveSequence<(Value, Other)>(Array(Swift.zip(self, other))).eagerSequence
        }
        let left = makeIterator()
        let right = other.makeIterator()
        return .deferred { demand in Self.zipStep(left, right, demand: demand) }
    }

    /// Evaluates the next step of a lazy `zip`: `demand` pairs (at most
    /// ``SequenceNode/maximumBlock``); each side is asked for exactly as many
    /// values as pairs remain to be made.
    private static func zipStep<Other>(
        _ left: Iterator,
        _ right: ReactiveSequence<Other>.Iterator,
        demand: Int
    ) -> ReactiveSequence<(Value, Other)> {
        var left = left
        var right = right
        let wanted = Swift.min(demand, SequenceNode<Value>.maximumBlock)
        var pairs: [(Value, Other)] = []
        pairs.reserveCapacity(wanted)
        while pairs.count < wanted {
            let missing = wanted &- pairs.count
            guard let first = left.next(demand: missing), let second = right.next(demand: missing) else {
                return .block(pairs, then: nil)
            }
            pairs.append((first, second))
        }
        let (restLeft, restRight) = (left, right)
        return .block(
            pairs,
            then: SequenceThunk { demand in
                zipStep(restLeft, restRight, demand: demand)
            })
    }
}
