/// How a lazy `map` that only a `filter` ever reads evaluates as one pipeline:
/// each source value is mapped and tested in one loop, instead of being
/// mapped into a block of its own that the filter then reads again.
///
/// A `map` attaches this to the step of its result. The `filter` built on that
/// result decides when it is evaluated: if it then holds the only reference
/// to the map's step and nobody has evaluated it, no one else can ever read
/// the map's values, so skipping their memoization is unobservable — every
/// closure still runs at most once per value, and only for values read.
/// Otherwise it reads the map's values as usual.
///
/// Soundness (exclusivity) of the `@exclusivity(unchecked)` vars in this
/// file: each is touched only by the one thread its class's `@unchecked
/// Sendable` comment names (the claimant of a OnceState, or the sole
/// owner), or read after an acquiring load found it done, so no two
/// accesses overlap; the runtime check would cost every read a call.
@usableFromInline
final class SequenceFusion<Value: Sendable>: @unchecked Sendable {  // atomic: `filtered` is read and cleared only by
    // the thread that claimed the owning SequenceThunk's state (OnceState) or by the thunk's sole owner
    /// The map's source, mapped and filtered by the given predicate in one
    /// pipeline; `nil` once the map's step has been evaluated, so that the
    /// source is not kept alive by an evaluated sequence.
    @usableFromInline @exclusivity(unchecked) var filtered:
        (@Sendable (@escaping @Sendable (Value) -> Bool) -> ReactiveSequence<Value>)?

    @inlinable
    init(filtered: @escaping @Sendable (@escaping @Sendable (Value) -> Bool) -> ReactiveSequence<Value>) {
        unsafe self.filtered = filtered
    }
}

/// The map step a `filter` may fuse with, held until the filter's own step
/// is evaluated (see ``SequenceFusion``).
@usableFromInline
final class SequenceFusionCandidate<Value: Sendable>: @unchecked Sendable {  // atomic: `step` is taken only by the
    // filter's step, which runs once, by the thread that claimed that step's SequenceThunk state (OnceState)
    @usableFromInline @exclusivity(unchecked) var step: SequenceThunk<Value>?

    @inlinable
    init(_ step: SequenceThunk<Value>) {
        unsafe self.step = step
    }

    /// The map's values kept by `isIncluded`: fused if this holds the only
    /// reference to the unevaluated map step, else read from the map's step.
    @inlinable
    func filtered(
        by isIncluded: @escaping @Sendable (Value) -> Bool,
        else filter: (ReactiveSequence<Value>) -> ReactiveSequence<Value>
    ) -> ReactiveSequence<Value> {
        var step = unsafe self.step.take().unsafelyUnwrapped
        // The acquiring load of `evaluated` also orders the read of `filtered`
        // after the clearing of a thread that evaluated the step and let go.
        if isKnownUniquelyReferenced(&step), step.evaluated == nil, let fused = unsafe step.fusion?.filtered {
            return fused(isIncluded)
        }
        return filter(ReactiveSequence(node: .deferred(step)))
    }
}
