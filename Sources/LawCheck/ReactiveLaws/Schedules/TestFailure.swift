/// The failure that replayed sources send: it names the failing source, so a
/// law can tell an error from `a` from one from `b`.
public struct TestFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The index of the source that failed (0 for `a`).
    public var source: Int

    /// The failure of the source at `source`.
    public init(source: Int) {
        self.source = source
    }

    /// `TestFailure(a)`: the failing source by its marble name.
    public var description: String { "TestFailure(\(Schedule.sourceName(source)))" }
}
