import Synchronization

/// A disposable that owns other disposables and disposes them all, in the order
/// they were added, when it is disposed (RAC's `RACCompoundDisposable`).
///
/// Once disposed, anything added later is disposed at once. Entries added with
/// ``add(_:)`` can be taken out again with ``remove(_:)`` without disposing them;
/// removal is amortized O(1) (O(log n) to find an entry that is not the last),
/// and the holes it leaves are dropped once they outnumber the live entries, so
/// long-lived subscriptions that add and remove many inner disposables
/// (flattenMap over 10^6 values, whose source's entry stays first) do not grow.
///
/// Not open: the one subclass is the library's ``SerializedSink``, which is
/// the lifetime of a generator's subscription itself (one object instead of
/// two per subscription); every member is final.
public class CompositeDisposable: Disposable, @unchecked Sendable { // lock: `entryList` is only touched inside `lock.withLock`
    /// Identifies one entry of a composite, for ``CompositeDisposable/remove(_:)``.
    public struct Token: Sendable, Hashable {
        @usableFromInline let index: Int

        /// The token of the entry with index `index`; an owner that keeps only
        /// the index (in an atomic) remakes its token with it.
        @usableFromInline init(index: Int) {
            self.index = index
        }
    }

    @usableFromInline
    struct State {
        @usableFromInline var isDisposed: Bool
        /// The first entry ever added (token 0), kept inline: a subscription's
        /// lifetime usually holds one or two entries, and this saves the list's
        /// allocation for the first.
        @usableFromInline var first: (any Disposable)?
        @usableFromInline var firstTaken: Bool
        /// The other entries in the order they were added, with their token
        /// indices (increasing). Removed entries leave a nil hole; holes are
        /// compacted away lazily, trailing ones at once.
        @usableFromInline var entries: ContiguousArray<Entry>
        /// The token index of the next entry added.
        @usableFromInline var nextIndex: Int
        /// Live entries in `entries` (not counting `first`).
        @usableFromInline var liveCount: Int

        @inlinable
        init() {
            isDisposed = false
            first = nil
            firstTaken = false
            entries = []
            nextIndex = 1
            liveCount = 0
        }
    }

    @usableFromInline
    struct Entry {
        let index: Int
        var disposable: (any Disposable)?
    }

    // The spin lock guards the entry list (a few instructions per critical
    // section; entries are disposed and released outside it); the atomic
    // mirrors `isDisposed` for lock-free reads on the hot path.
    @usableFromInline let lock = SpinLock()
    @exclusivity(unchecked) @usableFromInline var entryList: State
    @usableFromInline let disposed = Atomic<Bool>(false)
    /// Whether disposal calls ``didEnd()``: a flag test costs disposal less
    /// than an empty dynamically dispatched call (flattenMap disposes a plain
    /// composite per inner signal).
    @usableFromInline let callsDidEnd: Bool

    /// Runs `body` on the entry list with the lock held.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&entryList) }
    }

    /// An empty composite.
    public init() {
        entryList = State()
        callsDidEnd = false
    }

    /// An empty composite whose disposal calls ``didEnd()`` if `callingDidEnd`.
    /// Inlined where a sink or an inner lifetime is made: as a call, it made
    /// the caller retain and release the observer it was storing around it.
    @inlinable
    init(callingDidEnd: Bool) {
        entryList = State()
        callsDidEnd = callingDidEnd
    }

    /// A composite that owns `disposables` (RAC's
    /// `+compoundDisposableWithDisposables:`), from any sequence.
    public init<Disposables: Sequence>(_ disposables: Disposables) where Disposables.Element == any Disposable {
        entryList = State()
        callsDidEnd = false
        withState { state in
            state.firstTaken = true
            for disposable in disposables {
                state.entries.append(Entry(index: state.nextIndex, disposable: disposable))
                state.nextIndex += 1
            }
            state.liveCount = state.entries.count
        }
    }

    /// A composite that owns one entry, which runs `action` on disposal
    /// (RAC's `+disposableWithBlock:` on `RACCompoundDisposable`). More
    /// entries can be added.
    public convenience init(_ action: @escaping @Sendable () -> Void) {
        self.init(CollectionOfOne<any Disposable>(ActionDisposable(action)))
    }

    @inlinable
    public final var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Adds `disposable`, or disposes it at once if this composite is already disposed.
    /// - Returns: a token for ``remove(_:)``, or `nil` if it was disposed at once.
    @discardableResult
    public final func add(_ disposable: any Disposable) -> Token? {
        let token = withState { state -> Token? in
            guard !state.isDisposed else { return nil }
            if !state.firstTaken {
                state.firstTaken = true
                state.first = disposable
                return Token(index: 0)
            }
            let index = state.nextIndex
            state.nextIndex += 1
            state.entries.append(Entry(index: index, disposable: disposable))
            state.liveCount += 1
            return Token(index: index)
        }
        if token == nil { disposable.dispose() }
        return token
    }

    /// Adds a closure to run on disposal; runs it at once if already disposed.
    @discardableResult
    public final func add(_ action: @escaping @Sendable () -> Void) -> Token? {
        add(ActionDisposable(action))
    }

    /// Takes the entry out without disposing it. Does nothing if it is already gone.
    public final func remove(_ token: Token) {
        // Released after the lock: the last reference to an entry may run any deinitializer.
        let removed = withState { state -> (any Disposable)? in
            if token.index == 0 {
                defer { state.first = nil }
                return state.first
            }
            guard let position = Self.position(of: token.index, in: state.entries),
                  let entry = state.entries[position].disposable else { return nil }
            state.entries[position].disposable = nil
            state.liveCount -= 1
            Self.compact(&state)
            return entry
        }
        _ = removed
    }

    public final func dispose() {
        disposeIfLive()
    }

    /// Disposes the composite unless it already is.
    /// - Returns: whether this call disposed it, so that of several racing
    ///   callers exactly one goes on to act on the end.
    @usableFromInline
    @discardableResult
    final func disposeIfLive() -> Bool {
        // Only what is there is taken out: moving out the empty list and the
        // absent first entry of a subscription's lifetime cost two releases.
        var first: (any Disposable)?
        var entries: ContiguousArray<Entry>?
        let ended = withState { state -> Bool in
            guard !state.isDisposed else { return false }
            state.isDisposed = true
            disposed.store(true, ordering: .releasing)
            if state.first != nil { swap(&first, &state.first) }
            if !state.entries.isEmpty {
                entries = state.entries
                state.entries = []
                state.liveCount = 0
            }
            return true
        }
        guard ended else { return false }
        if callsDidEnd { didEnd() }
        first?.dispose()
        if let entries {
            for entry in entries { entry.disposable?.dispose() }
        }
        return true
    }

    /// Runs once, when this composite is disposed, before its entries are:
    /// what a subclass made with `init(callingDidEnd: true)` does at the end
    /// of the lifetime it is.
    @usableFromInline
    func didEnd() {}

    /// Makes this composite an entry of `outer` until it is disposed, so that
    /// disposing `outer` disposes it and it does not linger in `outer` after
    /// its own end. If `outer` is already disposed, this one is disposed now.
    @usableFromInline
    final func nest(in outer: CompositeDisposable) {
        guard let token = outer.add(self) else { return }
        // Weak: the entry must not keep a subscription nobody disposes alive.
        add { [weak outer] in outer?.remove(token) }
    }

    /// Where the entry with token index `index` is, if it is still listed: the
    /// last entry (the usual one to go first) at once, any other by bisection.
    private static func position(of index: Int, in entries: ContiguousArray<Entry>) -> Int? {
        guard let last = entries.last else { return nil }
        if last.index == index { return entries.count - 1 }
        var low = 0, high = entries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return entries[low].index == index ? low : nil
    }

    /// Drops trailing holes at once and all holes once they outnumber live
    /// entries (tokens keep their indices), keeping removal amortized O(1).
    private static func compact(_ state: inout State) {
        if state.liveCount == 0 {
            state.entries.removeAll(keepingCapacity: true)
            return
        }
        while state.entries.last?.disposable == nil { state.entries.removeLast() }
        let holes = state.entries.count - state.liveCount
        guard holes > 32, holes > state.liveCount else { return }
        state.entries.removeAll { $0.disposable == nil }
    }
}
