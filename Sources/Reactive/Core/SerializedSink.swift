import Synchronization

/// Turns any number of concurrent or re-entrant senders into one orderly stream
/// of events for a downstream observer: the place where a subscription's
/// guarantees are enforced.
///
/// - One event at a time: an atomic work counter elects a single *emitter*.
///   A send that arrives while another is being delivered (from another thread,
///   or re-entrantly from inside the downstream callback) is queued and
///   delivered by the emitter right after, in arrival order. Nobody blocks and
///   nothing deadlocks (RAC PR #1877).
/// - Nothing after a terminal event: the first terminal event is delivered,
///   then the subscription's `lifetime` is disposed, and later events are dropped.
///   The downstream observer is released at that point, or at disposal.
/// - Nothing after disposal: every delivery first checks `lifetime.isDisposed`.
///
/// The fast path (no contention) costs two atomic read-modify-writes per event
/// and takes no lock; a claimed sink, sent into by its claimant, costs none.
@usableFromInline
final class SerializedSink<Value: Sendable, Failure: Error>: @unchecked Sendable { // atomic: `workInProgress` elects one emitter at a time, the only thread that touches `downstream` and `claimantIsDelivering`
    /// The observer, until the terminal event or disposal releases it (with
    /// whatever its closure captures), even if a source keeps this sink's
    /// observer — as RAC's subscriber drops its blocks.
    ///
    /// Held as a manually retained box so that delivering borrows it: calling a
    /// closure stored in a class's `var` retains and releases its context around
    /// the call, two atomic operations per event that cost more than the rest
    /// of a short pipeline. Only the elected emitter reads or releases it, and
    /// the atomic counter orders those accesses, so the runtime's dynamic
    /// exclusivity checks would guard nothing.
    @exclusivity(unchecked) @usableFromInline var downstream: Unmanaged<DownstreamObserver<Value, Failure>>?
    @usableFromInline let lifetime: CompositeDisposable
    /// Events sent and not yet delivered, plus one while an emitter delivers
    /// or a claimant holds the role.
    @usableFromInline let workInProgress: Atomic<Int>
    /// The queue of events sent while an emitter was busy, created by the first
    /// such send — most subscriptions never see contention or re-entrancy: the
    /// bits of a retained ``PendingEvents`` reference, or 0.
    @usableFromInline let pendingBits = Atomic<UInt>(0)
    /// Set once the emitter has let go of the observer, so that the disposal
    /// hook does not queue a redundant event (a queue append under the lock) on
    /// every terminal event, whose delivery disposes the lifetime.
    @usableFromInline let isReleased = Atomic<Bool>(false)
    /// The thread that holds the emitter role while it attaches this sink's
    /// sources (see ``init(_:lifetime:claimed:)``), or 0.
    @usableFromInline let claimant: Atomic<UInt>
    /// Whether the claimant is inside a delivery, so that its re-entrant sends
    /// queue instead of overlapping. Only the claimant touches it.
    @exclusivity(unchecked) @usableFromInline var claimantIsDelivering = false

    /// Where a handled sink (see ``handled(_:lifetime:claimed:)``) is
    /// registered in its lifetime: the index of its token, or -1.
    @usableFromInline let registration = Atomic<Int>(-1)
    /// Set by a handled sink's ``SinkHandle`` when it goes while another
    /// thread holds the emitter role, for the claimant to release the observer
    /// once it gives up its claim (see ``releaseClaimOfHandled()``).
    @usableFromInline let sendersAreGone = Atomic<Bool>(false)
    /// Sends this sink the event that releases its observer on disposal.
    /// Made where the sink's types are known: the sink (or its hook) is
    /// disposed through the `Disposable` existential, by unspecialized code,
    /// which would look up `Event<Value, Failure>`'s metadata in the runtime's
    /// cache to build the event — several hundred instructions per subscription.
    @usableFromInline let sendRelease: @Sendable (SerializedSink<Value, Failure>) -> Void

    /// A sink that delivers to `downstream` within `lifetime`, for an
    /// operator that keeps the sink itself: its lifetime reaches it through a
    /// ``SinkReleaseHook``, which holds it weakly.
    ///
    /// A `claimed` sink starts with the emitter role held by the calling thread
    /// until ``releaseClaim()``: an operator claims the sink it creates while
    /// it attaches its sources, so that a source sending synchronously from
    /// that call — a generator's loop, the sources of a zip — delivers without
    /// a single atomic read-modify-write per event (each costs more here than
    /// a whole short pipeline). Sends from other threads meanwhile are queued
    /// and delivered in order by the claimant, after its current event or when
    /// it releases the claim, so nothing blocks and nothing is lost — but the
    /// thread that delivers them is the claimant's. Operators that promise a
    /// thread (``Signal/deliver(on:)``) do not claim.
    @inlinable
    convenience init(_ downstream: Observer<Value, Failure>, lifetime: CompositeDisposable, claimed: Bool = false) {
        self.init(downstream, lifetime: lifetime, claimed: claimed, handled: false)
    }

    /// A sink whose senders hold it only through one ``SinkHandle``: the
    /// subscription of a generator.
    ///
    /// Its lifetime holds it strongly and disposes it directly, with no
    /// ``SinkReleaseHook``: the hook's weak reference costs a side table (an
    /// allocation, and every later retain and release of the sink on the
    /// runtime's slow path). The cycle this forms (sink → lifetime → sink) is
    /// broken by the lifetime's end or the handle's, whichever comes first.
    /// The creator ends a claim with ``releaseClaimOfHandled()``.
    @inlinable
    static func handled(
        _ downstream: Observer<Value, Failure>, lifetime: CompositeDisposable, claimed: Bool
    ) -> SerializedSink {
        SerializedSink(downstream, lifetime: lifetime, claimed: claimed, handled: true)
    }

    @inlinable
    init(_ downstream: Observer<Value, Failure>, lifetime: CompositeDisposable, claimed: Bool, handled: Bool) {
        self.downstream = .passRetained(DownstreamObserver(downstream))
        self.lifetime = lifetime
        workInProgress = Atomic(claimed ? 1 : 0)
        claimant = Atomic(claimed ? currentThreadID() : 0)
        sendRelease = { sink in sink.send(.completed) }
        // Any event delivered once the lifetime is disposed releases the
        // observer; the entry makes sure disposal alone does.
        if handled {
            if let token = lifetime.add(self) { registration.store(token.index, ordering: .relaxed) }
        } else {
            lifetime.add(SinkReleaseHook(self))
        }
    }

    deinit {
        downstream?.release()
        let bits = pendingBits.load(ordering: .acquiring)
        if bits != 0 { PendingEvents<Event<Value, Failure>>.reference(bits).release() }
    }

    /// An observer that sends into this sink, carrying the sink's lifetime
    /// (see ``Observer``).
    @inlinable
    var observer: Observer<Value, Failure> { Observer(self.send, lifetime: lifetime) }

    /// Sends the event that releases the observer on disposal, unless the
    /// observer is already released.
    @inlinable
    func releaseObserver() {
        // A sink that delivered its terminal event has already let go.
        guard !isReleased.load(ordering: .relaxed) else { return }
        sendRelease(self)
    }

    @inlinable
    func send(_ event: Event<Value, Failure>) {
        if claimant.load(ordering: .relaxed) == currentThreadID() {
            sendAsClaimant(event)
        } else if workInProgress.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
            deliver(event)
            let left = workInProgress.subtract(1, ordering: .acquiringAndReleasing).newValue
            if left == 0 { return }
            drain(missed: left)
        } else {
            enqueue(event)
        }
    }

    /// A send by the thread holding the claim: it already is the emitter.
    /// Always inlined into ``send(_:)``, with ``deliver(_:)``: as three calls
    /// they cost about 19 instructions more per event of a generator.
    @inlinable @inline(__always)
    func sendAsClaimant(_ event: Event<Value, Failure>) {
        if claimantIsDelivering {
            enqueue(event)
            return
        }
        // What other threads queued before this send goes first: a sender
        // whose send happened before this one must not be overtaken.
        if workInProgress.load(ordering: .acquiring) > 1 { drainAsClaimant() }
        claimantIsDelivering = true
        deliver(event)
        claimantIsDelivering = false
        // Anything queued meanwhile, by other threads or re-entrantly, goes next.
        if workInProgress.load(ordering: .acquiring) > 1 { drainAsClaimant() }
    }

    /// Delivers what was queued while the claim was held, keeping the claim.
    @usableFromInline
    func drainAsClaimant() {
        claimantIsDelivering = true
        drain(missed: workInProgress.load(ordering: .acquiring) - 1, keeping: 1)
        claimantIsDelivering = false
    }

    /// Gives up the emitter role taken by a `claimed` initialization, after
    /// delivering whatever was queued under it. Called once, by the claimant.
    @inlinable
    func releaseClaim() {
        claimant.store(0, ordering: .relaxed)
        let left = workInProgress.subtract(1, ordering: .acquiringAndReleasing).newValue
        if left != 0 { drain(missed: left) }
    }

    /// Called by a handled sink's ``SinkHandle`` when it goes: nothing can send
    /// to the sink any more, so it takes the sink out of its lifetime (ending
    /// their cycle) and releases the observer — silently, with no event: the
    /// subscription neither ended nor was disposed.
    ///
    /// No send is running through the handle (a caller keeps the closure it
    /// calls alive), so the emitter role is free unless the claimant holds it
    /// (the claim's release then lets go, see ``releaseClaimOfHandled()``) or
    /// a disposal is delivering its releasing event, which lets go itself.
    @inlinable
    func sendersReleased() {
        let index = registration.load(ordering: .relaxed)
        if index >= 0 { lifetime.remove(CompositeDisposable.Token(index: index)) }
        sendersAreGone.store(true, ordering: .releasing)
        // The claimant itself lets go when it releases the claim, without
        // counting a spurious work item that would make that a drain; an
        // observer already let go of needs nothing.
        if claimant.load(ordering: .relaxed) == currentThreadID() || isReleased.load(ordering: .relaxed) { return }
        releaseIfIdle()
    }

    /// Releases the observer if no thread holds the emitter role. Counting
    /// itself in the counter (rather than only reading it) is what makes an
    /// emitter that holds the role see `sendersAreGone` when it lets go: its
    /// own update of the counter comes after this one.
    @usableFromInline
    func releaseIfIdle() {
        guard workInProgress.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        release()
        let left = workInProgress.subtract(1, ordering: .acquiringAndReleasing).newValue
        if left != 0 { drain(missed: left) }
    }

    /// ``releaseClaim()`` for a handled sink: if its handle went while the
    /// claim was held, releases the observer the handle could not.
    @inlinable
    func releaseClaimOfHandled() {
        releaseClaim()
        // (Released already at a terminal event or disposal, the usual case, it skips the counter.)
        if sendersAreGone.load(ordering: .acquiring), !isReleased.load(ordering: .relaxed) { releaseIfIdle() }
    }

    /// The queue of pending events, created by the first caller.
    @inlinable
    var pending: PendingEvents<Event<Value, Failure>> {
        let bits = pendingBits.load(ordering: .acquiring)
        if bits != 0 { return PendingEvents.reference(bits).takeUnretainedValue() }
        let created = Unmanaged.passRetained(PendingEvents<Event<Value, Failure>>())
        let (exchanged, original) = pendingBits.compareExchange(
            expected: 0, desired: UInt(bitPattern: created.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return created.takeUnretainedValue() }
        created.release()
        return PendingEvents.reference(original).takeUnretainedValue()
    }

    @inlinable
    func enqueue(_ event: Event<Value, Failure>) {
        pending.events.withLock { $0.append(event) }
        // Whoever raises the counter from zero becomes the emitter.
        if workInProgress.add(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            drain(missed: 1)
        }
    }

    /// Delivers queued events until the counter says no sender is left unserved.
    ///
    /// Each round empties the queue rather than popping `missed` events: a
    /// sender appends before counting itself, so the queue may hold events not
    /// yet counted, and popping by count could take those and leave a counted
    /// one behind when the counter reaches zero — the next send's fast path
    /// would then overtake it, and a single sender's events would arrive out
    /// of order. Once the queue is empty, whatever the counter still holds was
    /// sent after, and the next round picks it up.
    ///
    /// `keeping` is what the counter holds for the emitter role itself when
    /// it is to be kept: 1 for a claimant, 0 for an emitter that lets go.
    @usableFromInline
    func drain(missed: Int, keeping held: Int = 0) {
        var missed = missed
        let pending = self.pending
        while missed > 0 {
            while let event = pending.events.withLock({ $0.popFirst() }) {
                deliver(event)
            }
            missed = workInProgress.subtract(missed, ordering: .acquiringAndReleasing).newValue - held
        }
    }

    @inlinable @inline(__always)
    func deliver(_ event: Event<Value, Failure>) {
        guard let downstream else { return }
        if case .next = event {
            if lifetime.isDisposed {
                release()
            } else {
                downstream._withUnsafeGuaranteedRef { $0.observer.action(event) }
            }
            return
        }
        // Let go of before the call: a terminal event's delivery may re-enter.
        letGoOfDownstream()
        if !lifetime.isDisposed {
            downstream._withUnsafeGuaranteedRef { $0.observer.action(event) }
            lifetime.dispose()
        }
        downstream.release()
    }

    @inlinable
    func release() {
        guard let downstream else { return }
        letGoOfDownstream()
        downstream.release()
    }

    /// Clears the observer and marks the sink released; the caller releases the box.
    @inlinable
    func letGoOfDownstream() {
        downstream = nil
        isReleased.store(true, ordering: .relaxed)
    }
}

/// The observer a ``SerializedSink`` delivers to, boxed so that the sink can
/// drop it at the end of the subscription and borrow it for each event.
@usableFromInline
final class DownstreamObserver<Value, Failure: Error> {
    @usableFromInline let observer: Observer<Value, Failure>

    @inlinable
    init(_ observer: Observer<Value, Failure>) {
        self.observer = observer
    }
}

/// The queue of a ``SerializedSink``'s undelivered events.
@usableFromInline
final class PendingEvents<Event: Sendable>: Sendable {
    // Locked guards the queue: senders append while the emitter pops.
    @usableFromInline let events = Locked(Queue<Event>())

    @inlinable init() {}

    /// The instance whose retained reference has the bit pattern `bits`.
    @inlinable
    static func reference(_ bits: UInt) -> Unmanaged<PendingEvents> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
    }
}

/// A handled sink is an entry of its own lifetime (see
/// ``SerializedSink/handled(_:lifetime:claimed:)``): disposing the lifetime
/// releases the sink's observer.
extension SerializedSink: Disposable {
    @inlinable
    var isDisposed: Bool { lifetime.isDisposed }

    /// Releases the observer; the lifetime calls this once, when disposed.
    @inlinable
    func dispose() { releaseObserver() }
}

/// What the senders of a handled ``SerializedSink`` hold: when the last of
/// them lets go, nothing can send to the sink any more, so its observer is
/// released, as the observer of a sink nobody holds is, and the sink leaves
/// its lifetime.
@usableFromInline
final class SinkHandle<Value: Sendable, Failure: Error>: Sendable {
    @usableFromInline let sink: SerializedSink<Value, Failure>

    @inlinable
    init(_ sink: SerializedSink<Value, Failure>) {
        self.sink = sink
    }

    deinit {
        sink.sendersReleased()
    }

    /// An observer that sends into the sink, carrying the sink's lifetime
    /// (see ``Observer``). Its closure captures only the handle, which is
    /// then the closure's context: no allocation of its own.
    @inlinable
    var observer: Observer<Value, Failure> {
        Observer({ event in self.sink.send(event) }, lifetime: sink.lifetime)
    }
}

/// Makes disposal alone release the observer of a ``SerializedSink`` that an
/// operator keeps: disposed with the sink's lifetime, it sends the sink an
/// event, which the sink drops but which releases the observer.
///
/// It holds the sink weakly: a strong reference would form a cycle (sink →
/// lifetime → hook → sink) that keeps a subscription nobody disposes alive
/// after its source is gone. Only the sink's lifetime holds it, and a
/// composite disposes each entry once, so it keeps no disposed flag of its own.
@usableFromInline
final class SinkReleaseHook<Value: Sendable, Failure: Error>: Disposable {
    @usableFromInline weak let sink: SerializedSink<Value, Failure>?

    @inlinable
    init(_ sink: SerializedSink<Value, Failure>) {
        self.sink = sink
    }

    @inlinable
    var isDisposed: Bool { sink?.lifetime.isDisposed ?? true }

    @inlinable
    func dispose() { sink?.releaseObserver() }
}
