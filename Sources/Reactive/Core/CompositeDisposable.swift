import Synchronization

/// A disposable that owns other disposables and disposes them all, in the order
/// they were added, when it is disposed (RAC's `RACCompoundDisposable`).
///
/// Once disposed, anything added later is disposed at once. Entries added with
/// ``add(_:)`` can be taken out again with ``remove(_:)`` without disposing them;
/// removal is O(1), so long-lived subscriptions that add and remove many inner
/// disposables (flattenMap over 10^6 values) do not grow.
public final class CompositeDisposable: Disposable, @unchecked Sendable { // lock: `entryList` is only touched inside `lock.withLock`
    /// Identifies one entry of a composite, for ``CompositeDisposable/remove(_:)``.
    public struct Token: Sendable, Hashable {
        fileprivate let index: Int
    }

    private struct State {
        var isDisposed = false
        /// The first entry ever added (token 0), kept inline: a subscription's
        /// lifetime usually holds one or two entries, and this saves the list's
        /// allocation for the first.
        var first: (any Disposable)?
        var firstTaken = false
        // Removed entries leave a nil hole; holes are compacted away lazily.
        var entries: ContiguousArray<(any Disposable)?> = []
        /// The token index of `entries[0]`.
        var firstIndex = 1
        /// Live entries in `entries` (not counting `first`).
        var liveCount = 0
    }

    // The spin lock guards the entry list (a few instructions per critical
    // section; entries are disposed and released outside it); the atomic
    // mirrors `isDisposed` for lock-free reads on the hot path.
    private let lock = SpinLock()
    @exclusivity(unchecked) private var entryList = State()
    @usableFromInline let disposed = Atomic<Bool>(false)

    /// Runs `body` on the entry list with the lock held.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&entryList) }
    }

    /// An empty composite.
    public init() {}

    /// A composite that owns `disposables` (RAC's
    /// `+compoundDisposableWithDisposables:`), from any sequence.
    public init<Disposables: Sequence>(_ disposables: Disposables) where Disposables.Element == any Disposable {
        withState { state in
            state.firstTaken = true
            state.entries.append(contentsOf: disposables.lazy.map { $0 })
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
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Adds `disposable`, or disposes it at once if this composite is already disposed.
    /// - Returns: a token for ``remove(_:)``, or `nil` if it was disposed at once.
    @discardableResult
    public func add(_ disposable: any Disposable) -> Token? {
        let token = withState { state -> Token? in
            guard !state.isDisposed else { return nil }
            if !state.firstTaken {
                state.firstTaken = true
                state.first = disposable
                return Token(index: 0)
            }
            state.entries.append(disposable)
            state.liveCount += 1
            return Token(index: state.firstIndex + state.entries.count - 1)
        }
        if token == nil { disposable.dispose() }
        return token
    }

    /// Adds a closure to run on disposal; runs it at once if already disposed.
    @discardableResult
    public func add(_ action: @escaping @Sendable () -> Void) -> Token? {
        add(ActionDisposable(action))
    }

    /// Takes the entry out without disposing it. Does nothing if it is already gone.
    public func remove(_ token: Token) {
        // Released after the lock: the last reference to an entry may run any deinitializer.
        let removed = withState { state -> (any Disposable)? in
            if token.index == 0 {
                defer { state.first = nil }
                return state.first
            }
            let position = token.index - state.firstIndex
            guard position >= 0, position < state.entries.count, let entry = state.entries[position] else { return nil }
            state.entries[position] = nil
            state.liveCount -= 1
            Self.compact(&state)
            return entry
        }
        _ = removed
    }

    public func dispose() {
        disposeIfLive()
    }

    /// Disposes the composite unless it already is.
    /// - Returns: whether this call disposed it, so that of several racing
    ///   callers exactly one goes on to act on the end.
    @usableFromInline
    @discardableResult
    func disposeIfLive() -> Bool {
        let ended = withState { state -> (first: (any Disposable)?, entries: ContiguousArray<(any Disposable)?>)? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            disposed.store(true, ordering: .releasing)
            defer { state.first = nil; state.entries = []; state.liveCount = 0 }
            return (state.first, state.entries)
        }
        guard let ended else { return false }
        ended.first?.dispose()
        for entry in ended.entries { entry?.dispose() }
        return true
    }

    /// Makes this composite an entry of `outer` until it is disposed, so that
    /// disposing `outer` disposes it and it does not linger in `outer` after
    /// its own end. If `outer` is already disposed, this one is disposed now.
    @usableFromInline
    func nest(in outer: CompositeDisposable) {
        guard let token = outer.add(self) else { return }
        // Weak: the entry must not keep a subscription nobody disposes alive.
        add { [weak outer] in outer?.remove(token) }
    }

    /// Drops holes once they outnumber live entries, keeping removal amortized O(1).
    private static func compact(_ state: inout State) {
        if state.liveCount == 0 {
            state.firstIndex += state.entries.count
            state.entries.removeAll(keepingCapacity: true)
            return
        }
        let holes = state.entries.count - state.liveCount
        guard holes > 32, holes > state.liveCount else { return }
        // Only leading holes can be dropped without renumbering tokens.
        var leading = 0
        while leading < state.entries.count, state.entries[leading] == nil { leading += 1 }
        guard leading > state.entries.count / 2 else { return }
        state.entries.removeFirst(leading)
        state.firstIndex += leading
    }
}
