import Synchronization

/// The subscribers of one subject and whether it has terminated: the part
/// every subject shares.
///
/// Each subscriber is a ``SerializedSink`` of its own, so events sent into the
/// subject from several threads at once reach it one at a time, and a send
/// from inside its own callback is delivered to it nested, at once, instead of
/// deadlocking (RAC PR #1877).
/// Sending takes a snapshot of the list under the lock and calls the
/// subscribers outside it, so subscribing, disposing or sending from inside a
/// callback is safe. The snapshot is cached and rebuilt only after the list
/// changed; adding and removing a subscriber are amortized O(1).
@usableFromInline
final class SubjectSubscribers<Value: Sendable, Failure: Error>:
    @unchecked Sendable  // lock: `list` is only touched inside `lock.withLock`
{
    @usableFromInline typealias Sink = SerializedSink<Value, Failure>

    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let id: UInt64
        @usableFromInline let sink: Sink
    }

    @usableFromInline
    @safe struct State: Sendable {
        @usableFromInline var isTerminated = false
        /// Subscribers in subscription order; a removed one leaves a `nil` hole.
        @usableFromInline var entries: ContiguousArray<Entry?> = []
        /// Where each live subscriber sits in `entries`.
        @usableFromInline var positions: [UInt64: Int] = [:]
        @usableFromInline var nextID: UInt64 = 0
        /// The live sinks, in order, holding one hold of its own (see
        /// ``SinkSnapshot``); `nil` when the list changed since it was built.
        @usableFromInline var snapshot: Unmanaged<SinkSnapshot<Value, Failure>>?

        /// Drops the snapshot, for the caller to let go of after the lock.
        @inlinable
        mutating func retireSnapshot() -> Unmanaged<SinkSnapshot<Value, Failure>>? {
            defer { unsafe snapshot = nil }
            return unsafe snapshot
        }
    }

    // The spin lock guards the list; it is never held while a subscriber is
    // called or anything is released (a release may run any deinitializer).
    // Soundness (exclusivity) of `@exclusivity(unchecked)` on `list`: every
    // access is in `withState`, under the lock, whose bodies call nothing
    // that takes it again. `State` is `@safe`: its one unsafe part, the
    // snapshot's unmanaged reference, is the list's hold of it, handed over
    // by `retireSnapshot()` to be let go of once (``SinkSnapshot/letGo(_:)``).
    @usableFromInline let lock = SpinLock()
    @exclusivity(unchecked) @usableFromInline var list = State()

    /// Runs `body` on the list with the lock held.
    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { unsafe body(&list) }
    }

    /// The subject's subscriptions to sources (``SubjectProtocol/receive(from:lifetime:)``),
    /// disposed at its first terminal event.
    @usableFromInline let sources = CompositeDisposable()

    @usableFromInline init() {}

    deinit {
        unsafe list.snapshot.map(SinkSnapshot.letGo)
    }

    /// Subscribes `observer` for as long as `lifetime` lasts. A subscriber that
    /// arrives after the subject terminated receives nothing and is not kept.
    func subscribe(_ observer: Observer<Value, Failure>, lifetime: CompositeDisposable) {
        guard !lifetime.isDisposed else { return }
        insert(Sink(observer, lifetime: lifetime))
    }

    /// Adds `sink` to the list until its lifetime ends.
    /// - Returns: `false`, keeping nothing, if the subject has terminated.
    @discardableResult
    func insert(_ sink: Sink) -> Bool {
        let (id, retired) = unsafe withState { state -> (UInt64?, Unmanaged<SinkSnapshot<Value, Failure>>?) in
            guard !state.isTerminated else { return (nil, nil) }
            let id = state.nextID
            state.nextID += 1
            state.positions[id] = state.entries.count
            state.entries.append(Entry(id: id, sink: sink))
            return unsafe (id, state.retireSnapshot())
        }
        unsafe retired.map(SinkSnapshot.letGo)
        guard let id else { return false }
        // Weak: a subject dropped by everyone must not be kept alive by its subscriptions.
        sink.lifetime.add { [weak self] in self?.remove(id) }
        return true
    }

    /// Runs `body` with each current subscriber, in order, outside the lock;
    /// with none once terminated.
    ///
    /// The snapshot is held for the loop by a hold of its own (one atomic
    /// increment under the lock and one decrement after), not by a retain and
    /// a release (see ``SinkSnapshot``).
    @inlinable
    func forEachCurrent(_ body: (Sink) -> Void) {
        let held = unsafe withState { state -> Unmanaged<SinkSnapshot<Value, Failure>>? in
            guard !state.isTerminated else { return nil }
            let snapshot =
                unsafe state.snapshot
                ?? {
                    let built = unsafe Unmanaged.passRetained(SinkSnapshot(state.entries.lazy.compactMap { $0?.sink }))
                    unsafe state.snapshot = unsafe built
                    return unsafe built
                }()
            unsafe snapshot._withUnsafeGuaranteedRef { $0.hold() }
            return unsafe snapshot
        }
        guard let held = unsafe held else { return }
        unsafe held._withUnsafeGuaranteedRef { $0.forEach(body) }
        unsafe SinkSnapshot.letGo(held)
    }

    /// Marks the subject terminated, disposes its source subscriptions and
    /// hands back the subscribers to send the terminal event to, releasing them
    /// from the list. Returns `nil` if it had already terminated.
    @inlinable
    func terminate() -> ContiguousArray<Sink>? {
        let (sinks, retired) = unsafe withState {
            state -> (ContiguousArray<Sink>?, Unmanaged<SinkSnapshot<Value, Failure>>?) in
            guard !state.isTerminated else { return (nil, nil) }
            state.isTerminated = true
            let sinks = ContiguousArray(state.entries.lazy.compactMap { $0?.sink })
            state.entries = []
            state.positions = [:]
            return unsafe (sinks, state.retireSnapshot())
        }
        unsafe retired.map(SinkSnapshot.letGo)
        if sinks != nil { sources.dispose() }
        return sinks
    }

    /// Sends `event` to every current subscriber; a terminal event terminates
    /// the subject first. Ignored once the subject has terminated.
    @inlinable
    func broadcast(_ event: Event<Value, Failure>) {
        var event = event
        if event.isTerminal {
            for sink in terminate() ?? [] { sink.sendInPlace(&event) }
        } else {
            // The send inlined into the loop's closure: no call and frame
            // of its own per subscriber (3 instructions per event).
            forEachCurrent { $0.sendInlined(&event) }
        }
    }

    /// Feeds `source` into `observer` within `lifetime`, which the subject owns
    /// until it ends (see ``SubjectProtocol/receive(from:lifetime:)``).
    ///
    /// An ended subject still subscribes, in a lifetime already disposed: as
    /// RAC's subscriber disposes at once the disposable it is handed after its
    /// end, the source's creation closure runs and its teardown right after.
    func receive(
        from source: Signal<Value, Failure>, into observer: Observer<Value, Failure>, lifetime: CompositeDisposable
    ) {
        if let token = sources.add(lifetime) {
            lifetime.add { [weak sources] in sources?.remove(token) }
        }
        source.attach(observer, lifetime: lifetime)
    }

    private func remove(_ id: UInt64) {
        // Whatever the list lets go of is released after the lock: the last
        // reference to a subscriber may run arbitrary deinitializers.
        let (released, retired) = unsafe withState { state -> (Entry?, Unmanaged<SinkSnapshot<Value, Failure>>?) in
            guard let position = state.positions.removeValue(forKey: id) else { return (nil, nil) }
            let entry = state.entries[position]
            state.entries[position] = nil
            Self.compact(&state)
            return unsafe (entry, state.retireSnapshot())
        }
        _ = released
        unsafe retired.map(SinkSnapshot.letGo)
    }

    /// Drops the holes once they outnumber the live subscribers, keeping removal amortized O(1).
    private static func compact(_ state: inout State) {
        let live = state.positions.count
        if live == 0 {
            state.entries.removeAll(keepingCapacity: state.entries.count <= 64)
            return
        }
        let holes = state.entries.count - live
        guard holes > 32, holes > live else { return }
        var compacted = ContiguousArray<Entry?>()
        compacted.reserveCapacity(live)
        for case let entry? in state.entries {
            state.positions[entry.id] = compacted.count
            compacted.append(entry)
        }
        state.entries = compacted
    }
}

/// The live sinks of a subject as of one change of its list, shared by the
/// sends that read it while the list moves on.
///
/// Its lifetime is counted by hand in `holds`: the list holds its current
/// snapshot, and each send holds the snapshot it reads for as long as it
/// reads it. Whoever lets go of the last hold releases the one retain the
/// list took when it built the snapshot. The sinks sit in memory of its own,
/// each retained once, so that a send reads them without retaining an array
/// or a sink: a retain and a release cost about 40 instructions, as much as
/// the rest of the subject's own work per send.
///
/// Soundness (`@safe`): binding: `sinks` is allocated and initialized here
/// as `count` retained sink references, read only as such, and released and
/// freed once by the deinitializer; bounds: every loop runs over
/// `0..<count`, and the initializer checks with a precondition (release
/// builds too) that the collection gave exactly `count` sinks; lifetimes:
/// `forEach` borrows the sinks unretained, which the snapshot's own retains
/// cover for as long as the caller holds a hold, as `forEach` requires.
@usableFromInline
@safe final class SinkSnapshot<Value: Sendable, Failure: Error>: @unchecked Sendable {  // atomic: `sinks` is written
    // only by init; readers reach the snapshot under the list's lock (SpinLock's acquiring compare-exchange), and
    // `holds` orders the last reader before deinit
    @usableFromInline let sinks: UnsafeMutablePointer<Unmanaged<SerializedSink<Value, Failure>>>
    @usableFromInline let count: Int
    @usableFromInline let holds = Atomic<Int>(1)

    @inlinable
    init<Sinks: Collection>(_ sinks: Sinks) where Sinks.Element == SerializedSink<Value, Failure> {
        count = sinks.count
        unsafe self.sinks = .allocate(capacity: count)
        var initialized = 0
        for sink in sinks {
            precondition(initialized < count, "a collection gave more elements than its count")
            unsafe (self.sinks + initialized).initialize(to: .passRetained(sink))
            initialized += 1
        }
        precondition(initialized == count, "a collection gave fewer elements than its count")
    }

    deinit {
        for index in 0..<count { unsafe sinks[index].release() }
        unsafe sinks.deallocate()
    }

    /// Calls `body` with each sink, in order. Only while holding a hold.
    @inlinable
    func forEach(_ body: (SerializedSink<Value, Failure>) -> Void) {
        for index in 0..<count { unsafe sinks[index]._withUnsafeGuaranteedRef(body) }
    }

    /// Takes one more hold; only while holding one already (the list's,
    /// under its lock), so the count never rises from zero.
    @inlinable
    func hold() {
        holds.wrappingAdd(1, ordering: .relaxed)
    }

    /// Lets go of one hold, releasing the snapshot with the last.
    @inlinable
    static func letGo(_ snapshot: Unmanaged<SinkSnapshot>) {
        // Acquiring and releasing: every reader's use happens before the release.
        if unsafe snapshot._withUnsafeGuaranteedRef({
            $0.holds.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
        }) == 0 {
            unsafe snapshot.release()
        }
    }
}
