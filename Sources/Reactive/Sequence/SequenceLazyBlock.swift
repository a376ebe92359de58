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
///
/// Soundness (`@safe`): binding: `storage` is allocated for `capacity`
/// values of `Value` and read only as `Value`; `storage[..<published]` is
/// initialized (deinitialized and freed by the deinitializer), and readers
/// read no further than the `published` they loaded with acquiring order;
/// bounds: a round asks the producer for at most `target - count` values
/// with `target <= capacity`, and checks with preconditions (release builds
/// too) that it was not given more; exclusivity: `producer`, `rest` and the
/// unpublished slots are touched only by the thread holding the claim (see
/// the `@unchecked Sendable` comment); lifetimes: `producer`'s one retain is
/// released once, by the round that completes the block (after setting it
/// to `nil`) or by the deinitializer, and borrowed only by the claimant.
@usableFromInline
@safe final class SequenceLazyBlock<Value: Sendable>: @unchecked Sendable {  // atomic: `storage[..<published]` is
    // written before the releasing store that publishes it; `rest` before the releasing stores of the final `published`
    // and of `isComplete`; `producer` and `storage[published...]` only by the thread that claimed `producerState`
    // (OnceState words, released back to pending)
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
    @safe final class ProducerBox: Sendable {
        @usableFromInline let produce: Producer

        @inlinable
        init(_ produce: @escaping Producer) {
            unsafe self.produce = unsafe produce
        }
    }

    @inlinable
    convenience init(capacity: Int, producer: @escaping Producer) {
        unsafe self.init(capacity: capacity, producerBox: ProducerBox(producer))
    }

    @inlinable
    init(capacity: Int, producerBox: ProducerBox) {
        self.capacity = capacity
        unsafe storage = .allocate(capacity: capacity)
        unsafe rest = nil
        unsafe producer = unsafe .passRetained(producerBox)
    }

    deinit {
        unsafe producer?.release()
        unsafe storage.deinitialize(count: published.load(ordering: .acquiring))
        unsafe storage.deallocate()
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
                expected: OnceState.pending, desired: OnceState.running, successOrdering: .acquiring,
                failureOrdering: .relaxed
            )
            if !claimed {
                OnceParking.shared.wait(whileRunning: producerState, for: ObjectIdentifier(self))
                let have = published.load(ordering: .acquiring)
                if have >= target { return have }
                continue
            }
            let have = produceClaimed(upTo: target)
            if producerState.exchange(OnceState.pending, ordering: .acquiringAndReleasing)
                == OnceState.runningWithWaiters
            {
                OnceParking.shared.wake(ObjectIdentifier(self))
            }
            return have
        }
    }

    /// Runs the producer until `target` values are evaluated or the block is
    /// complete. Only for the thread that claimed `producerState`.
    @inlinable
    func produceClaimed(upTo target: Int) -> Int {
        precondition(target <= capacity, "a lazy block asked past its capacity")
        var output = unsafe SequenceOutput(base: storage, count: published.load(ordering: .relaxed))
        guard let producer = unsafe producer, unsafe output.count < target else { return unsafe output.count }
        while unsafe output.count < target {
            let before = unsafe output.count
            let ended = unsafe producer._withUnsafeGuaranteedRef({ unsafe $0.produce(target &- before, &output) })
            precondition(unsafe output.count <= target, "a lazy producer wrote more values than asked for")
            if ended {
                unsafe self.producer = nil
                unsafe producer.release()
                unsafe published.store(output.count, ordering: .releasing)
                isComplete.store(true, ordering: .releasing)
                return unsafe output.count
            }
            if unsafe output.count < target { unsafe published.store(output.count, ordering: .releasing) }
        }
        if unsafe output.count == capacity {
            let next = Swift.min(capacity &* 2, SequenceNode<Value>.maximumBlock)
            let handedOn = unsafe producer.takeUnretainedValue()
            unsafe rest = SequenceThunk { _ in
                ReactiveSequence(node: .lazyBlock(SequenceLazyBlock(capacity: next, producerBox: handedOn), 0))
            }
            unsafe self.producer = nil
            unsafe producer.release()
            unsafe published.store(output.count, ordering: .releasing)
            isComplete.store(true, ordering: .releasing)
        } else {
            unsafe published.store(output.count, ordering: .releasing)
        }
        return unsafe output.count
    }
}
