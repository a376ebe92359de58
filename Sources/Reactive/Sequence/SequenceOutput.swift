/// Where a lazy operator's transform writes its outputs: straight into the
/// uninitialized storage of a ``SequenceLazyBlock`` (or of an eager result),
/// with no array in between.
///
/// Whoever hands one out guarantees room for every output it may receive:
/// a pipeline transform gives at most one output per input value, and is
/// given no more input values than there is room left.
@usableFromInline
struct SequenceOutput<Value> {
    @usableFromInline let base: UnsafeMutablePointer<Value>
    /// How many values are initialized at `base`.
    @usableFromInline var count: Int

    @inlinable
    init(base: UnsafeMutablePointer<Value>, count: Int) {
        self.base = base
        self.count = count
    }

    @inlinable
    mutating func append(_ value: Value) {
        (base + count).initialize(to: value)
        count &+= 1
    }
}
