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
///
/// Claiming the producer is one compare-exchange and releasing it one
/// exchange (``OnceState``'s words, going back to `pending` after each
/// round): a reader that reads value by value claims it once per value, and
/// only a reader that finds another thread producing sleeps (on
/// ``OnceParking``).
@usableFromInline
final class SequenceLazyBlock<Value: Sendable>: @unchecked Sendable {  // atomic: `storage[..<published]` is written
    // before the releasing store that publishes it; `rest` before the releasing stores of the final `published` and of
    // `isComplete`; `producer` and `storage[published...]` only by the thread that claimed `producerState` (OnceState
    // words, released back to pending)
    /// Produces up to `wanted` more values into the output (at least one
    /// unless the source ended) and tells whether the source ended.
    @usableFromInline
    typealias Producer = @Sendable (_ wanted: Int, _ into: inout SequenceOutput<Value>) -> Bool

    @usableFromInline let capacity: Int
    @usableFromInline let storage: UnsafeMutablePointer<Value>
    @usableFromInline let published = Atomic<Int>(0)
    /// Set (after the final `published`) once no more values will come.
    @usableFromInline let isComplete = Atomic<Bool>(false)
    /// `running` while a thread is producing, `pending` otherwise.
    @usableFromInline let producerState = Atomic<UInt8>(OnceState.pending)
    /// What follows once the block is complete; `nil` when nothing does.
    @usableFromInline @exclusivity(unchecked) var rest: SequenceThunk<Value>?
    /// The producer while the block is not complete, retained by hand so that
    /// each round borrows it: calling a closure held in a class's `var` would
    /// retain and release its context, two atomic operations per value read.
    @usableFromInline @exclusivity(unchecked) var producer: Unmanaged<ProducerBox>?

    /// The producer closure, boxed so that blocks can pass it on and borrow it.
    @usableFromInline
    final class ProducerBox: Sendable {
        @usableFromInline let produce: Producer

        @inlinable
        init(_ produce: @escaping Producer) {
            self.produce = produce
        }
    }

    @inlinable
    convenience init(capacity: Int, producer: @escaping Producer) {
        self.init(capacity: capacity, producerBox: ProducerBox(producer))
    }

    @inlinable
    init(capacity: Int, producerBox: ProducerBox) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        rest = nil
        producer = .passRetained(producerBox)
    }

    deinit {
        producer?.release()
        storage.deinitialize(count: published.load(ordering: .acquiring))
        storage.deallocate()
    }

    /// The number of values evaluated so far.
    @inlinable
    var count: Int { published.load(ordering: .acquiring) }

    /// Evaluates values until `target` of them are (or the block is
    /// complete), and returns how many are. Fewer than `target` means the
    /// block is complete (and `rest` is set).
    @inlinable
    func evaluate(upTo target: Int) -> Int {
        let have = published.load(ordering: .acquiring)
        if have >= target { return have }
        return produce(upTo: Swift.min(target, capacity))
    }

    @inlinable
    func produce(upTo target: Int) -> Int {
        while true {
            // `isComplete` is stored after the final count: reload the count.
            if isComplete.load(ordering: .acquiring) { return published.load(ordering: .acquiring) }
            let (claimed, _) = producerState.compareExchange(
                expected: OnceState.pending, desired: OnceState.running, successOrdering: .acquiring, failureOrdering: .relaxed
            )
            if !claimed {
                OnceParking.shared.wait(whileRunning: producerState, for: ObjectIdentifier(self))
                let have = published.load(ordering: .acquiring)
                if have >= target { return have }
                continue
            }
            let have = produceClaimed(upTo: target)
            if producerState.exchange(OnceState.pending, ordering: .acquiringAndReleasing) == OnceState.runningWithWaiters {
                OnceParking.shared.wake(ObjectIdentifier(self))
            }
            return have
        }
    }

    /// Runs the producer until `target` values are evaluated or the block is
    /// complete. Only for the thread that claimed `producerState`.
    @inlinable
    func produceClaimed(upTo target: Int) -> Int {
        var output = SequenceOutput(base: storage, count: published.load(ordering: .relaxed))
        guard let producer, output.count < target else { return output.count }
        while output.count < target {
            let before = output.count
            if producer._withUnsafeGuaranteedRef({ $0.produce(target &- before, &output) }) {
                self.producer = nil
                producer.release()
                published.store(output.count, ordering: .releasing)
                isComplete.store(true, ordering: .releasing)
                return output.count
            }
            if output.count < target { published.store(output.count, ordering: .releasing) }
        }
        if output.count == capacity {
            let next = Swift.min(capacity &* 2, SequenceNode<Value>.maximumBlock)
            let handedOn = producer.takeUnretainedValue()
            rest = SequenceThunk { _ in
                ReactiveSequence(node: .lazyBlock(SequenceLazyBlock(capacity: next, producerBox: handedOn), 0))
            }
            self.producer = nil
            producer.release()
            published.store(output.count, ordering: .releasing)
            isComplete.store(true, ordering: .releasing)
        } else {
            published.store(output.count, ordering: .releasing)
        }
        return output.count
    }
}
