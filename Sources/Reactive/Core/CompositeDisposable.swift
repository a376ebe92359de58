import Synchronization

/// A disposable that owns other disposables and disposes them all, in the order
/// they were added, when it is disposed (RAC's `RACCompoundDisposable`).
///
/// Once disposed, anything added later is disposed at once. Entries added with
/// `add(_:)` can be taken out again with ``remove(_:)`` without disposing them;
/// removal is amortized O(1) (O(log n) to find an entry that is not the last),
/// and the holes it leaves are dropped once they outnumber the live entries, so
/// long-lived subscriptions that add and remove many inner disposables
/// (flattenMap over 10^6 values, whose source's entry stays first) do not grow.
///
/// Not open: the one subclass is the library's `SerializedSink`, which is
/// the lifetime of a generator's subscription itself (one object instead of
/// two per subscription); every member is final.
public class CompositeDisposable: Disposable, @unchecked Sendable {  // lock: `entryList` is only touched inside
    // `lock.withLock`
    /// Identifies one entry of a composite, for ``CompositeDisposable/remove(_:)``.
    public struct Token: Sendable, Hashable {
        @usableFromInline let index: Int

        /// The token of the entry with index `index`; an owner that keeps only
        /// the index (in an atomic) remakes its token with it.
        @usableFromInline init(index: Int) {
            self.index = index
        }
    }

    /// What the lock guards, with ``first``. Trivial to copy, so that
    /// setting it up and tearing it down is a few plain stores: `entries`
    /// (see ``Entries``) is released by the composite's deinitializer, or
    /// by whoever takes it out, never through a copy.
    @usableFromInline
    struct State {
        @usableFromInline var isDisposed: Bool
        /// The other entries in the order they were added, with their token
        /// indices (increasing). Removed entries leave a nil hole; holes are
        /// compacted away lazily, trailing ones at once.
        @usableFromInline var entries: Entries
        /// The token index of the next entry added: 0 while the first
        /// entry's place is free, so that an empty state is all zeros, which
        /// its initialization, inlined wherever a sink or an inner lifetime
        /// is made, writes in a few wide stores (2 to 3 instructions fewer
        /// per subscription than a flag of its own).
        @usableFromInline var nextIndex: Int
        /// Live entries in `entries` (not counting `first`).
        @usableFromInline var liveCount: Int

        @inlinable
        init() {
            isDisposed = false
            entries = Entries()
            nextIndex = 0
            liveCount = 0
        }
    }

    @usableFromInline
    struct Entry {
        let index: Int
        var disposable: (any Disposable)?
    }

    /// A composite's entries after the first, in memory it allocates and
    /// frees itself, none until the second entry is added. An array here
    /// (even an empty one, whose storage is shared) is released when the
    /// composite goes, a call of about 19 instructions for most lifetimes,
    /// which never hold a second entry; this is a `nil` test instead.
    /// Not an owner by itself: the composite frees it (``free()``) when it
    /// goes or when disposal has taken it out.
    ///
    /// Soundness (`@safe`): binding: `base` is allocated and bound to
    /// `Entry` here and only ever read as `Entry`; bounds: `count <=
    /// capacity` after every `append`, slots `0..<count` are initialized and
    /// the rest not, and the two lookups callers index with check their
    /// position against `count` with a precondition (release builds too);
    /// lifetimes: one value owns the memory, the composite's `entryList`,
    /// under its lock; `take()` leaves an empty value behind, and whoever
    /// took the entries frees them once (``free()``). A stray copy kept past
    /// that is the one misuse this type cannot catch.
    @usableFromInline
    @safe struct Entries: CustomReflectable {
        @usableFromInline var base: UnsafeMutablePointer<Entry>?
        /// Slots in use, live entries and holes.
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int

        @inlinable
        init() {
            unsafe base = nil
            count = 0
            capacity = 0
        }

        var isEmpty: Bool { count == 0 }

        /// The token index of the entry at `position`.
        func index(at position: Int) -> Int {
            precondition(position >= 0 && position < count, "entry position out of bounds")
            return unsafe base.unsafelyUnwrapped[position].index
        }

        /// Takes out the entry at `position`, leaving a hole.
        mutating func takeDisposable(at position: Int) -> (any Disposable)? {
            precondition(position >= 0 && position < count, "entry position out of bounds")
            return unsafe (base.unsafelyUnwrapped + position).pointee.disposable.take()
        }

        mutating func append(_ entry: Entry) {
            if count == capacity {
                capacity = Swift.max(4, capacity * 2)
                let grown = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
                if let base = unsafe base {
                    unsafe grown.moveInitialize(from: base, count: count)
                    unsafe base.deallocate()
                }
                unsafe base = unsafe grown
            }
            unsafe (base.unsafelyUnwrapped + count).initialize(to: entry)
            count += 1
        }

        /// Drops the holes at the end.
        mutating func removeTrailingHoles() {
            while count > 0, unsafe base.unsafelyUnwrapped[count - 1].disposable == nil {
                count -= 1
                unsafe (base.unsafelyUnwrapped + count).deinitialize(count: 1)
            }
        }

        /// Drops every hole, keeping the live entries in order.
        mutating func removeHoles() {
            guard let base = unsafe base else { return }
            var kept = 0
            for position in 0..<count {
                if unsafe base[position].disposable == nil {
                    unsafe (base + position).deinitialize(count: 1)
                } else {
                    if kept != position { unsafe (base + kept).moveInitialize(from: base + position, count: 1) }
                    kept += 1
                }
            }
            count = kept
        }

        /// Drops every entry, keeping the memory.
        mutating func removeAll() {
            unsafe base?.deinitialize(count: count)
            count = 0
        }

        /// These entries, leaving none here (and no memory).
        mutating func take() -> Entries {
            defer { self = Entries() }
            return self
        }

        /// Disposes the live entries in order, in place. Inlined: disposal
        /// finds none in most lifetimes, a test rather than a call.
        @inline(__always)
        func disposeAll() {
            for position in 0..<count { unsafe base.unsafelyUnwrapped[position].disposable?.dispose() }
        }

        /// Releases the entries and the memory.
        func free() {
            guard let base = unsafe base else { return }
            unsafe base.deinitialize(count: count)
            unsafe base.deallocate()
        }

        /// The slots, live entries and holes, so that `dump` and a debugger
        /// show them rather than an address.
        @usableFromInline var customMirror: Mirror {
            Mirror(
                self, unlabeledChildren: (0..<count).map { unsafe base.unsafelyUnwrapped[$0] },
                displayStyle: .collection)
        }
    }

    // The spin lock guards the entry list (a few instructions per critical
    // section; entries are disposed and released outside it); the atomic
    // mirrors `isDisposed` for lock-free reads on the hot path.
    // Soundness of `@exclusivity(unchecked)` on `entryList` and `first`
    // (exclusivity): every access is inside `lock.withLock` (whose body
    // calls out to nothing that takes it again) or in an initializer or the
    // deinitializer, when no other reference exists: no two accesses overlap.
    @usableFromInline let lock = SpinLock()
    @exclusivity(unchecked) @usableFromInline var entryList: State
    /// The first entry ever added (token 0), kept inline: a subscription's
    /// lifetime usually holds one or two entries, and this saves the list's
    /// allocation for the first. Guarded by `lock`, as `entryList` is.
    ///
    /// A plain optional existential (issue 22): it was two raw words in
    /// `State` holding an `(any Disposable)?` bound in place, which saved
    /// the release of a `nil` entry when the composite goes, but read
    /// memory through a type it was not bound to and assumed the
    /// existential's layout. Kept out of `State`, which stays trivial: in
    /// it, every setup and teardown of the state copied and destroyed the
    /// existential through outlined value operations (create + subscribe +
    /// dispose 1,894 → 2,000 instructions; 1,910 as a field of its own).
    @exclusivity(unchecked) @usableFromInline var first: (any Disposable)? = nil
    @usableFromInline let disposed = Atomic<Bool>(false)
    /// Whether disposal calls ``didEnd()``: a flag test costs disposal less
    /// than an empty dynamically dispatched call (flattenMap disposes a plain
    /// composite per inner signal).
    @usableFromInline let callsDidEnd: Bool

    deinit {
        // The entries are released from the outermost frame: a lifetime may
        // hold the next operator's, which holds the next one's in turn (see
        // ``Trampoline/releaseWithoutNesting(_:)``). Most lifetimes never
        // hold a second entry: no list, no call.
        //
        // Soundness of the two `unsafe` accesses (exclusivity, lifetimes):
        // in a deinitializer no other reference to the composite exists, so
        // reading `first` and `entryList` without the lock overlaps no
        // access. `take()` moves the list's one owner out and leaves an
        // empty value (`base == nil`) behind, so the memory is freed exactly
        // once, by the trampoline (``Entries/free()``), never here as well;
        // nothing else points at it, since only the composite held it.
        // What it pays for: dropping 12,000 undisposed `flattenMap`
        // subscriptions overflowed a 512 KB stack, one nested composite per
        // operator (`DeepReleaseTests`); cost, create + subscribe + dispose
        // 1,918 → 1,926 instructions (callgrind-units).
        if unsafe first != nil { Trampoline.releaseWithoutNesting(unsafe first.take()) }
        if unsafe entryList.entries.base != nil { Trampoline.freeWithoutNesting(unsafe entryList.entries.take()) }
    }

    /// Runs `body` on the entry list with the lock held.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { unsafe body(&entryList) }
    }

    /// An empty composite.
    public init() {
        unsafe entryList = State()
        callsDidEnd = false
    }

    /// An empty composite whose disposal calls ``didEnd()`` if `callingDidEnd`.
    /// Inlined where a sink or an inner lifetime is made: as a call, it made
    /// the caller retain and release the observer it was storing around it.
    @inlinable
    init(callingDidEnd: Bool) {
        unsafe entryList = State()
        callsDidEnd = callingDidEnd
    }

    /// A composite that owns `disposables` (RAC's
    /// `+compoundDisposableWithDisposables:`), from any sequence.
    public init<Disposables: Sequence>(_ disposables: Disposables) where Disposables.Element == any Disposable {
        unsafe entryList = State()
        callsDidEnd = false
        withState { state in
            state.nextIndex = 1
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
            if state.nextIndex == 0 {
                state.nextIndex = 1
                unsafe first = disposable
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
            if token.index == 0 { return unsafe first.take() }
            guard let position = Self.position(of: token.index, in: state.entries),
                let entry = state.entries.takeDisposable(at: position)
            else { return nil }
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
        // Taken out under the lock and disposed outside it, where an entry's
        // disposal may run any code; only what is there (taking out an empty
        // list unconditionally cost 9 instructions per subscription).
        var taken: (any Disposable)?
        var entries: Entries?
        let ended = withState { state -> Bool in
            guard !state.isDisposed else { return false }
            state.isDisposed = true
            disposed.store(true, ordering: .releasing)
            taken = unsafe first.take()
            if !state.entries.isEmpty {
                entries = state.entries.take()
                state.liveCount = 0
            }
            return true
        }
        guard ended else { return false }
        if callsDidEnd { didEnd() }
        // Tested here, not only in the call: most lifetimes hold no entry
        // when they end, and the call looks up the thread's trampoline.
        if taken != nil || entries != nil { Self.dispose(taken, entries) }
        return true
    }

    /// Disposes entries taken out of a composite, `first` first, and frees
    /// `entries`' memory, in bounded stack whatever the nesting: a composite
    /// whose entry is a composite (a subscription nested in the one before,
    /// as a generator subscribing the next with its observer makes them)
    /// disposes it from inside its own disposal. Past
    /// ``Trampoline/disposalHopDepth`` nested disposals on this thread, the
    /// entries are not disposed on top of them: they are handed to the
    /// outermost disposal on the thread, which disposes them, in order, once
    /// the stack has unwound, and before it returns. The order is the one
    /// plain recursion gives (depth first, each composite's entries in the
    /// order they were added), so a disposal at any depth still ends before
    /// the outermost `dispose()` returns; what a hop changes is only that,
    /// past that depth, a nested `dispose()` call may return before its
    /// entries are disposed.
    private static func dispose(_ first: (any Disposable)?, _ entries: Entries?) {
        Trampoline.withCurrent { trampoline in
            guard unsafe trampoline.disposalDepth < Trampoline.disposalHopDepth else {
                // Last first: the draining frame takes them from the end.
                if var entries {
                    for position in (0..<entries.count).reversed() {
                        if let entry = entries.takeDisposable(at: position) {
                            unsafe trampoline.deferredDisposals.append(entry)
                        }
                    }
                    entries.free()
                }
                if let first { unsafe trampoline.deferredDisposals.append(first) }
                return
            }
            unsafe trampoline.disposalDepth += 1
            first?.dispose()
            if let entries {
                entries.disposeAll()
                entries.free()
            }
            unsafe trampoline.disposalDepth -= 1
            guard unsafe trampoline.disposalDepth == 0 else { return }
            // The outermost disposal on this thread: what deeper ones
            // handed down, each as if disposed from here. Taken from the
            // end: what an entry's disposal hands down comes before the
            // entries handed down earlier, as in plain recursion.
            while let next = unsafe trampoline.deferredDisposals.popLast() {
                unsafe trampoline.disposalDepth = 1
                next.dispose()
                unsafe trampoline.disposalDepth = 0
            }
        }
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
    private static func position(of index: Int, in entries: Entries) -> Int? {
        guard !entries.isEmpty else { return nil }
        if entries.index(at: entries.count - 1) == index { return entries.count - 1 }
        var low = 0
        var high = entries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if entries.index(at: middle) < index { low = middle + 1 } else { high = middle }
        }
        return entries.index(at: low) == index ? low : nil
    }

    /// Drops trailing holes at once and all holes once they outnumber live
    /// entries (tokens keep their indices), keeping removal amortized O(1).
    private static func compact(_ state: inout State) {
        if state.liveCount == 0 {
            state.entries.removeAll()
            return
        }
        state.entries.removeTrailingHoles()
        let holes = state.entries.count - state.liveCount
        guard holes > 32, holes > state.liveCount else { return }
        state.entries.removeHoles()
    }
}
