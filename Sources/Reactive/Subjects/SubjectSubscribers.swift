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
final class SubjectSubscribers<Value: Sendable, Failure: Error>: @unchecked Sendable { // lock: `list` is only touched inside `lock.withLock`
    @usableFromInline typealias Sink = SerializedSink<Value, Failure>

    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let id: UInt64
        @usableFromInline let sink: Sink
    }

    @usableFromInline
    struct State: Sendable {
        @usableFromInline var isTerminated = false
        /// Subscribers in subscription order; a removed one leaves a `nil` hole.
        @usableFromInline var entries: ContiguousArray<Entry?> = []
        /// Where each live subscriber sits in `entries`.
        @usableFromInline var positions: [UInt64: Int] = [:]
        @usableFromInline var nextID: UInt64 = 0
        /// The live sinks, in order; `nil` when the list changed since it was built.
        @usableFromInline var snapshot: ContiguousArray<Sink>? = []
    }

    // The spin lock guards the list; it is never held while a subscriber is
    // called or anything is released (a release may run any deinitializer).
    @usableFromInline let lock = SpinLock()
    @exclusivity(unchecked) @usableFromInline var list = State()

    /// Runs `body` on the list with the lock held.
    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&list) }
    }

    /// The subject's subscriptions to sources (``SubjectProtocol/receive(from:lifetime:)``),
    /// disposed at its first terminal event.
    @usableFromInline let sources = CompositeDisposable()

    @usableFromInline init() {}

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
        let id = withState { state -> UInt64? in
            guard !state.isTerminated else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.positions[id] = state.entries.count
            state.entries.append(Entry(id: id, sink: sink))
            state.snapshot = nil
            return id
        }
        guard let id else { return false }
        // Weak: a subject dropped by everyone must not be kept alive by its subscriptions.
        sink.lifetime.add { [weak self] in self?.remove(id) }
        return true
    }

    /// The current subscribers, to send a value to; empty once terminated.
    @inlinable
    func current() -> ContiguousArray<Sink> {
        withState { state in
            if let snapshot = state.snapshot { return snapshot }
            let snapshot = ContiguousArray(state.entries.lazy.compactMap { $0?.sink })
            state.snapshot = snapshot
            return snapshot
        }
    }

    /// Marks the subject terminated, disposes its source subscriptions and
    /// hands back the subscribers to send the terminal event to, releasing them
    /// from the list. Returns `nil` if it had already terminated.
    @inlinable
    func terminate() -> ContiguousArray<Sink>? {
        let sinks = withState { state -> ContiguousArray<Sink>? in
            guard !state.isTerminated else { return nil }
            state.isTerminated = true
            defer {
                state.entries = []
                state.positions = [:]
                state.snapshot = []
            }
            return state.snapshot ?? ContiguousArray(state.entries.lazy.compactMap { $0?.sink })
        }
        if sinks != nil { sources.dispose() }
        return sinks
    }

    /// Sends `event` to every current subscriber; a terminal event terminates
    /// the subject first. Ignored once the subject has terminated.
    @inlinable
    func broadcast(_ event: Event<Value, Failure>) {
        let sinks = event.isTerminal ? terminate() ?? [] : current()
        for sink in sinks { sink.send(event) }
    }

    /// Feeds `source` into `observer` within `lifetime`, which the subject owns
    /// until it ends (see ``SubjectProtocol/receive(from:lifetime:)``).
    ///
    /// An ended subject still subscribes, in a lifetime already disposed: as
    /// RAC's subscriber disposes at once the disposable it is handed after its
    /// end, the source's creation closure runs and its teardown right after.
    func receive(from source: Signal<Value, Failure>, into observer: Observer<Value, Failure>, lifetime: CompositeDisposable) {
        if let token = sources.add(lifetime) {
            lifetime.add { [weak sources] in sources?.remove(token) }
        }
        source.attach(observer, lifetime: lifetime)
    }

    private func remove(_ id: UInt64) {
        // Whatever the list lets go of is released after the lock: the last
        // reference to a subscriber may run arbitrary deinitializers.
        let released = withState { state -> (Entry?, ContiguousArray<Sink>?) in
            guard let position = state.positions.removeValue(forKey: id) else { return (nil, nil) }
            let entry = state.entries[position]
            state.entries[position] = nil
            let snapshot = state.snapshot
            state.snapshot = nil
            Self.compact(&state)
            return (entry, snapshot)
        }
        _ = released
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
