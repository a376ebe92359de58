#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps deep operator chains off the bottom of the stack.
///
/// Subscribing to a chain of n operators nests n `attach` calls, and every
/// event then runs through n nested observer calls. A chain of 10^4 `map`s, or
/// `flattenMap` nested 10^4 deep, would overflow any thread's stack. So each
/// thread counts the `attach` calls nested on its stack; once the count
/// reaches ``hopDepth``, the next subscription is not started on top of them:
/// it is queued, and the outermost subscription on the thread starts it once
/// the stack has unwound. The observer handed to that deferred subscription
/// *hops* too: an event crossing it while an earlier hop is still delivering
/// on this thread is queued and delivered from that earlier, shallower frame.
/// Stack use is then bounded by about two hops' worth of operators, whatever
/// the chain's length.
///
/// Short chains never hop and pay two counter updates per subscribed operator.
/// The hop points depend only on the chain's shape, never on timing, so the
/// same program interleaves events the same way on every run. What a hop
/// changes: within a chain longer than ``hopDepth``, an operator past a hop
/// sees an event after the operators before the hop have finished with it —
/// still in order, and still before the source's `send` returns.
@usableFromInline
final class Trampoline {
    // The stored properties skip the runtime's dynamic exclusivity checks (a
    // call per access, on every subscription): one thread owns its
    // trampoline, and no two accesses overlap.
    // Soundness (exclusivity): a trampoline is reachable only through its
    // thread's key (``currentReference``), so only that thread touches it;
    // and each access is a read, a write or a queue/array call that
    // completes before any work it hands out runs (`drain` pops, then runs).

    /// How many `attach` calls may nest on one thread before a subscription hops.
    ///
    /// Counted in levels, while what overflows is bytes: a level is one
    /// operator's subscription, and, when a merging operator subscribes an
    /// inner signal from inside a delivery, the delivery that led to it too
    /// (a `flattenMap` of a signal that sends at once hands its value to the
    /// next `flattenMap`, which subscribes its own inner signal, from inside
    /// the first one's subscription; the level count goes up by one per
    /// operator, the stack by a subscription and a delivery). In a debug
    /// build such a level took about 6 KB (30 frames, measured under the
    /// pipeline law's resource probes, which overflowed a 512 KB stack 85
    /// levels deep), so a debug build hops every 32 levels; an optimized
    /// build inlines most of those frames, and hops every 128.
    #if DEBUG
        @usableFromInline static let hopDepth = 32
    #else
        @usableFromInline static let hopDepth = 128
    #endif

    /// `attach` calls nested on this thread's stack above the last trampoline frame.
    @exclusivity(unchecked) @usableFromInline var depth = 0
    /// Whether a frame lower on this thread's stack is running ``drain()``.
    @exclusivity(unchecked) @usableFromInline var isDraining = false
    /// Subscriptions deferred by deeper frames, for the draining frame to start.
    @exclusivity(unchecked) @usableFromInline var pending = Queue<() -> Void>()

    /// How many composite disposals may nest on one thread before one hands
    /// its entries to the outermost (see ``CompositeDisposable``'s disposal).
    static let disposalHopDepth = 64

    /// Composite disposals disposing their entries on this thread's stack.
    @exclusivity(unchecked) var disposalDepth = 0
    /// Entries that disposals past ``disposalHopDepth`` handed to the
    /// outermost one, the next to dispose last.
    @exclusivity(unchecked) var deferredDisposals: [any Disposable] = []

    /// Whether a frame lower on this thread's stack is releasing a chain's
    /// parts (see ``releaseWithoutNesting(_:)``).
    @exclusivity(unchecked) var isReleasingChain = false
    /// Parts of a chain whose release a deeper frame handed down, for that
    /// frame to drop.
    @exclusivity(unchecked) var deferredReleases: [Any] = []
    /// Entry lists of composites whose release a deeper frame handed down
    /// (see ``freeWithoutNesting(_:)``), for that frame to free.
    @exclusivity(unchecked) var deferredEntries: [CompositeDisposable.Entries] = []

    /// Drops `parts`, the references a link of a chain of objects holds to
    /// the next link (the source closures of a long run of filters, the
    /// source signals of an operator and the observer of a deferred
    /// subscription, see ``ChainLink``; a composite's first entry):
    /// releasing a link whose last reference goes releases the next one
    /// from inside its own deinitializer, one nested call per link, and
    /// a chain of 10^5 filters overflows a 512 KB stack that way. The
    /// outermost release on a thread drops what it is handed and then, one
    /// at a time, what the links it frees hand down instead of dropping
    /// themselves, so each link is freed from this frame.
    static func releaseWithoutNesting<Parts>(_ parts: consuming Parts) {
        // Moved, so that nothing of `parts` is left to release when this returns.
        var held: Parts? = consume parts
        withCurrent { trampoline in
            guard unsafe !trampoline.isReleasingChain else {
                // Boxed only here: the outermost release allocates nothing.
                unsafe trampoline.deferredReleases.append(held.take() as Any)
                return
            }
            unsafe trampoline.isReleasingChain = true
            held = nil
            trampoline.releaseDeferred()
            unsafe trampoline.isReleasingChain = false
        }
    }

    /// Frees `entries`, the entry list of a composite that goes, as
    /// ``releaseWithoutNesting(_:)`` drops parts: a subscription dropped
    /// undisposed leaves a tree of lifetimes, each holding the next
    /// operator's, and freeing it released one nested composite per
    /// operator (10^4 `flattenMap`s overflowed a 512 KB stack).
    static func freeWithoutNesting(_ entries: CompositeDisposable.Entries) {
        withCurrent { trampoline in
            guard unsafe !trampoline.isReleasingChain else {
                unsafe trampoline.deferredEntries.append(entries)
                return
            }
            unsafe trampoline.isReleasingChain = true
            entries.free()
            trampoline.releaseDeferred()
            unsafe trampoline.isReleasingChain = false
        }
    }

    /// Drops and frees what deeper frames handed down, and what that hands
    /// down in turn, until none is left.
    func releaseDeferred() {
        while true {
            if let next = unsafe deferredReleases.popLast() {
                _ = next
            } else if let entries = unsafe deferredEntries.popLast() {
                entries.free()
            } else {
                return
            }
        }
    }

    private init() {}

    /// This thread's trampoline.
    @usableFromInline
    static var current: Trampoline { unsafe currentReference.takeUnretainedValue() }

    /// Runs `body` with this thread's trampoline, borrowed: the thread keeps
    /// it until it exits, so a subscription need not retain and release it
    /// (about 40 instructions per subscription).
    @inlinable
    static func withCurrent<Result>(_ body: (Trampoline) -> Result) -> Result {
        unsafe currentReference._withUnsafeGuaranteedRef(body)
    }

    /// This thread's trampoline, created on first use, held by the thread.
    ///
    /// Soundness (lifetimes): the key's value is the one retain taken here,
    /// released only by the key's destructor when the thread exits, so the
    /// reference is valid for any code running on the thread, and
    /// ``withCurrent(_:)`` may borrow it unretained. Binding: the value is
    /// only ever a `Trampoline`'s opaque address, stored here. The store is
    /// checked with a precondition (release builds too): a thread whose
    /// store failed would make a new trampoline per call.
    @usableFromInline
    static var currentReference: Unmanaged<Trampoline> {
        if let existing = unsafe pthread_getspecific(key) {
            return unsafe Unmanaged<Trampoline>.fromOpaque(existing)
        }
        let created = unsafe Unmanaged.passRetained(Trampoline())
        let result = unsafe pthread_setspecific(key, created.toOpaque())
        precondition(result == 0, "pthread_setspecific failed: \(result)")
        return unsafe created
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = unsafe pthread_key_create(&key) { state in
            guard let state = unsafe state else { return }
            unsafe Unmanaged<Trampoline>.fromOpaque(state).release()
        }
        precondition(result == 0, "pthread_key_create failed: \(result)")
        return key
    }()

    /// Runs `start`, a subscription started on this thread below ``hopDepth``,
    /// counted as one more nested `attach`: as the outermost subscription,
    /// which drains what deeper ones defer, or one level deeper.
    @inlinable
    func runNested(_ start: () -> Void) {
        if unsafe depth == 0 && !isDraining {
            unsafe isDraining = true
            unsafe depth = 1
            start()
            // Tested here, not only in the call: most subscriptions defer
            // nothing, and the call costs 16 instructions per subscription.
            if unsafe !pending.isEmpty { drain() }
            unsafe depth = 0
            unsafe isDraining = false
        } else {
            unsafe depth += 1
            start()
            unsafe depth -= 1
        }
    }

    /// Queues `work` for the frame that is draining lower on the stack.
    @usableFromInline
    func enqueue(_ work: @escaping () -> Void) {
        unsafe pending.append(work)
    }

    /// Runs `work` now if no frame below is draining, becoming the draining frame
    /// for whatever it queues; otherwise queues it for that frame.
    @usableFromInline
    func runOrDefer(_ work: @escaping () -> Void) {
        if unsafe isDraining {
            unsafe pending.append(work)
            return
        }
        unsafe isDraining = true
        let outerDepth = unsafe depth
        unsafe depth = 0
        work()
        drain()
        unsafe depth = outerDepth
        unsafe isDraining = false
    }

    /// Runs queued work, oldest first, until none is left. Each piece starts
    /// with the nesting count at one, as if subscribed from this frame.
    @usableFromInline
    func drain() {
        while let work = unsafe pending.popFirst() {
            let outerDepth = unsafe depth
            unsafe depth = 1
            work()
            unsafe depth = outerDepth
        }
    }
}
