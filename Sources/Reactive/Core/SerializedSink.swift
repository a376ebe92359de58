import Synchronization

/// Turns any number of concurrent or re-entrant senders into one orderly stream
/// of events for a downstream observer: the place where a subscription's
/// guarantees are enforced.
///
/// - One thread at a time: an atomic work counter elects a single *emitter*.
///   A send from another thread while the emitter delivers is queued and
///   delivered by the emitter right after, in arrival order. Nobody blocks and
///   nothing deadlocks (RAC PR #1877).
/// - Re-entrant sends nest, as in RAC, whose subscriber sends under a recursive
///   lock: a send made on the emitter's thread from inside a delivery (the
///   downstream callback sending into a source of this subscription) is
///   delivered at once, before the delivery that caused it returns and before
///   anything that delivery goes on to send. Queued behind the current event,
///   it would reach the output later through one chain of operators than
///   through an equivalent one, and break the monad laws (a failure
///   overtaking an inner signal's next value in one form, not in the other).
///   A sink made with `nestsReentrantSends: false` queues them instead, for an
///   observer that is not re-entrant (see ``FanIn``).
/// - Nothing after a terminal event: the first terminal event is delivered,
///   then the subscription's `lifetime` is disposed, and later events are dropped.
///   The downstream observer is released at that point, or at disposal — by
///   the outermost delivery on the stack when a nested one ended it.
/// - Nothing after disposal: every delivery first checks `lifetime.isDisposed`.
///
/// The fast path (no contention) costs two atomic read-modify-writes per event,
/// plus two plain stores marking the emitter's thread and a check that no
/// nested delivery let go of the observer, and takes no lock; a claimed sink,
/// sent into by its claimant, costs none.
///
/// Soundness (`@safe`), for its unsafe parts:
/// - `downstream` (exclusivity, lifetimes): only the elected emitter reads
///   or releases it, the atomic work counter orders emitters; the retain
///   taken by an initializer is released once: after `letGoOfDownstream()`
///   has set the field to `nil`, by the outermost delivery on the stack or
///   `release()`, or else by the deinitializer; so every borrow through
///   `_withUnsafeGuaranteedRef` (in a delivery, below that release) happens
///   while the retain is held.
/// - `lifetimeAddress` (binding, lifetimes): the opaque address of a
///   `CompositeDisposable`, this sink (unretained: valid while `self` is)
///   or an external lifetime retained by the initializer and released once
///   by the deinitializer; written only by the initializers.
/// - `pendingBits`: the address of a `PendingEvents` retained once when it
///   is published with a compare-exchange, released once by the
///   deinitializer; read back through `PendingEvents.reference`, whose
///   force unwrap traps on zero in every build.
/// - `sendRelease`'s `unsafeDowncast` (binding): the closure is made by the
///   initializer of the sink it is stored in, for that sink's own type, and
///   is only ever called with that sink (`self`); a checked cast would cost
///   every disposal a runtime call.
/// - `claimantIsIdle` (exclusivity): only the thread holding the emitter
///   role touches it, as the atomic counter elects.
@usableFromInline
@safe
final class SerializedSink<Value: Sendable, Failure: Error>: CompositeDisposable,
    @unchecked Sendable  // atomic: `workInProgress` elects one emitter at a time, the only thread that touches
{
    // `downstream` and `claimantIsIdle`
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
    /// The address of ``lifetime``: this sink itself (see
    /// ``owningLifetime(_:claimed:)``), unretained, so that it forms no
    /// cycle, or the external lifetime it delivers within, retained here and
    /// released by the deinitializer. Stored rather than chosen, so that
    /// reading it per event costs no test; an address rather than an optional
    /// reference beside it, so that a sink that is its own lifetime releases
    /// no `nil` reference when it goes (about 10 instructions). Only the
    /// initializer writes it, once `self` exists.
    @exclusivity(unchecked) @usableFromInline var lifetimeAddress: UnsafeMutableRawPointer?
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
    /// The thread that holds the emitter role, or 0: the claimant while it
    /// attaches this sink's sources (see ``init(_:lifetime:claimed:nestsReentrantSends:)``),
    /// or the emitter while it delivers, so that its re-entrant sends are
    /// recognized. Only that thread stores its id here, and it stores 0
    /// before giving up the role, so no other thread ever reads its own id.
    @usableFromInline let claimant: Atomic<UInt>
    /// Whether the claimant of a `claimed` sink holds the role outside any
    /// delivery, so that its sends are not re-entrant; any other holder of the
    /// role is delivering, and the emitter's fast path writes nothing here.
    /// Only the thread holding the role touches it.
    @exclusivity(unchecked) @usableFromInline var claimantIsIdle: Bool
    /// Whether a re-entrant send is delivered at once, nested in the current
    /// delivery (RAC), rather than queued behind it: see ``init(_:lifetime:claimed:nestsReentrantSends:)``.
    @usableFromInline let nestsReentrantSends: Bool

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
    /// A plain closure (issue 22): it was kept in two raw words, read
    /// through a type they were never bound to and assuming a closure's
    /// layout, to save the release of its `nil` context when the sink goes;
    /// the cost of the safe form is in Architecture.md.
    @usableFromInline let sendRelease: @Sendable (AnyObject) -> Void

    /// What ``sendRelease`` holds: a completion sent to the sink, which
    /// releases its observer (the sink's terminal path) unless it is released.
    @inlinable
    static func releaseSender(_ sink: SerializedSink<Value, Failure>) {
        var release = Event<Value, Failure>.completed
        sink.sendInPlace(&release)
    }

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
    ///
    /// With `nestsReentrantSends` (RAC's behaviour), a send from inside a
    /// delivery, on its thread, is delivered at once, nested in it; without,
    /// it is queued behind the current event.
    @inlinable
    convenience init(
        _ downstream: Observer<Value, Failure>, lifetime: CompositeDisposable, claimed: Bool = false,
        nestsReentrantSends: Bool = true
    ) {
        self.init(
            downstream, lifetime: lifetime, claimed: claimed, handled: false, nestsReentrantSends: nestsReentrantSends)
    }

    /// A sink whose senders hold it only through one ``SinkHandle``: the
    /// subscription of a generator. Re-entrant sends nest.
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
        SerializedSink(downstream, lifetime: lifetime, claimed: claimed, handled: true, nestsReentrantSends: true)
    }

    /// A handled sink that is its own lifetime: the subscription of a
    /// generator that ``Signal/subscribe(_:)`` starts directly, whose lifetime
    /// is made for it alone. One object instead of two (about 330
    /// instructions per subscription); the subscriber holds the sink as the
    /// returned disposable, which keeps nothing else alive: the observer is
    /// released as from any handled sink — at the terminal event, at
    /// disposal, or when the handle goes.
    @inlinable
    static func owningLifetime(_ downstream: Observer<Value, Failure>, claimed: Bool) -> SerializedSink {
        SerializedSink(downstream, lifetime: nil, claimed: claimed, handled: true, nestsReentrantSends: true)
    }

    /// ``owningLifetime(_:claimed:)`` for a subscriber's three callbacks
    /// (`subscribe(next:failed:completed:)`): they are kept in the box the
    /// sink delivers to (``DownstreamCallbacks``), one object instead of that
    /// box and the observer's own object holding them (about 270
    /// instructions per subscription).
    @inlinable
    init(
        next: __owned (@Sendable (Value) -> Void)?, failed: __owned (@Sendable (Failure) -> Void)?,
        completed: __owned (@Sendable () -> Void)?, claimed: Bool
    ) {
        // Set below, once the box can refer to this sink.
        unsafe downstream = nil
        nestsReentrantSends = true
        unsafe claimantIsIdle = claimed
        workInProgress = Atomic(claimed ? 1 : 0)
        claimant = Atomic(claimed ? currentThreadID() : 0)
        sendRelease = { sink in unsafe Self.releaseSender(unsafeDowncast(sink, to: Self.self)) }
        super.init(callingDidEnd: true)
        unsafe lifetimeAddress = unsafe Unmanaged.passUnretained(self).toOpaque()
        unsafe downstream = unsafe .passRetained(
            DownstreamCallbacks(next: next, failed: failed, completed: completed, sink: self))
    }

    @inlinable
    init(
        _ downstream: Observer<Value, Failure>, lifetime: CompositeDisposable?, claimed: Bool, handled: Bool,
        nestsReentrantSends: Bool
    ) {
        unsafe self.downstream = unsafe .passRetained(DownstreamObserver(downstream))
        self.nestsReentrantSends = nestsReentrantSends
        unsafe claimantIsIdle = claimed
        unsafe lifetimeAddress = unsafe lifetime.map { unsafe Unmanaged.passRetained($0).toOpaque() }
        workInProgress = Atomic(claimed ? 1 : 0)
        claimant = Atomic(claimed ? currentThreadID() : 0)
        sendRelease = { sink in unsafe Self.releaseSender(unsafeDowncast(sink, to: Self.self)) }
        super.init(callingDidEnd: true)
        guard let lifetime else {
            unsafe lifetimeAddress = unsafe Unmanaged.passUnretained(self).toOpaque()
            return
        }
        // Any event delivered once the lifetime is disposed releases the
        // observer; disposal alone does through ``didEnd()``, of this sink's
        // own lifetime or of this sink as an entry of the external one.
        if handled {
            if let token = lifetime.add(self) { registration.store(token.index, ordering: .relaxed) }
        } else {
            lifetime.add(SinkReleaseHook(self))
        }
    }

    /// Releases the observer when this sink is disposed, once: a handled
    /// sink is an entry of its lifetime (``handled(_:lifetime:claimed:)``),
    /// or is that lifetime (``owningLifetime(_:claimed:)``).
    @inlinable
    override func didEnd() { releaseObserver() }

    /// The subscription's lifetime: disposing it ends the subscription, and
    /// a terminal event disposes it.
    @inlinable
    var lifetime: CompositeDisposable {
        unsafe Unmanaged<CompositeDisposable>.fromOpaque(lifetimeAddress.unsafelyUnwrapped).takeUnretainedValue()
    }

    deinit {
        let lifetimeAddress = unsafe lifetimeAddress.unsafelyUnwrapped
        if unsafe lifetimeAddress != Unmanaged.passUnretained(self).toOpaque() {
            unsafe Unmanaged<CompositeDisposable>.fromOpaque(lifetimeAddress).release()
        }
        unsafe downstream?.release()
        let bits = pendingBits.load(ordering: .acquiring)
        if bits != 0 { unsafe PendingEvents<Event<Value, Failure>>.reference(bits).release() }
    }

    /// An observer that sends into this sink, carrying the sink's lifetime
    /// (see ``Observer``).
    @inlinable
    var observer: Observer<Value, Failure> {
        Observer(inPlace: { event in self.sendInPlace(&event) }, lifetime: lifetime)
    }

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
        var event = event
        sendInPlace(&event)
    }

    /// Sends the event at `event`'s address, which it leaves as it was (see
    /// ``Observer/action``).
    @inlinable
    func sendInPlace(_ event: inout Event<Value, Failure>) { sendInlined(&event) }

    /// ``sendInPlace(_:)``, always inlined: into the closure of a ``SinkHandle``'s
    /// observer and into a subject's loop over its subscribers, so that an
    /// event reaches the sink's work without a call of its own (7
    /// instructions per event of a generator, 3 per subscriber of a subject).
    @inlinable @inline(__always)
    func sendInlined(_ event: inout Event<Value, Failure>) {
        let thread = currentThreadID()
        if claimant.load(ordering: .relaxed) == thread {
            sendAsClaimant(&event)
        } else if workInProgress.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
            // A plain store, not a read-modify-write: while it holds, this
            // thread's re-entrant sends are recognized and nest.
            claimant.store(thread, ordering: .relaxed)
            deliver(&event, outermost: true)
            // Given back before the counter, or a thread that becomes the
            // emitter next could have its own mark overwritten.
            claimant.store(0, ordering: .relaxed)
            let left = workInProgress.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
            if left == 0 { return }
            drain(missed: left)
        } else {
            enqueue(event)
        }
    }

    /// A send by the thread holding the emitter role: the claimant, or the
    /// emitter itself re-entering from inside a delivery. Always inlined into
    /// ``send(_:)``, with ``deliver(_:outermost:)``: as three calls they cost
    /// about 19 instructions more per event of a generator.
    @inlinable @inline(__always)
    func sendAsClaimant(_ event: inout Event<Value, Failure>) {
        if unsafe !claimantIsIdle {
            sendReentrant(&event)
            return
        }
        // What other threads queued before this send goes first: a sender
        // whose send happened before this one must not be overtaken.
        if workInProgress.load(ordering: .acquiring) > 1 { drainAsClaimant() }
        unsafe claimantIsIdle = false
        deliver(&event, outermost: true)
        unsafe claimantIsIdle = true
        // Anything other threads queued meanwhile goes next.
        if workInProgress.load(ordering: .acquiring) > 1 { drainAsClaimant() }
    }

    /// A send from inside a delivery, on its thread: delivered at once, nested
    /// in the current delivery, as RAC's subscriber does under its recursive
    /// lock — unless the observer needs its events one at a time. Kept out of
    /// line: inlined, the rare path made ``send(_:)`` too big to be inlined
    /// itself, about 23 instructions more per event through a subject.
    @usableFromInline @inline(never)
    func sendReentrant(_ event: inout Event<Value, Failure>) {
        if nestsReentrantSends {
            deliver(&event, outermost: false)
        } else {
            enqueue(event)
        }
    }

    /// Delivers what was queued while the claim was held, keeping the claim.
    @usableFromInline
    func drainAsClaimant() {
        unsafe claimantIsIdle = false
        drain(missed: workInProgress.load(ordering: .acquiring) - 1, keeping: 1)
        unsafe claimantIsIdle = true
    }

    /// Gives up the emitter role taken by a `claimed` initialization, after
    /// delivering whatever was queued under it. Called once, by the claimant.
    @inlinable
    func releaseClaim() {
        // Whoever holds the role from now on, this thread included, is delivering when it sends.
        unsafe claimantIsIdle = false
        claimant.store(0, ordering: .relaxed)
        let left = workInProgress.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
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
        guard workInProgress.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        release()
        let left = workInProgress.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
        if left != 0 { drain(missed: left) }
    }

    /// ``releaseClaim()`` for a handled sink: if its handle went while the
    /// claim was held, releases the observer the handle could not.
    @inlinable
    func releaseClaimOfHandled() {
        if sendersAreGone.load(ordering: .acquiring), !isReleased.load(ordering: .relaxed) {
            // The handle went while the claim was held (usually on this
            // thread: a generator that did not end and kept no observer), so
            // nothing can send any more. What other threads queued goes
            // first; then the observer is released while this thread still
            // holds the role, which saves taking it again (two atomic
            // read-modify-writes).
            if workInProgress.load(ordering: .acquiring) > 1 { drainAsClaimant() }
            release()
        }
        releaseClaim()
        // The handle went on another thread while the claim was held: its
        // release found the role taken and left it to this thread.
        if sendersAreGone.load(ordering: .acquiring), !isReleased.load(ordering: .relaxed) { releaseIfIdle() }
    }

    /// The queue of pending events, created by the first caller.
    @inlinable
    var pending: PendingEvents<Event<Value, Failure>> {
        let bits = pendingBits.load(ordering: .acquiring)
        if bits != 0 { return unsafe PendingEvents.reference(bits).takeUnretainedValue() }
        let created = unsafe Unmanaged.passRetained(PendingEvents<Event<Value, Failure>>())
        let (exchanged, original) = unsafe pendingBits.compareExchange(
            expected: 0, desired: UInt(bitPattern: created.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return unsafe created.takeUnretainedValue() }
        unsafe created.release()
        return unsafe PendingEvents.reference(original).takeUnretainedValue()
    }

    @inlinable
    func enqueue(_ event: Event<Value, Failure>) {
        pending.events.withLock { $0.append(event) }
        // Whoever raises the counter from zero becomes the emitter.
        if workInProgress.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
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
    /// Either way this thread is marked as the claimant while it delivers, so
    /// that its re-entrant sends nest.
    @usableFromInline
    func drain(missed: Int, keeping held: Int = 0) {
        var missed = missed
        let pending = self.pending
        let thread = currentThreadID()
        while missed > 0 {
            claimant.store(thread, ordering: .relaxed)
            while var event = pending.events.withLock({ $0.popFirst() }) {
                deliver(&event, outermost: true)
            }
            if held == 0 { claimant.store(0, ordering: .relaxed) }
            missed = workInProgress.wrappingSubtract(missed, ordering: .acquiringAndReleasing).newValue - held
        }
    }

    /// Delivers `event` to the observer, unless the subscription has ended.
    ///
    /// Only the `outermost` delivery on the stack releases the observer: a
    /// nested one, made re-entrantly from inside the observer, lets go of it
    /// when it ends the subscription, but the frames below are still running
    /// the observer's closure, borrowed without a retain, so the outermost one
    /// releases it once that call has returned.
    @inlinable @inline(__always)
    func deliver(_ event: inout Event<Value, Failure>, outermost: Bool) {
        guard let downstream = unsafe downstream else { return }
        if case .next = event {
            if lifetime.isDisposed {
                letGoOfDownstream()
                if outermost { unsafe downstream.release() }
            } else {
                unsafe downstream._withUnsafeGuaranteedRef { $0.action(&event) }
                // A nested delivery let go of the observer meanwhile.
                if outermost, unsafe self.downstream == nil { unsafe downstream.release() }
            }
            return
        }
        // Let go of before the call: a terminal event's delivery may re-enter.
        letGoOfDownstream()
        if !lifetime.isDisposed {
            unsafe downstream._withUnsafeGuaranteedRef { $0.receiveTerminal(&event) }
            lifetime.dispose()
        }
        if outermost { unsafe downstream.release() }
    }

    /// Lets go of the observer and releases it. Only for a thread that took
    /// the emitter role outside any delivery (``releaseIfIdle()``): inside one,
    /// the outermost delivery releases it (``deliver(_:outermost:)``).
    @inlinable
    func release() {
        guard let downstream = unsafe downstream else { return }
        letGoOfDownstream()
        unsafe downstream.release()
    }

    /// Clears the observer and marks the sink released; the caller releases the box.
    @inlinable
    func letGoOfDownstream() {
        unsafe downstream = nil
        isReleased.store(true, ordering: .relaxed)
    }
}

/// The observer a ``SerializedSink`` delivers to, boxed so that the sink can
/// drop it at the end of the subscription and borrow it for each event.
@usableFromInline
class DownstreamObserver<Value: Sendable, Failure: Error> {
    /// The observer's closure, which each value goes to, called directly (no
    /// dynamic dispatch per event). The closure alone: the observer's
    /// lifetime is not needed to deliver, and a sink that is its own lifetime
    /// would release a `nil` one when the box goes (about 10 instructions).
    @usableFromInline let action: @Sendable (inout Event<Value, Failure>) -> Void

    @inlinable
    init(_ observer: Observer<Value, Failure>) {
        action = observer.action
    }

    @inlinable
    init(action: @escaping @Sendable (inout Event<Value, Failure>) -> Void) {
        self.action = action
    }

    /// Delivers a terminal event, once the sink has let go of this box.
    /// Dispatched dynamically, once per subscription, so that
    /// ``DownstreamCallbacks`` can reach its callbacks without the sink.
    @inlinable
    func receiveTerminal(_ event: inout Event<Value, Failure>) {
        action(&event)
    }
}

/// The box of a subscriber's three callbacks, held by the sink that delivers
/// to them (see ``SerializedSink/init(next:failed:completed:claimed:)``).
///
/// Its closure captures the sink alone (a closure capturing one
/// object allocates no context) and finds this box there: the sink holds it
/// while it delivers a value. The sink → box → sink cycle ends when the sink
/// lets go of the box, which it does on every path that releases an observer
/// (terminal event, disposal, the senders' going). A terminal event is
/// delivered after the sink has let go, so it comes through
/// ``receiveTerminal(_:)`` instead.
@usableFromInline
final class DownstreamCallbacks<Value: Sendable, Failure: Error>: DownstreamObserver<Value, Failure> {
    @usableFromInline let next: (@Sendable (Value) -> Void)?
    @usableFromInline let failed: (@Sendable (Failure) -> Void)?
    @usableFromInline let completed: (@Sendable () -> Void)?

    @inlinable
    init(
        next: __owned (@Sendable (Value) -> Void)?, failed: __owned (@Sendable (Failure) -> Void)?,
        completed: __owned (@Sendable () -> Void)?, sink: SerializedSink<Value, Failure>
    ) {
        self.next = next
        self.failed = failed
        self.completed = completed
        super.init(action: { event in
            guard case .next(let value) = event else { return }
            unsafe sink.downstream.unsafelyUnwrapped._withUnsafeGuaranteedRef {
                unsafe unsafeDowncast($0, to: DownstreamCallbacks.self).next?(value)
            }
        })
    }

    @inlinable
    override func receiveTerminal(_ event: inout Event<Value, Failure>) {
        switch event {
        case .next: break
        case .failed(let failure): failed?(failure)
        case .completed: completed?()
        }
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
        unsafe Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
    }
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

    /// An observer that sends into the sink, carrying the sink's lifetime,
    /// `lifetime` (see ``Observer``), which the caller holds: read from the
    /// sink's unretained address, it would be retained and released around
    /// the generator's call. Its closure captures only the handle, which is
    /// then the closure's context: no allocation of its own.
    @inlinable
    func observer(in lifetime: CompositeDisposable) -> Observer<Value, Failure> {
        Observer(inPlace: { event in self.sink.sendInlined(&event) }, lifetime: lifetime)
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
