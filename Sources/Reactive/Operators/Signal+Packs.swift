// The typed (parameter pack) forms of zip and combineLatest share the
// homogeneous array machinery: each source is erased to `any Sendable` on the
// way in, and the tuple is rebuilt on the way out. The casts cannot fail —
// position i of the array always holds a value of the pack's i-th type.

extension Signal {
    /// The signals of a pack in order, each with its values erased to `any Sendable`.
    @usableFromInline
    static func erasedSources<each Element: Sendable>(
        _ signals: repeat Signal<each Element, Failure>
    ) -> [Signal<any Sendable, Failure>] {
        var erased: [Signal<any Sendable, Failure>] = []
        for signal in repeat each signals {
            erased.append(signal.map { $0 as any Sendable })
        }
        return erased
    }
}

/// Rebuilds a pack's tuple from the values of ``Signal/erasedSources(_:)``, in order.
@usableFromInline
func packTuple<each Element>(_ values: [any Sendable]) -> (repeat each Element) {
    var position = 0
    func next<T>(_: T.Type) -> T {
        defer { position += 1 }
        return values[position] as! T
    }
    return (repeat next((each Element).self))
}
