/// What one link of a long chain of objects holds of the next link: the
/// signal or signals an operator is built on, as the operator's closure holds
/// them, or the observer a subscription deferred by ``Trampoline`` sends into.
///
/// Why not the value captured directly: the last release of a chain frees
/// each link from inside the deinitializer of the one before, one nested call
/// per link. A chain of 10^4 operators built on one another (each closure
/// holding its source signal), or the observers of one subscription to such a
/// chain (each stage holding the next one's), overflowed a 512 KB stack that
/// way (at about 1,000 operators in a debug build). This deinitializer hands
/// what it holds to ``Trampoline/releaseWithoutNesting(_:)`` instead, so the
/// outermost release on the thread frees the chain link by link.
///
/// Sendable: `lockedHeld`, the one `var`, is read and written only with
/// `lock` held. Only the deinitializer writes it, but a `let` would not do:
/// its release after the deinitializer's body would be the last one of the
/// next link, and release the chain one nested call per link (see
/// ``SignalFusion``).
@usableFromInline
final class ChainLink<Held: Sendable>: @unchecked Sendable {  // lock: `lock` guards `lockedHeld`, the only `var`
    @usableFromInline let lock = SpinLock()
    /// What the link holds; `nil` only once the deinitializer took it.
    @usableFromInline var lockedHeld: Held?

    @inlinable
    init(_ held: Held) {
        lockedHeld = held
    }

    deinit {
        // Taken and handed over as a temporary, moved.
        Trampoline.releaseWithoutNesting(lock.withLock { lockedHeld.take() })
    }

    /// What the link holds, copied out under the lock (once per
    /// subscription, never per value). The caller uses it from its own frame:
    /// a method attaching a signal here would add a frame to every level of a
    /// deep subscription, whose nesting ``Trampoline`` bounds by levels, not
    /// bytes. Copied through a capture rather than returned from `withLock`
    /// (see ``SignalFusion/parts``).
    @inlinable
    var held: Held {
        var held: Held?
        lock.withLock { held = lockedHeld }
        // Set until the deinitializer runs, and a reader holds a reference.
        return held!
    }
}
