import Synchronization

/// A block of a lazy operator's values that are evaluated one by one as
/// they are demanded, into storage allocated once for the whole block.
///
/// Why: a lazy result must not run a closure for a value nobody reads, yet a
/// reader that reads value by value must not pay an allocation per value.
/// The block is allocated for up to `capacity` values; each read that
/// reaches past the evaluated ones asks the producer for just as many more
/// as the reader demands (one for an iterator, the whole block for a fold).
/// When the block is full its `rest` continues with a larger block; when the
/// source ends, `rest` is `nil`.
@usableFromInline
final class SequenceLazyBlock<Value: Sendable>: @unchecked Sendable { // atomic + lock: `storage[..<published]` is written once, before the releasing store that publishes it; `rest` before the releasing store of `isComplete`; `producer` is only touched with `scratch`'s pthread mutex held
    /// Produces up to `wanted` more values into the array (at least one
    /// unless the source ended) and tells whether the source ended.
    @usableFromInline
    typealias Producer = @Sendable (_ wanted: Int, _ into: inout [Value]) -> Bool

    @usableFromInline let capacity: Int
    @usableFromInline let storage: UnsafeMutablePointer<Value>
    @usableFromInline let published = Atomic<Int>(0)
    @usableFromInline let isComplete = Atomic<Bool>(false)
    /// What follows once the block is complete; `nil` when nothing does.
    @usableFromInline @exclusivity(unchecked) var rest: SequenceThunk<Value>?
    /// The producer while the block is not complete; only touched with
    /// `scratch`'s lock held. (Not inside the lock's generic state: a
    /// closure stored there is re-wrapped in a reabstraction thunk on every
    /// round trip.)
    @usableFromInline @exclusivity(unchecked) var producer: Producer?
    /// A scratch array for the producer's values, reused.
    @usableFromInline let scratch: Locked<[Value]>

    @inlinable
    init(capacity: Int, producer: @escaping Producer) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        rest = nil
        self.producer = producer
        scratch = Locked([])
    }

    deinit {
        storage.deinitialize(count: published.load(ordering: .acquiring))
        storage.deallocate()
    }

    /// The number of values evaluated so far.
    @inlinable
    var count: Int { published.load(ordering: .acquiring) }

    /// Evaluates values until `target` of them are (or the block is
    /// complete), and returns how many are.
    @inlinable
    func evaluate(upTo target: Int) -> Int {
        let have = published.load(ordering: .acquiring)
        if have >= target || isComplete.load(ordering: .acquiring) { return have }
        return produce(upTo: Swift.min(target, capacity))
    }

    @inlinable
    func produce(upTo target: Int) -> Int {
        scratch.withLock { scratch in
            var have = published.load(ordering: .acquiring)
            guard let producer else { return have }
            while have < target {
                scratch.removeAll(keepingCapacity: true)
                let ended = producer(target &- have, &scratch)
                for value in scratch {
                    (storage + have).initialize(to: value)
                    have &+= 1
                }
                published.store(have, ordering: .releasing)
                if ended {
                    self.producer = nil
                    isComplete.store(true, ordering: .releasing)
                    return have
                }
            }
            if have == capacity {
                let next = Swift.min(capacity &* 2, SequenceNode<Value>.maximumBlock)
                rest = SequenceThunk { _ in
                    ReactiveSequence(node: .lazyBlock(SequenceLazyBlock(capacity: next, producer: producer), 0))
                }
                self.producer = nil
                isComplete.store(true, ordering: .releasing)
            }
            return have
        }
    }
}
