// Zip and combineLatest take any number of sources — an array of one type, or
// a parameter pack of several — and feed them all into one funnel of values of
// one type. A pack's values are erased to `any Sendable` on the way in (inside
// the funnel's tag, so no extra stage per value) and its tuple is rebuilt on
// the way out. The casts cannot fail: position i of the array always holds a
// value of the pack's i-th type.

/// Subscribes one source into a combining operator's funnel, tagging its events
/// with the source's position.
@usableFromInline
typealias SourceConnector<Element: Sendable, Failure: Error> =
    @Sendable (_ funnel: FanIn<SourceEvent<Element, Failure>>, _ position: Int) -> Void

/// An event of one of several sources, tagged with the source's position.
@usableFromInline
struct SourceEvent<Value: Sendable, Failure: Error>: Sendable {
    let source: Int
    let event: Event<Value, Failure>
}

extension Signal {
    /// Connectors for signals of one type.
    @usableFromInline
    static func connectors<Element>(_ signals: [Signal<Element, Failure>]) -> [SourceConnector<Element, Failure>] {
        signals.map { signal in
            { funnel, position in funnel.attach(signal) { SourceEvent(source: position, event: $0) } }
        }
    }

    /// Connectors for the signals of a pack, in order, erasing their values.
    @usableFromInline
    static func erasingConnectors<each Element: Sendable>(
        _ signals: repeat Signal<each Element, Failure>
    ) -> [SourceConnector<any Sendable, Failure>] {
        var connectors: [SourceConnector<any Sendable, Failure>] = []
        for signal in repeat each signals {
            connectors.append { funnel, position in
                funnel.attach(signal) { event in
                    SourceEvent(source: position, event: event.map { $0 as any Sendable })
                }
            }
        }
        return connectors
    }
}

/// Rebuilds a pack's tuple from the values of ``Signal/erasingConnectors(_:)``, in order.
@usableFromInline
func packTuple<each Element>(_ values: [any Sendable]) -> (repeat each Element) {
    var position = 0
    func next<T>(_: T.Type) -> T {
        defer { position += 1 }
        return values[position] as! T
    }
    return (repeat next((each Element).self))
}
