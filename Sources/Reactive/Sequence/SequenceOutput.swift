/// Where a lazy operator's transform writes its outputs: straight into the
/// uninitialized storage of a ``SequenceLazyBlock`` (or of an eager result),
/// with no array in between.
///
/// Whoever hands one out guarantees room for every output it may receive:
/// a pipeline transform gives at most one output per input value, and is
/// given no more input values than there is room left.
@usableFromInline
@unsafe struct SequenceOutput<Value> {
    @usableFromInline let base: UnsafeMutablePointer<Value>
    /// How many values are initialized at `base`.
    @usableFromInline var count: Int

    @inlinable
    init(base: UnsafeMutablePointer<Value>, count: Int) {
        unsafe self.base = unsafe base
        unsafe self.count = count
    }

    @inlinable
    mutating func append(_ value: Value) {
        unsafe (base + count).initialize(to: value)
        unsafe count &+= 1
    }
}
